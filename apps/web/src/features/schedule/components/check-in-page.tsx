import { useEffect, useRef } from 'react';
import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCheckIn } from '../api/check-in';
import { useClassSession } from '../api/get-class';
import { scheduleMessages } from '../schedule-messages';

/**
 * /class/check-in/{token}: where a session's QR code leads. Signed in (the shell's guard sends
 * a visitor to sign in first and back here), it checks the learner in with the token once.
 */
export function CheckInPage() {
  const { t } = useFeatureTranslation(scheduleMessages);
  const token = useParams().token ?? '';
  const checkIn = useCheckIn();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    checkIn.mutate({ token });
  }, [checkIn, token]);
  const answer = checkIn.data;
  const session = useClassSession(answer?.class_id ?? 0, answer?.session_id ?? 0);
  return (
    <PageContainer>
      <Stack gap="lg" maw={560} mx="auto" align="stretch">
        <Title order={1}>{t('schedule_qr_title')}</Title>
        {checkIn.isPending || (answer && session.isPending) ? (
          <Stack align="center" role="status" gap="xs">
            <Loader />
            {t('schedule_qr_working')}
          </Stack>
        ) : answer ? (
          <>
            <Alert color="teal" variant="light" role="status">
              {t('schedule_qr_done', { title: session.data?.title ?? '' })}
            </Alert>
            <Button component={Link} to={`/class/${answer.class_id}/schedule`}>
              {t('schedule_qr_open_class')}
            </Button>
          </>
        ) : (
          <Alert color="red" variant="light" role="alert" title={t('schedule_qr_failed')}>
            {errorMessage(t, checkIn.error)}
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
