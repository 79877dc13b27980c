import { lazy, Suspense } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseDetail } from '@portal/shared';
import { StatusBadge } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playerMessages } from '../player-messages';

type OutlineSlot = CourseDetail['section_list'][number]['slot_list'][number];

// The SCORM frame loads only with a SCORM slot (the runtime itself runs inside the package).
const ScormFrame = lazy(() => import('@/features/scorm').then((m) => ({ default: m.ScormFrame })));

/** Kinds the player shows from the course outline, without a material of their own. */
export const OUTLINE_KINDS = new Set(['scorm', 'test', 'survey']);

/**
 * A slot that is not a media material: a SCORM package runs in the player; a test or a survey
 * opens on its own pages, and its result completes the slot (server side).
 */
export function OutlineSlotPlayer({ courseId, slot }: { courseId: number; slot: OutlineSlot }) {
  const { t } = useFeatureTranslation(playerMessages);
  const kind = slot.content.content_type.code;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {slot.content.title}
        </Title>
        <Group gap={6}>
          <Badge variant="outline" color="gray.8">
            {slot.content.content_type.name}
          </Badge>
          <StatusBadge status={slot.learning_result?.status ?? 0} />
        </Group>
      </Group>
      {kind === 'scorm' ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <ScormFrame courseId={courseId} slotId={slot.id} contentId={slot.content.id} />
        </Suspense>
      ) : (
        <Alert color="blue" variant="light">
          <Button component={Link} to={`/${kind}/${slot.content.id}`} variant="filled">
            {t(kind === 'test' ? 'player_open_test' : 'player_open_survey')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
