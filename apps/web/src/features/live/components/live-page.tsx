import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LIVE_STATUS, type LiveDetail } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { CardsSkeleton, DetailError } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLive } from '../api/live';
import { liveMessages } from '../live-messages';
import { HlsPlayer } from './hls-player';
import { JitsiRoom } from './jitsi-room';
import { AttendanceState, LiveHeader, LiveNotice } from './live-parts';

/** Loads the session of the route (`/live/{id}` or a class session's `.../live`). */
function useRouteLive() {
  const params = useParams();
  const id = Number(params.id ?? params.sessionid);
  return { id, query: useLive(id) };
}

function Loading(props: { id: number; query: ReturnType<typeof useLive> }) {
  if (props.query.isPending && props.id > 0)
    return (
      <PageContainer>
        <CardsSkeleton count={1} />
      </PageContainer>
    );
  return (
    <PageContainer>
      <DetailError error={props.query.error} />
    </PageContainer>
  );
}

/** What the learner does on the session's page: watch, join the meeting, or read why not. */
function LiveBody(props: { live: LiveDetail }) {
  const { t } = useFeatureTranslation(liveMessages);
  const { live } = props;
  if (!live.is_enrolled) return <LiveNotice live={live} />;
  if (live.kind === 'conference' && live.conference && live.live_status === LIVE_STATUS.live)
    return (
      <JitsiRoom domain={live.conference.domain} room={live.conference.room} title={live.title} />
    );
  if (live.kind === 'live' && live.live_status === LIVE_STATUS.live)
    return (
      <Button component={Link} to={`/live/${live.id}/stream`} size="md" color="red">
        {t('live_watch')}
      </Button>
    );
  if (live.live_status === LIVE_STATUS.replay && live.replay_url)
    return (
      <Button component={Link} to={`/live/${live.id}/stream`} size="md" variant="light">
        {t('live_watch_replay')}
      </Button>
    );
  return <LiveNotice live={live} />;
}

/**
 * /live/{id} (and a class session's live part, /class/.../session/{id}/live): the session,
 * its status, and the way in: the stream's page, the embedded meeting, or the replay.
 * Opening it while live records the enrolled learner's attendance.
 */
export function LivePage() {
  const { id, query } = useRouteLive();
  if (!query.data) return <Loading id={id} query={query} />;
  const live = query.data;
  return (
    <PageContainer>
      <Stack gap="lg" maw={live.kind === 'conference' ? 1100 : 760}>
        <LiveHeader live={live} />
        <AttendanceState live={live} />
        <Stack align="flex-start" gap="sm">
          <LiveBody live={live} />
        </Stack>
      </Stack>
    </PageContainer>
  );
}

/**
 * /live/{id}/stream: the stream plays while live (HLS), the replay after the end when one is
 * set; the status is shown, and opening it while live records attendance.
 */
export function StreamPage() {
  const { t } = useFeatureTranslation(liveMessages);
  const { id, query } = useRouteLive();
  if (!query.data) return <Loading id={id} query={query} />;
  const live = query.data;
  const src =
    live.live_status === LIVE_STATUS.live
      ? live.stream_url
      : live.live_status === LIVE_STATUS.replay
        ? live.replay_url
        : null;
  return (
    <PageContainer>
      <Stack gap="lg" maw={960}>
        <LiveHeader live={live} current={t('live_watch')} />
        {src ? <HlsPlayer src={src} title={live.title} /> : <LiveNotice live={live} />}
        <AttendanceState live={live} />
      </Stack>
    </PageContainer>
  );
}
