import { Badge } from '@mantine/core';
import { LIVE_STATUS } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { liveMessages } from '../live-messages';

const COLORS: Record<number, string> = {
  [LIVE_STATUS.upcoming]: 'blue',
  [LIVE_STATUS.live]: 'red',
  [LIVE_STATUS.ended]: 'gray',
  [LIVE_STATUS.replay]: 'grape',
};

/** SPEC §4 live status of a session: upcoming, live now, ended, replay. */
export function LiveStatusBadge(props: { status: number }) {
  const { t } = useFeatureTranslation(liveMessages);
  return (
    <Badge
      color={COLORS[props.status] ?? 'gray'}
      variant={props.status === LIVE_STATUS.live ? 'filled' : 'light'}
      data-live-status={props.status}
    >
      {t(`live_status_${props.status}`)}
    </Badge>
  );
}
