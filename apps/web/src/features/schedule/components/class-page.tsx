import { Description } from '@/components/rich-text/description';
import { Anchor, Breadcrumbs, Grid, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isClassMemberStatus, type ClassDetail } from '@portal/shared';
import { Fact } from '@/components/fact';
import { ContentImage, formatContentPrice, learningMessages } from '@/components/learning';
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
import { MessageGroupButton } from '@/features/messenger';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useClass } from '../api/get-class';
import { scheduleKeys } from '../api/schedule-keys';
import { formatSpan, viewerTimeZone } from '../format';
import { scheduleEnrollMessages } from '../schedule-enroll-messages';
import { scheduleMessages } from '../schedule-messages';
import { SessionRow } from './session-row';
import { ClassCertificate, ClassSurveys } from './class-extras-tabs';
import { classExtrasMessages } from '../class-extras-messages';
import { useClassPaths, type ClassPaths } from '../class-paths';
import { useListCrumbs } from './list-crumb';

const TABS = ['info', 'schedule', 'survey', 'ecertificate'] as const;
type ClassTab = (typeof TABS)[number];

function enrollTarget(id: number, paths: ClassPaths): EnrollTarget {
  return {
    segment: 'class',
    learnPath: paths.klass(id, 'schedule'),
    messages: scheduleEnrollMessages,
    refresh: [scheduleKeys.all()],
  };
}

function seatsLeft(klass: ClassDetail): number | null {
  return klass.capacity === null ? null : Math.max(0, klass.capacity - klass.seats_taken);
}

