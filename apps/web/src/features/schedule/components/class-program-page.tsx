import { Description } from '@/components/rich-text/description';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  isCompletedStatus,
  LEARNING_STATUSES,
  PROGRESS_STATUS,
  type ClassProgramDetail,
  type ProgramClass,
} from '@portal/shared';
import { ContentImage, learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { WordBreaks } from '@/components/word-breaks';
import {
  CardsSkeleton,
  catalogMessages,
  ContentLabels,
  DetailError,
  EmptyPanel,
  EnrollPanel,
  type EnrollTarget,
} from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useClassProgram } from '../api/get-class';
import { scheduleKeys } from '../api/schedule-keys';
import { classPaths } from '../class-paths';
import { programEnrollMessages } from '../class-program-enroll-messages';
import { classProgramMessages } from '../class-program-messages';
import { formatSpan } from '../format';
import { scheduleMessages } from '../schedule-messages';
import { ClassCardView } from './class-card';

function enrollTarget(id: number): EnrollTarget {
  return {
    segment: 'class-program',
    learnPath: `/class-program/${id}#classes`,
    messages: programEnrollMessages,
    refresh: [scheduleKeys.all()],
  };
}

/** The learner's state in one class of the program, as a badge (none before enrolling). */
function ClassState(props: { klass: ProgramClass }) {
  const { t } = useFeatureTranslation(classProgramMessages);
  const status = props.klass.learning_result?.status;
  const badges = [];
  if (!props.klass.is_required)
    badges.push(
      <Badge key="optional" variant="outline" color="gray">
        {t('cp_optional')}
      </Badge>,
    );
  if (status !== undefined && isCompletedStatus(status))
    badges.push(
      <Badge key="state" color="teal">
        {t('cp_class_completed')}
      </Badge>,
    );
  else if (status !== undefined && LEARNING_STATUSES.includes(status))
    badges.push(
      <Badge key="state" color="blue">
        {t('cp_class_enrolled')}
      </Badge>,
    );
  else if (status === PROGRESS_STATUS.waiting_approve || status === PROGRESS_STATUS.waiting_list)
    badges.push(
      <Badge key="state" color="yellow" variant="light">
        {t('cp_class_waiting')}
      </Badge>,
    );
  return badges.length === 0 ? null : <Group gap="xs">{badges}</Group>;
}

function ProgramHeader(props: { program: ClassProgramDetail }) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages);
  const { t: tp } = useFeatureTranslation(classProgramMessages);
  const { program } = props;
  const left =
    program.capacity === null ? null : Math.max(0, program.capacity - program.seats_taken);
  return (
    <Grid gap="xl" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper radius="lg" style={{ overflow: 'hidden' }}>
          <ContentImage id={program.id} title={program.title} image={program.image} priority />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {program.content_type.name} · {t(`schedule_status_${program.class_status}`)}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <WordBreaks text={program.title} />
          </Title>
          <ContentLabels labels={program.labels} size="md" />
          {program.datetime_start && program.datetime_end && (
            <Text fw={600} data-testid="program-when">
              {formatSpan(i18n.language, program.datetime_start, program.datetime_end)}
            </Text>
          )}
          <Text c="dimmed">
            {[
              tp('cp_classes', { count: program.class_list.length }),
              t('schedule_sessions', { count: program.session_count }),
              left === null
                ? null
                : `${t('schedule_seats_left')}: ${t('schedule_seats_left_value', { left, capacity: program.capacity })}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {program.learning_result && program.required_count > 0 && (
            <Text size="sm" fw={500}>
              {tp('cp_completed', {
                done: program.completed_count,
                total: program.required_count,
              })}
            </Text>
          )}
          <div style={{ maxWidth: 460 }}>
            <EnrollPanel
              course={{ ...program, section_list: [] }}
              target={enrollTarget(program.id)}
            />
          </div>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /class-program/{id} (SPEC §2): the program's header and enrolment, what it is about, and its
 * classes, each opened within the program (/class-program/{id}/class/{classid}) to enrol in it.
 */
export function ClassProgramPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(scheduleMessages);
  const { t: tp } = useFeatureTranslation(classProgramMessages);
  const id = Number(useParams().programid);
  const query = useClassProgram(Number.isInteger(id) && id > 0 ? id : null);
  if (query.isPending && Number.isInteger(id) && id > 0)
    return (
      <PageContainer>
        <CardsSkeleton count={2} />
      </PageContainer>
    );
  if (!query.data)
    return (
      <PageContainer>
        <DetailError error={query.error} />
      </PageContainer>
    );
  const program = query.data;
  const paths = classPaths(program.id);
  return (
    <PageContainer>
      <Stack gap="xl">
        <Breadcrumbs
          aria-label={t('schedule_breadcrumb')}
          separatorMargin={6}
          style={{ flexWrap: 'wrap' }}
        >
          <Anchor component={Link} to="/class-program" size="sm">
            {tp('cp_programs')}
          </Anchor>
          <Text size="sm" aria-current="page" lineClamp={1}>
            {program.title}
          </Text>
        </Breadcrumbs>
        <ProgramHeader program={program} />
        {program.desc && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {tp('cp_about')}
            </Title>
            <Description text={program.desc} isHtml={program.desc_is_html} />
          </Stack>
        )}
        <section id="classes" aria-labelledby="program-classes">
          <Stack gap="sm">
            <Title order={2} size="h4" id="program-classes">
              {tp('cp_classes_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {tp('cp_classes_intro')}
            </Text>
            {program.class_list.length === 0 ? (
              <EmptyPanel title={tp('cp_no_classes')} />
            ) : (
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 3 }}
                spacing="md"
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {program.class_list.map((klass) => (
                  <li key={klass.id}>
                    <ClassCardView klass={klass} to={paths.klass(klass.id)}>
                      <ClassState klass={klass} />
                    </ClassCardView>
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </section>
      </Stack>
    </PageContainer>
  );
}
