import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { ClassSessionDetail } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { CardsSkeleton, DetailError } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useClassSession } from '../api/get-class';
import { useCheckIn } from '../api/check-in';
import { formatMoment, formatSpan, viewerTimeZone } from '../format';
import { scheduleMessages } from '../schedule-messages';
import { SessionPlace } from './session-row';
import { useClassPaths } from '../class-paths';
import { useListCrumbs } from './list-crumb';

/** The check-in state of the session and, during its window, the button. */
function CheckInPanel(props: { session: ClassSessionDetail }) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages);
  const { session } = props;
  const checkIn = useCheckIn();
  const paths = useClassPaths();
  const [now] = useState(() => Date.now());
  const open = formatMoment(i18n.language, session.datetime_check_in_open);
  const close = formatMoment(i18n.language, session.datetime_check_in_close);
  if (session.attendance)
    return (
      <Alert color="teal" variant="light" title={t('schedule_checked_in')} role="status">
        {t('schedule_checked_in_at', {
          time: formatMoment(i18n.language, session.attendance.datetime_check_in),
        })}{' '}
        ({t(`schedule_source_${session.attendance.source}`)})
      </Alert>
    );
  const failure = checkIn.isError ? errorMessage(t, checkIn.error) : null;
  if (!session.is_enrolled)
    return (
      <Alert color="gray" variant="light" role="status">
        {t('schedule_check_in_enrol_first')}{' '}
        <Anchor component={Link} to={paths.klass(session.class.id)}>
          {session.class.title}
        </Anchor>
      </Alert>
    );
  if (!session.is_check_in_open)
    return (
      <Text c="dimmed" role="status">
        {now < Date.parse(session.datetime_check_in_open)
          ? t('schedule_check_in_not_yet', { open })
          : t('schedule_check_in_over', { close })}
      </Text>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('schedule_check_in_window', { open, close })}</Text>
      <Button
        size="md"
        loading={checkIn.isPending}
        onClick={() => checkIn.mutate({ classId: session.class.id, sessionId: session.id })}
      >
        {t('schedule_check_in')}
      </Button>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /class/session/{classid}/{sessionid} (SPEC §2; within a class program under
 * /class-program/{id}/class/session/...): a session, where and when, and check-in.
 */
export function SessionPage() {
  const params = useParams();
  const classId = Number(params.classid);
  const sessionId = Number(params.sessionid);
  const query = useClassSession(classId, sessionId);
  if (query.isPending && classId > 0 && sessionId > 0)
    return (
      <PageContainer>
        <CardsSkeleton count={1} />
      </PageContainer>
    );
  if (!query.data)
    return (
      <PageContainer>
        <DetailError error={query.error} />
      </PageContainer>
    );
  const session = query.data;
  return <SessionView session={session} />;
}

function SessionView(props: { session: ClassSessionDetail }) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages);
  const { session } = props;
  const paths = useClassPaths();
  const crumbs = useListCrumbs(paths.programId);
  return (
    <PageContainer>
      <Stack gap="lg" maw={760}>
        <Breadcrumbs
          aria-label={t('schedule_breadcrumb')}
          separatorMargin={6}
          style={{ flexWrap: 'wrap' }}
        >
          {crumbs}
          <Anchor component={Link} to={paths.klass(session.class.id, 'schedule')} size="sm">
            {session.class.title}
          </Anchor>
          <Text size="sm" aria-current="page" lineClamp={1}>
            {session.title}
          </Text>
        </Breadcrumbs>
        <Group gap="xs">
          <Badge variant="light">{t(`schedule_session_kind_${session.kind}`)}</Badge>
          <Text size="sm" c="dimmed">
            {t('schedule_session')}
          </Text>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {session.title}
        </Title>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text fw={600}>
              {formatSpan(i18n.language, session.datetime_start, session.datetime_end)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('schedule_times_in', { zone: viewerTimeZone() })}
            </Text>
            <SessionPlace session={session} />
            {session.instructor && (
              <Text size="sm">
                {t('schedule_instructor')}: {session.instructor.name}
              </Text>
            )}
          </Stack>
        </Paper>
        {(session.kind === 'live' || session.kind === 'conference') && (
          <Button
            component={Link}
            to={paths.live(session.class.id, session.id)}
            variant="light"
            style={{ alignSelf: 'flex-start' }}
          >
            {t(session.kind === 'live' ? 'schedule_open_stream' : 'schedule_open_meeting')}
          </Button>
        )}
        <CheckInPanel session={session} />
        <Anchor component={Link} to={paths.klass(session.class.id, 'schedule')}>
          {t('schedule_back_to_class')}
        </Anchor>
      </Stack>
    </PageContainer>
  );
}