/** The top of a class's page: image, title, labels, when, where, seats, the enrol panel. */
function ClassHeader(props: { klass: ClassDetail }) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages);
  const { klass } = props;
  const paths = useClassPaths();
  const left = seatsLeft(klass);
  return (
    <Grid gap="xl" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper radius="lg" style={{ overflow: 'hidden' }}>
          <ContentImage id={klass.id} title={klass.title} image={klass.image} priority />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {klass.content_type.name} · {t(`schedule_status_${klass.class_status}`)}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <WordBreaks text={klass.title} />
          </Title>
          <ContentLabels labels={klass.labels} size="md" />
          {klass.datetime_start && klass.datetime_end && (
            <Text fw={600} data-testid="class-when">
              {formatSpan(i18n.language, klass.datetime_start, klass.datetime_end)}
            </Text>
          )}
          <Text c="dimmed">
            {[
              klass.place || (klass.is_online ? t('schedule_online') : ''),
              t('schedule_sessions', { count: klass.session_count }),
              left === null
                ? null
                : `${t('schedule_seats_left')}: ${t('schedule_seats_left_value', { left, capacity: klass.capacity })}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {klass.learning_result && klass.required_count > 0 && (
            <Text size="sm" fw={500}>
              {t('schedule_attended', { done: klass.attended_count, total: klass.required_count })}
            </Text>
          )}
          <div style={{ maxWidth: 460 }}>
            <EnrollPanel
              course={{ ...klass, section_list: [] }}
              target={enrollTarget(klass.id, paths)}
            />
          </div>
          {klass.learning_result && isClassMemberStatus(klass.learning_result.status) && (
            <MessageGroupButton target={{ content_id: klass.id }} />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function ClassInfo(props: { klass: ClassDetail }) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages, catalogMessages);
  const { klass } = props;
  const left = seatsLeft(klass);
  const instructors = [
    ...new Set([
      ...klass.instructor_list.map((i) => i.name),
      ...klass.session_list.flatMap((s) => (s.instructor ? [s.instructor.name] : [])),
    ]),
  ];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('schedule_description')}
          </Title>
          {klass.desc ? (
            <Description text={klass.desc} isHtml={klass.desc_is_html} />
          ) : (
            <Text>{t('schedule_no_description')}</Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md">
          <Stack component="dl" gap="sm" m={0}>
            {klass.datetime_start && klass.datetime_end && (
              <Fact term={t('schedule_when')}>
                {formatSpan(i18n.language, klass.datetime_start, klass.datetime_end)}
              </Fact>
            )}
            <Fact term={t('schedule_where')}>
              {klass.place || (klass.is_online ? t('schedule_online') : '—')}
            </Fact>
            {instructors.length > 0 && (
              <Fact term={t('schedule_instructor')}>{instructors.join(', ')}</Fact>
            )}
            <Fact term={t('schedule_seats_left')}>
              {left === null
                ? t('schedule_seats_unlimited')
                : t('schedule_seats_left_value', { left, capacity: klass.capacity })}
            </Fact>
            {klass.category && (
              <Fact term={t('schedule_category')}>
                <Anchor component={Link} to={`/category/${klass.category.id}`}>
                  {klass.category.name}
                </Anchor>
              </Fact>
            )}
            <Fact term={t('schedule_price')}>{formatContentPrice(t, klass)}</Fact>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function ClassSchedule(props: { klass: ClassDetail }) {
  const { t } = useFeatureTranslation(scheduleMessages);
  const { klass } = props;
  if (klass.session_list.length === 0) return <EmptyPanel title={t('schedule_no_sessions')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('schedule_times_in', { zone: viewerTimeZone() })}
      </Text>
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {klass.session_list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </Stack>
    </Stack>
  );
}

function ClassSurveysSignedOut() {
  const { t } = useFeatureTranslation(classExtrasMessages);
  return <EmptyPanel title={t('cx_state_not_enrolled')} description={t('cx_surveys_intro')} />;
}

/**
 * /class/{classid}[/info|/schedule|/survey|/ecertificate] (SPEC §2), and the same within a class
 * program under /class-program/{id}/class/{classid}: the class's header, then its tabs.
 */
export function ClassPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(catalogMessages);
  const { t } = useFeatureTranslation(scheduleMessages);
  const id = Number(useParams().classid);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useClass(id);
  const { t: tx } = useFeatureTranslation(classExtrasMessages);
  const paths = useClassPaths();
  const crumbs = useListCrumbs(paths.programId);
  const last = location.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  // /class-program/{id}/class/session/{classid} (SPEC §2) opens the class on its sessions, and
  // so does its playlist (`.../{classid}/playlist[/{slotid}]`): a class's sessions are its steps.
  const tab: ClassTab =
    TABS.find((name) => name === last) ??
    (location.pathname.includes('/class/session/') || /\/playlist(\/|$)/.test(location.pathname)
      ? 'schedule'
      : 'info');
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
  const klass = query.data;
  const handleTab = (value: string | null) => {
    if (!value) return;
    void navigate(paths.klass(id, value === 'info' ? undefined : value));
  };
  return (
    <PageContainer>
      <Stack gap="xl">
        <Breadcrumbs
          aria-label={t('schedule_breadcrumb')}
          separatorMargin={6}
          style={{ flexWrap: 'wrap' }}
        >
          {crumbs}
          <Text size="sm" aria-current="page" lineClamp={1}>
            {klass.title}
          </Text>
        </Breadcrumbs>
        <ClassHeader klass={klass} />
        <Tabs value={tab} onChange={handleTab} keepMounted={false}>
          <Tabs.List aria-label={t('schedule_tabs')}>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {name === 'survey' || name === 'ecertificate'
                  ? tx(`cx_tab_${name}`)
                  : t(`schedule_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="info" pt="lg">
            <ClassInfo klass={klass} />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="lg">
            <ClassSchedule klass={klass} />
          </Tabs.Panel>
          <Tabs.Panel value="survey" pt="lg">
            {klass.learning_result ? <ClassSurveys klass={klass} /> : <ClassSurveysSignedOut />}
          </Tabs.Panel>
          <Tabs.Panel value="ecertificate" pt="lg">
            <ClassCertificate klass={klass} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
