import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { SSO_ERROR_CODES, type SsoErrorCode } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ssoMessages } from '../sso-messages';

/** /account/sso-error?code= (webfront and dashboard): why an identity provider sign-in failed. */
export function SsoErrorPage() {
  const { t } = useFeatureTranslation(ssoMessages);
  const [params] = useSearchParams();
  const raw = params.get('code') ?? '';
  const code: SsoErrorCode = (SSO_ERROR_CODES as readonly string[]).includes(raw)
    ? (raw as SsoErrorCode)
    : 'sso_response_invalid';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('sso_error_title')}</Title>
      <Alert color="red" role="alert" data-testid="sso-error">
        {t(code)}
      </Alert>
      <Anchor component={Link} to="/account/signin" fw={600}>
        {t('sso_error_back')}
      </Anchor>
    </Stack>
  );
}
