import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginCodeRequestSchema, resolveNext, type User } from '@portal/shared';
import { isAbortError, queryKeys } from '@/api';
import { setProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { authFactorMessages } from '../auth-factor-messages';
import { requestLoginCode, verifyLoginCode } from '../api/auth-factor-api';
import { useTwoFactorStep } from './use-two-factor-step';

/**
 * /account/signin/code (SPEC §9 login back-end 19): the e-mail, then the six-digit code mailed
 * to it; signs in like the password does (same `next`, same second factor). The dashboard's
 * page passes `onSignedIn` (its permission check); the webfront's goes on to `next`.
 */
export function CodeSigninPage(props: {
  /** The side signed in to (the dashboard's records a dashboard login); webfront by default. */
  project?: 'webfront' | 'dashboard';
  onSignedIn?: (user: User) => Promise<void>;
}) {
  const { t, i18n } = useFeatureTranslation(authFactorMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSignedIn = async (user: User) => {
    if (props.onSignedIn) return props.onSignedIn(user);
    setProfile(queryClient, user);
    await queryClient.invalidateQueries({ queryKey: queryKeys.dict('dict') });
    await navigate(resolveNext(params.get('next')), { replace: true });
  };
  const twoFactor = useTwoFactorStep(handleSignedIn);
  const passwordTo = params.has('next')
    ? `/account/signin?next=${encodeURIComponent(params.get('next') ?? '/')}`
    : '/account/signin';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      if (!isAbortError(caught)) setError(errorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  };
  const handleSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = LoginCodeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'incorrect_email_format'));
      return;
    }
    void run(async () => {
      await requestLoginCode(parsed.data.email);
      setSentTo(parsed.data.email);
    });
  };
  const handleVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    void run(async () => {
      const answer = await verifyLoginCode(sentTo, code.trim(), props.project);
      if ('is_lock_login' in answer) {
        const time = new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(answer.datetime_unlock));
        setError(t('login_locked', { time }));
      } else if ('is_two_factor_required' in answer) twoFactor.onSecondFactor(answer);
      else await handleSignedIn(answer);
    });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('code_signin_title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('code_signin_intro')}
        </Text>
      </div>
      {sentTo === null ? (
        <form onSubmit={handleSend} noValidate aria-label={t('code_signin_title')}>
          <Stack gap="md">
            <TextInput
              label={t('email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              error={error}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth size="md" loading={busy}>
              {t('code_send')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={handleVerify} noValidate aria-label={t('code_signin_submit')}>
          <Stack gap="md">
            <Text size="sm" role="status">
              {t('code_sent', { email: sentTo })}
            </Text>
            <TextInput
              label={t('code_label')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              error={error}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth size="md" loading={busy}>
              {t('code_signin_submit')}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
              {t('code_resend')}
            </Anchor>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={passwordTo}>
          {t('code_back_to_password')}
        </Anchor>
      </Text>
      {twoFactor.dialog}
    </Stack>
  );
}
