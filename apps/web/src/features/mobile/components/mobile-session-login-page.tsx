import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { MobileSessionAnswer } from '@portal/shared';
import { api } from '@/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { mobileMessages } from '../mobile-messages';

/**
 * /mobile/session-login?token=…&next=/mobile/…: exchanges the app's single-use token for a
 * session cookie once, then loads `next` (the server answers it, kept under /mobile/). The page
 * reloads there so the whole app starts again as the signed-in user.
 */
export function MobileSessionLoginPage() {
  const { t } = useFeatureTranslation(mobileMessages);
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  // The token works once: a second effect run (StrictMode, a re-render) must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = params.get('token') ?? '';
    const next = params.get('next') ?? undefined;
    api
      .post<MobileSessionAnswer>(
        'account/mobile-session-login',
        { token, next },
        {
          ignoreUnauthorized: true,
        },
      )
      .then((answer) => window.location.replace(answer.next))
      .catch(() => setFailed(true));
  }, [params]);
  return (
    <Center mih="60vh" p="md">
      {failed ? (
        <Alert color="red" role="alert" maw={420} data-testid="mobile-login-failed">
          {t('mobile_sign_in_failed')}
        </Alert>
      ) : (
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{t('mobile_signing_in')}</Text>
        </Stack>
      )}
    </Center>
  );
}
