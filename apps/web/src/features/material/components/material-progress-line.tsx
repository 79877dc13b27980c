import { Group, Progress, Text } from '@mantine/core';
import type { MaterialProgress } from '@portal/shared';
import { isCompletedStatus } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { materialMessages } from '../material-messages';

/** Under a standalone material: where the learner stands, or that progress will be kept. */
export function MaterialProgressLine(props: {
  progress: MaterialProgress | null;
  unsent: boolean;
}) {
  const { t } = useFeatureTranslation(materialMessages);
  const { progress } = props;
  const done = progress !== null && isCompletedStatus(progress.status);
  return (
    <div aria-live="polite">
      {progress === null || (progress.percent === 0 && !done) ? (
        <Text size="sm" c="dimmed">
          {t('material_progress_note')}
        </Text>
      ) : (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={progress.percent}
            size="sm"
            w={120}
            color={done ? 'teal.8' : 'blue.8'}
            aria-label={t('material_progress_doing', { percent: progress.percent })}
          />
          <Text
            size="sm"
            c={done ? 'teal.9' : undefined}
            fw={done ? 600 : undefined}
            data-testid="material-progress"
          >
            {done
              ? t('material_progress_done')
              : t('material_progress_doing', { percent: progress.percent })}
          </Text>
        </Group>
      )}
      {props.unsent && (
        <Text size="sm" c="red.8" role="alert">
          {t('material_progress_unsent')}
        </Text>
      )}
    </div>
  );
}
