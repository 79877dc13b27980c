import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ClassSession } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatMoment, formatSpan } from '../format';
import { scheduleMessages } from '../schedule-messages';
import { useClassPaths } from '../class-paths';

/** Where a session is held: its place, or the meeting link (enrolled learners) / "Online". */
export function SessionPlace(props: { session: ClassSession }) {
  const { t } = useFeatureTranslation(scheduleMessages);
  const { session } = props;
  return (
    <Stack gap={2}>
      {session.place && <Text size="sm">{session.place}</Text>}
      {session.online_url ? (
        <Anchor href={session.online_url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('schedule_join_meeting')}
        </Anchor>
      ) : session.is_online ? (
        <Text size="sm" c="dimmed">
          {t('schedule_online')} · {t('schedule_link_after_enrol')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One session in a class's schedule: kind, title, when, where, instructor, check-in state. */
export function SessionRow(props: { session: ClassSession }) {
  const { t, i18n } = useFeatureTranslation(scheduleMessages);
  const paths = useClassPaths();
  const { session } = props;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-session-id={session.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light">{t(`schedule_session_kind_${session.kind}`)}</Badge>
            {!session.is_required && (
              <Badge variant="outline" color="gray">
                {t('schedule_optional')}
              </Badge>
            )}
            {session.attendance && <Badge color="teal">{t('schedule_checked_in')}</Badge>}
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Text>
          <Text size="sm" fw={500}>
            {formatSpan(i18n.language, session.datetime_start, session.datetime_end)}
          </Text>
          <SessionPlace session={session} />
          {session.instructor && (
            <Text size="sm" c="dimmed">
              {t('schedule_instructor')}: {session.instructor.name}
            </Text>
          )}
          {session.attendance && (
            <Text size="sm" c="teal">
              {t('schedule_checked_in_at', {
                time: formatMoment(i18n.language, session.attendance.datetime_check_in),
              })}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to={paths.session(session.class_id, session.id)}
          variant={session.is_check_in_open && !session.attendance ? 'filled' : 'light'}
        >
          {session.is_check_in_open && !session.attendance
            ? t('schedule_check_in')
            : t('schedule_open_session')}
        </Button>
      </Group>
    </Paper>
  );
}
