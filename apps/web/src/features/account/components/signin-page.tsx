import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolveNext, type User } from '@portal/shared';
import { queryKeys } from '@/api';
import { setProfile } from '@/core/session';
import { LoginForm } from '@/components/login-form';
import { CodeSigninLink, useTwoFactorStep } from '@/features/auth-factor';
import { SsoButtons } from '@/features/sso';
import { login } from '../api/login';

/** Where a sign-in goes next: `next` when acceptable (SPEC §5), else home. */
export function nextAfterLogin(search: URLSearchParams): string {
  return resolveNext(search.get('next'));
}

/** /account/signin (and /account/login): the default login path of the webfront. */
export function SigninPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registerTo = params.has('next')
    ? `/account/register?next=${encodeURIComponent(params.get('next') ?? '/')}`
    : '/account/register';

  const handleSignedIn = async (user: User) => {
    setProfile(queryClient, user);
    await queryClient.invalidateQueries({ queryKey: queryKeys.dict('dict') });
    await navigate(nextAfterLogin(params), { replace: true });
  };
  const twoFactor = useTwoFactorStep(handleSignedIn);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('signin_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('signin_subtitle')}
        </Text>
      </div>
      <LoginForm
        submit={login}
        onSignedIn={handleSignedIn}
        onSecondFactor={twoFactor.onSecondFactor}
        forgotPasswordTo="/account/forgot-password"
        extra={
          <>
            <CodeSigninLink next={params.get('next')} />
            <Text size="sm" ta="center">
              {t('no_account')}{' '}
              <Anchor component={Link} to={registerTo} fw={600}>
                {t('create_account')}
              </Anchor>
            </Text>
          </>
        }
      />
      {twoFactor.dialog}
      <SsoButtons project="webfront" next={params.get('next')} />
    </Stack>
  );
}
