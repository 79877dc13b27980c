import { Badge } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { markingMessages } from './marking-messages';

/** Attempt statuses (SPEC §4 codes): 21 open, 22 being marked, 30 passed, -5 failed. */
export const ATTEMPT_STATUSES = [
  { code: 21, key: 'attempt_status_open', color: 'indigo.8' },
  { code: 22, key: 'attempt_status_marking', color: 'yellow.4' },
  { code: 30, key: 'attempt_status_passed', color: 'teal.9' },
  { code: -5, key: 'attempt_status_failed', color: 'red.9' },
] as const;

/** An attempt's status as a badge in the current language. */
export function AttemptStatusBadge(props: { status: number }) {
  const { t } = useFeatureTranslation(markingMessages);
  const status = ATTEMPT_STATUSES.find((s) => s.code === props.status);
  return (
    <Badge
      color={status?.color ?? 'gray.8'}
      variant="filled"
      autoContrast
      size="sm"
      style={{ flex: 'none' }}
    >
      {status ? t(status.key) : String(props.status)}
    </Badge>
  );
}
