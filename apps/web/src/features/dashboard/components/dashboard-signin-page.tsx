import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolveNext, type User } from '@portal/shared';
import { logout, setProfile } from '@/core/session';
import { LoginForm } from '@/components/login-form';
import { useTwoFactorStep } from '@/features/auth-factor';
import { SsoButtons } from '@/features/sso';
import { dashboardLogin } from '../api/dashboard-login';
import { permissionQueryOptions } from '../api/get-permission';

/** /dashboard/account/signin: administrators only; then the permission list (SPEC §4). */
export function DashboardSigninPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleSignedIn = async (user: User) => {
    const permission = await queryClient.fetchQuery(permissionQueryOptions());
    if (!permission.dashboard_view_dashboard) {
      await logout(queryClient, 'dashboard');
      await navigate('/error/403', { replace: true });
      return;
    }
    setProfile(queryClient, user);
    await navigate(resolveNext(params.get('next')), { replace: true });
  };
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
      {twoFactor.dialog}
      <SsoButtons project="dashboard" next={params.get('next')} />
    </Stack>
  );
}
