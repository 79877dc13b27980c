import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminSession } from '@portal/shared';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePermission } from '@/features/dashboard/api';
import { ExportButton, refusalMessage } from '@/features/dashboard/list';
import { formatSpan } from '../format';
import { scheduleAdminMessages } from './schedule-admin-messages';
import { SessionFormDialog } from './session-form';
import { ClassCloneDialog } from './class-clone-dialog';
import { SessionSurveyDialog } from './session-survey-dialog';
import { useAdminSessions, useSaveSession } from './session-admin-api';

/**
 * The class editor's sessions (in place of a course's outline): each with when, where and its
 * check-in count; add, edit, delete, and the link to its check-in QR screen.
 */
export function ClassSessionsEditor(props: { classId: number; code: string }) {
  const { t, i18n } = useFeatureTranslation(scheduleAdminMessages);
  const sessions = useAdminSessions(props.classId);
  // The sheet is an enrolment manager's (the route answers 403 to anyone else).
  const permission = usePermission();
  const mayExport = (permission.data?.permission_list ?? []).some(
    (p) => p.codename === 'dashboard_manage_enrollment',
  );
  const save = useSaveSession(props.classId);
  const [editing, setEditing] = useState<AdminSession | 'new' | null>(null);
  const [surveying, setSurveying] = useState<AdminSession | null>(null);
  const say = (color: string, message: string | null) =>
    notify({ color, message, closeButtonProps: { 'aria-label': t('session_cancel') } });

  const handleDelete = (session: AdminSession) => {
    if (!window.confirm(t('session_delete_confirm', { title: session.title_en }))) return;
    save.mutate(
      { id: session.id },
      {
        onSuccess: () => say('teal', t('session_deleted')),
        onError: (error) => say('red', refusalMessage(t, error)),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="class-sessions-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="class-sessions-title">
          {t('sessions_title')}
        </Title>
        <Group gap="sm" align="flex-start">
          {mayExport && (
            <ExportButton
              path={`dashboard/class/${props.classId}/attendance/export`}
              query={{}}
              filename="attendance.xlsx"
              label={t('attendance_export')}
            />
          )}
          {mayExport && (
            <ExportButton
              path={`dashboard/class/${props.classId}/attendance/export/pdf`}
              query={{ lang: i18n.language === 'th' ? 'th' : 'en' }}
              filename="attendance.pdf"
              label={t('attendance_export_pdf')}
            />
          )}
          <ClassCloneDialog classId={props.classId} code={props.code} />
          <Button onClick={() => setEditing('new')}>{t('session_add')}</Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('sessions_intro')}
      </Text>
      {sessions.data?.results.length === 0 && (
        <Alert variant="light" color="gray">
          {t('sessions_empty')}
        </Alert>
      )}
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sessions.data?.results.map((session) => (
          <Paper
            key={session.id}
            component="li"
            withBorder
            radius="md"
            p="md"
            data-session-id={session.id}
          >
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
                <Group gap="xs">
                  <Badge variant="light">{t(`session_kind_${session.kind}`)}</Badge>
                  <Text size="sm" c="dimmed">
                    {t('session_attendance_count', { count: session.attendance_count })}
                  </Text>
                </Group>
                <Text fw={600}>{session.title_en}</Text>
                <Text size="sm">
                  {formatSpan(i18n.language, session.datetime_start, session.datetime_end)} ·{' '}
                  {session.time_zone}
                </Text>
                {(session.place || session.online_url) && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[session.place, session.online_url].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Anchor
                  component={Link}
                  to={`/class/${props.classId}/session/${session.id}/check-in`}
                >
                  {t('session_qr')}
                </Anchor>
                <Button variant="default" size="xs" onClick={() => setSurveying(session)}>
                  {t('session_survey')}
                </Button>
                <Button variant="default" size="xs" onClick={() => setEditing(session)}>
                  {t('session_edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => handleDelete(session)}
                >
                  {t('session_delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {surveying && (
        <SessionSurveyDialog
          classId={props.classId}
          session={surveying}
          onClose={() => setSurveying(null)}
        />
      )}
      {editing !== null && (
        <SessionFormDialog
          opened
          session={editing === 'new' ? null : editing}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, body }).then(() => {
              say('teal', t('session_saved'));
              setEditing(null);
            })
          }
        />
      )}
    </Stack>
  );
}
