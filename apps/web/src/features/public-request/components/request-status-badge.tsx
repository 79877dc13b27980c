import { Badge } from '@mantine/core';
import { PUBLIC_REQUEST_STATUS } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { publicRequestMessages } from '../public-request-messages';

const COLORS: Record<number, string> = {
  [PUBLIC_REQUEST_STATUS.draft]: 'gray',
  [PUBLIC_REQUEST_STATUS.waiting]: 'yellow',
  [PUBLIC_REQUEST_STATUS.approved]: 'green',
  [PUBLIC_REQUEST_STATUS.rejected]: 'red',
  [PUBLIC_REQUEST_STATUS.canceled]: 'gray',
};

/** A request's status as a badge, in the reader's language. */
export function RequestStatusBadge(props: { status: number }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  return (
    <Badge color={COLORS[props.status] ?? 'gray'} variant="light" radius="sm" tt="none">
      {t(`preq_status_${props.status}`)}
    </Badge>
  );
}
