import { Badge } from '@mantine/core';
import { statusGroup } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { statusLabel } from './format';
import { learningMessages } from './learning-messages';

/** Badge colours by status; autoContrast picks the text colour that stays above 4.5:1. */
function colorOf(status: number): string {
  if (status === 30 || status === 31) return 'teal.9';
  if (status === 1 || status === 2 || status === 3 || status === 5) return 'yellow.4';
  if (status < 0) return status === -12 ? 'cyan.9' : 'red.9';
  if (statusGroup(status) === 'doing') return 'indigo.8';
  return 'gray.8';
}

/** A learner's progress status (SPEC §4) as a badge in the current language. */
export function StatusBadge(props: { status: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useFeatureTranslation(learningMessages);
  return (
    <Badge
      color={colorOf(props.status)}
      variant="filled"
      autoContrast
      size={props.size ?? 'sm'}
      style={{ flex: 'none' }}
    >
      {statusLabel(t, props.status)}
    </Badge>
  );
}
