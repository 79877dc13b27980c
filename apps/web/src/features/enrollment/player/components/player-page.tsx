import { Suspense } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { isCompletedStatus, PROGRESS_STATUS } from '@portal/shared';
import { learningMessages, StatusBadge } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { QueryState } from '@/components/query-state';
import {
  canLearn,
  CompletionPanel,
  nextSlotId,
  SurveyRequiredNotice,
  useCourse,
} from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useSlot } from '../api/get-slot';
import { playlistPath } from '../paths';
import { playerMessages } from '../player-messages';
import { useStamper } from '../stamps/use-stamper';
import { MaterialList } from './material-list';
import { NavigatorBar } from './navigator-bar';
import { ContentProtection } from '@/components/content-protection';
import { OUTLINE_KINDS, OutlineSlotPlayer } from './outline-slot';
import { PLAYERS, WATERMARKED_KINDS } from './players';

const toId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** The slot's material in the player of its kind. */
function SlotPlayer(props: { courseId: number; slotId: number; status: number | undefined }) {
  const { t } = useFeatureTranslation(playerMessages);
  const slot = useSlot(props.courseId, props.slotId, true);
  const stamper = useStamper(props.courseId, props.slotId);
  if (!slot.data) return <QueryState error={slot.error} isLoading={slot.isLoading} />;
  const material = slot.data.material;
  const Player = PLAYERS[material.content_type.code];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {material.title}
        </Title>
        <Group gap={6}>
          <Badge variant="outline" color="gray.8">
            {material.content_type.name}
          </Badge>
          {/* The outline's state: kept current by every stamp's answer, unlike the slot fetched once. */}
          <StatusBadge status={props.status ?? material.learning_result?.status ?? 0} />
        </Group>
      </Group>
      {Player ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <ContentProtection watermark={WATERMARKED_KINDS.has(material.content_type.code)}>
            <Player
              key={material.id}
              courseId={props.courseId}
              slotId={props.slotId}
              material={material}
              send={stamper.send}
            />
          </ContentProtection>
        </Suspense>
      ) : (
        <Alert color="gray">{t('player_kind_not_supported')}</Alert>
      )}
      {stamper.unsent && (
        <Alert color="yellow" variant="light" role="status">
          {t('player_saved_offline')}
        </Alert>
      )}
    </Stack>
  );
}

function Player(props: { course: CourseDetail; slotId: number }) {
  const { t } = useFeatureTranslation(playerMessages);
  const { course, slotId } = props;
  const slots = course.section_list.flatMap((section) => section.slot_list);
  const index = slots.findIndex((slot) => slot.id === slotId);
  if (index < 0) return <Alert color="gray">{t('page_not_found')}</Alert>;
  const completed =
    course.learning_result !== null && isCompletedStatus(course.learning_result.status);
  return (
    <>
      <NavigatorBar course={course} slots={slots} index={index} />
      {completed && (
        <Stack mb="md">
          <CompletionPanel key={slotId} content={course} where={{ slotId }} />
        </Stack>
      )}
      {course.learning_result?.status === PROGRESS_STATUS.survey_required && (
        <Stack mb="md">
          <SurveyRequiredNotice course={course} />
        </Stack>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {OUTLINE_KINDS.has(slots[index]!.content.content_type.code) ? (
            <OutlineSlotPlayer key={slotId} courseId={course.id} slot={slots[index]!} />
          ) : (
            <SlotPlayer
              key={slotId}
              courseId={course.id}
              slotId={slotId}
              status={slots[index]?.learning_result?.status}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MaterialList course={course} currentSlotId={slotId} />
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * The course player, /course/{courseid}/playlist/{slotid}: without a slot it opens the first
 * lesson not yet completed. Only a learner enrolled in the course may open its lessons.
 */
export function PlayerPage() {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(playerMessages);
  const params = useParams();
  const courseId = toId(params.courseid);
  const slotId = toId(params.slotid);
  const course = useCourse(courseId);

  let body;
  if (!course.data) body = <QueryState error={course.error} isLoading={course.isLoading} />;
  else if (!canLearn(course.data))
    body = (
      <Alert color="yellow" variant="light" title={course.data.title}>
        <Text size="sm" mb="xs">
          {t('player_not_enrolled')}
        </Text>
        <Anchor component={Link} to={`/course/${courseId}`}>
          {t('player_go_to_course')}
        </Anchor>
      </Alert>
    );
  else if (!slotId) {
    const next = nextSlotId(course.data);
    body = next ? (
      <Navigate to={playlistPath(courseId, next)} replace />
    ) : (
      <Alert color="gray">{t('player_no_lessons')}</Alert>
    );
  } else body = <Player course={course.data} slotId={slotId} />;
  return <PageContainer>{body}</PageContainer>;
}
