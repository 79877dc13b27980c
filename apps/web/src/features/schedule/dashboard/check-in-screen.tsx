import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import QRCode from 'qrcode';
import type { AttendanceRow } from '@portal/shared';
import { ListPagination } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { ReasonDialog } from '@/features/dashboard/components';
import { refusalMessage } from '@/features/dashboard/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatMoment, formatSpan } from '../format';
import { scheduleAdminMessages } from './schedule-admin-messages';
import { useAdminSession, useAttendance, useMarkAttended } from './session-admin-api';

/** The QR code of the webfront's check-in address for the token, as an image. */
function CheckInQr(props: { token: string; title: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = `${window.location.origin}/class/check-in/${props.token}`;
    let live = true;
    void QRCode.toDataURL(url, { width: 640, margin: 1, errorCorrectionLevel: 'M' }).then(
      (data) => live && setSrc(data),
    );
    return () => {
      live = false;
    };
  }, [props.token]);
  return src ? (
    <Image src={src} alt={props.title} maw={520} w="100%" mx="auto" data-testid="check-in-qr" />
  ) : null;
}

function AttendanceList(props: { classId: number; sessionId: number }) {
  const { t, i18n } = useFeatureTranslation(scheduleAdminMessages);
  const [page, setPage] = useState(1);
  const rows = useAttendance(props.classId, props.sessionId, page);
  const mark = useMarkAttended(props.classId, props.sessionId);
  const [target, setTarget] = useState<AttendanceRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handleConfirm = (reason: string | undefined) => {
    if (!target) return;
    if (!reason) {
      setError(t('this_field_is_required'));
      return;
    }
    mark.mutate(
      { user_id: target.user.id, reason },
      {
        onSuccess: () => {
          setTarget(null);
          notify({ color: 'teal', message: t('attendance_marked') });
        },
        onError: (failure) => setError(refusalMessage(t, failure)),
      },
    );
  };
  const data = rows.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-title">
      <Title order={2} size="h3" id="attendance-title">
        {t('attendance_title')}
      </Title>
      {data && data.results.length === 0 && (
        <Alert variant="light" color="gray">
          {t('attendance_empty')}
        </Alert>
      )}
      {data && data.results.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('attendance_learner')}</Table.Th>
                <Table.Th>{t('attendance_state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((row) => (
                <Table.Tr key={row.user.id} data-user-id={row.user.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.user.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.attendance ? (
                      <Stack gap={2}>
                        <Group gap={6}>
                          <Badge color="teal" variant="light">
                            {t(`attendance_source_${row.attendance.source}`)}
                          </Badge>
                          <Text size="xs">
                            {formatMoment(i18n.language, row.attendance.datetime_check_in)}
                          </Text>
                        </Group>
                        {row.attendance.reason && (
                          <Text size="xs" c="dimmed">
                            {row.attendance.reason}
                            {row.attendance.marked_by ? ` — ${row.attendance.marked_by}` : ''}
                          </Text>
                        )}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('attendance_none')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!row.attendance && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => {
                          setError(null);
                          setTarget(row);
                        }}
                      >
                        {t('attendance_mark')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && (
        <ListPagination
          count={data.count}
          pageSize={data.page_size}
          page={page}
          onChange={setPage}
        />
      )}
      <ReasonDialog
        openKey={target?.user.id ?? null}
        title={t('attendance_mark_title', { name: target?.user.name ?? '' })}
        help={null}
        reasonLabel={t('attendance_reason')}
        reasonDescription={t('attendance_reason_help')}
        confirmLabel={t('attendance_mark')}
        cancelLabel={t('session_cancel')}
        pending={mark.isPending}
        error={error}
        onConfirm={handleConfirm}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}

/**
 * /dashboard/class/{classId}/session/{sessionId}/check-in: the session's check-in QR code, large
 * (full screen on request) for the room's screen, and the attendance list with marking by hand.
 */
export function CheckInScreen() {
  const { t, i18n } = useFeatureTranslation(scheduleAdminMessages);
  const params = useParams();
  const classId = Number(params.classId);
  const sessionId = Number(params.sessionId);
  const session = useAdminSession(classId, sessionId);
  const qrRef = useRef<HTMLDivElement>(null);
  if (!session.data)
    return (
      <PageContainer>
        {session.isError && (
          <Alert color="red" variant="light" role="alert">
            {refusalMessage(t, session.error)}
          </Alert>
        )}
      </PageContainer>
    );
  const s = session.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={`/content/class/${classId}`} size="sm">
          {t('qr_back')}
        </Anchor>
        <Paper ref={qrRef} withBorder radius="md" p="lg" bg="white">
          <Stack gap="sm" align="center" ta="center">
            <Title order={1} size="h2">
              {t('qr_title')}
            </Title>
            <Text fw={600}>{s.title_en}</Text>
            <Text size="sm">{formatSpan(i18n.language, s.datetime_start, s.datetime_end)}</Text>
            <CheckInQr token={s.checkin_token} title={t('qr_title')} />
            <Text size="sm" c="dimmed" maw={520}>
              {t('qr_scan')}
            </Text>
            <Text size="sm">
              {t('qr_window', {
                open: formatMoment(
                  i18n.language,
                  new Date(
                    Date.parse(s.datetime_start) - s.checkin_open_minutes * 60_000,
                  ).toISOString(),
                ),
                close: formatMoment(
                  i18n.language,
                  new Date(
                    Date.parse(s.datetime_start) + s.checkin_close_minutes * 60_000,
                  ).toISOString(),
                ),
              })}
            </Text>
            <Button variant="default" onClick={() => void qrRef.current?.requestFullscreen()}>
              {t('qr_full_screen')}
            </Button>
          </Stack>
        </Paper>
        <AttendanceList classId={classId} sessionId={sessionId} />
      </Stack>
    </PageContainer>
  );
}
