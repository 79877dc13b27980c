import { Badge } from '@mantine/core';
import { isCompletedStatus, PROGRESS_STATUS, statusGroup } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { statusLabel } from './format';
import { learningMessages } from './learning-messages';

/** Statuses that wait on someone else: approval, a seat, a form, a content request. */
const WAITING: readonly number[] = [
  PROGRESS_STATUS.waiting_approve,
  PROGRESS_STATUS.waiting_list,
  PROGRESS_STATUS.waiting_form,
  PROGRESS_STATUS.waiting_content_request,
];

/** Badge colours by status; autoContrast picks the text colour that stays above 4.5:1. */
function colorOf(status: number): string {
  if (isCompletedStatus(status)) return 'teal.9';
  if (WAITING.includes(status)) return 'yellow.4';
  if (status < PROGRESS_STATUS.not_start)
    return status === PROGRESS_STATUS.refreshment ? 'cyan.9' : 'red.9';
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
