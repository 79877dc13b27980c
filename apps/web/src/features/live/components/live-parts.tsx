import { useEffect, useRef } from 'react';
import { Alert, Anchor, Badge, Breadcrumbs, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LIVE_STATUS, type LiveDetail } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { formatMoment, formatSpan, viewerTimeZone } from '@/features/schedule';
import { useJoinLive } from '../api/live';
import { liveMessages } from '../live-messages';
import { LiveStatusBadge } from './live-status-badge';

/**
 * Records the learner's attendance once when they open a live session's page while it is live
 * and they are enrolled (and not yet checked in); shows what happened.
 */
export function AttendanceState(props: { live: LiveDetail }) {
  const { t, i18n } = useFeatureTranslation(liveMessages);
  const { live } = props;
  const join = useJoinLive();
  const asked = useRef<number | null>(null);
  const due = live.is_enrolled && live.live_status === LIVE_STATUS.live && !live.attendance;
  useEffect(() => {
    if (!due || asked.current === live.id) return;
    asked.current = live.id;
    join.mutate(live.id);
  }, [due, live.id, join]);

  const at = live.attendance?.datetime_check_in ?? join.data?.datetime_check_in;
  if (at)
    return (
      <Alert color="teal" variant="light" title={t('live_checked_in')} role="status">
        {t('live_checked_in_at', { time: formatMoment(i18n.language, at) })}
      </Alert>
    );
  if (join.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('live_joining')}
      </Text>
    );
  if (join.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('live_join_failed', { error: errorMessage(t, join.error) })}
      </Alert>
    );
  return null;
}

/** The heading of a live session's pages: where it sits, its kind and status, when, who. */
export function LiveHeader(props: { live: LiveDetail; current?: string }) {
  const { t, i18n } = useFeatureTranslation(liveMessages);
  const { live } = props;
  return (
    <Stack gap="md">
      <Breadcrumbs
        aria-label={t('live_breadcrumb')}
        separatorMargin={6}
        style={{ flexWrap: 'wrap' }}
      >
        <Anchor component={Link} to="/live" size="sm">
          {t('live_all')}
        </Anchor>
        {props.current ? (
          <Anchor component={Link} to={`/live/${live.id}`} size="sm">
            {live.title}
          </Anchor>
        ) : (
          <Text size="sm" aria-current="page" lineClamp={1}>
            {live.title}
          </Text>
        )}
        {props.current && (
          <Text size="sm" aria-current="page">
            {props.current}
          </Text>
        )}
      </Breadcrumbs>
      <Group gap="xs">
        <Badge variant="light">{t(`live_kind_${live.kind}`)}</Badge>
        <LiveStatusBadge status={live.live_status} />
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {live.title}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text fw={600}>{formatSpan(i18n.language, live.datetime_start, live.datetime_end)}</Text>
          <Text size="xs" c="dimmed">
            {t('live_times_in', { zone: viewerTimeZone() })}
          </Text>
          <Text size="sm">
            {t('live_class')}:{' '}
            <Anchor component={Link} to={`/class/${live.class.id}/schedule`}>
              {live.class.title}
            </Anchor>
          </Text>
          {live.instructor && (
            <Text size="sm">
              {t('live_instructor')}: {live.instructor.name}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Before the start, after the end, or not enrolled: what the learner reads instead. */
export function LiveNotice(props: { live: LiveDetail }) {
  const { t, i18n } = useFeatureTranslation(liveMessages);
  const { live } = props;
  if (!live.is_enrolled)
    return (
      <Alert color="gray" variant="light" role="status">
        {t('live_enrol_first')}{' '}
        <Anchor component={Link} to={`/class/${live.class.id}`}>
          {live.class.title}
        </Anchor>
      </Alert>
    );
  if (live.live_status === LIVE_STATUS.upcoming)
    return (
      <Alert color="blue" variant="light" role="status">
        {t('live_not_started', { time: formatMoment(i18n.language, live.datetime_start) })}
      </Alert>
    );
  if (live.live_status === LIVE_STATUS.ended)
    return (
      <Alert color="gray" variant="light" role="status">
        {live.kind === 'live' ? t('live_ended_no_replay') : t('live_ended')}
      </Alert>
    );
  return null;
}
