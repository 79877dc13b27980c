import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/components/login-form';
import { CodeSigninLink, useTwoFactorStep } from '@/features/auth-factor';
import { SsoButtons } from '@/features/sso';
import { dashboardLogin } from '../api/dashboard-login';
import { useDashboardSignedIn } from './use-dashboard-signed-in';

/** /dashboard/account/signin: administrators only; then the permission list (SPEC §4). */
export function DashboardSigninPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const handleSignedIn = useDashboardSignedIn();
  const twoFactor = useTwoFactorStep(handleSignedIn);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('dashboard_signin_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('dashboard_signin_subtitle')}
        </Text>
      </div>
      <LoginForm
        submit={dashboardLogin}
        onSignedIn={handleSignedIn}
        onSecondFactor={twoFactor.onSecondFactor}
      />
      <CodeSigninLink next={params.get('next')} />
      {twoFactor.dialog}
      <SsoButtons project="dashboard" next={params.get('next')} />
    </Stack>
  );
}
