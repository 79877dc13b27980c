import { Badge, Group, Progress, Text } from '@mantine/core';
import type { ImportHistoryItem } from '@portal/shared';
import { IMPORT_STATUS } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { importMessages } from './import-messages';

const COLORS: Record<number, string> = { [-1]: 'red.9', 2: 'blue.8', 3: 'teal.9' };

/** The import's status as a badge (SPEC §3: -1 failed, 2 in progress, 3 succeeded). */
export function ImportStatusBadge(props: { status: number }) {
  const { t } = useFeatureTranslation(importMessages);
  return (
    <Badge
      color={COLORS[props.status] ?? 'gray'}
      variant="filled"
      autoContrast
      size="sm"
      data-status={props.status}
    >
      {t(`import_status_${props.status}`)}
    </Badge>
  );
}

/** A progress bar with its percent, announced politely as it moves. */
export function ImportProgress(props: { item: ImportHistoryItem }) {
  const { t } = useFeatureTranslation(importMessages);
  const { item } = props;
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress
        value={item.percent}
        color={COLORS[item.status] ?? 'gray'}
        style={{ flex: 1 }}
        aria-label={t('import_progress_label', { name: item.input_filename })}
        animated={item.status === IMPORT_STATUS.in_progress}
      />
      <Text
        size="sm"
        w={44}
        ta="right"
        data-testid={`import-percent-${item.id}`}
        aria-live="polite"
      >
        {item.percent}%
      </Text>
    </Group>
  );
}
