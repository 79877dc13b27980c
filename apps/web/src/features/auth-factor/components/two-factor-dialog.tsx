import { useEffect, useState, type FormEvent } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorPending, TwoFactorSetup, User } from '@portal/shared';
import { isAbortError } from '@/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { authFactorMessages } from '../auth-factor-messages';
import { confirmPendingSetup, loginSecondFactor, pendingSetup } from '../api/auth-factor-api';
import { RecoveryCodesPanel, SetupPanel } from './setup-panel';

/**
 * SPEC's two-factor dialog: after the password (or e-mail code), the authenticator code or a
 * recovery code; or, when the account must use two-factor and has none, its setup first.
 * Closing it goes back to the sign-in form (no session was started).
 */
export function TwoFactorDialog(props: {
  pending: TwoFactorPending;
  onSignedIn: (user: User) => void | Promise<void>;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(authFactorMessages);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('two_factor_title')}
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {props.pending.is_setup_required ? <RequiredSetup {...props} /> : <CodeStep {...props} />}
    </Modal>
  );
}

function CodeStep(props: {
  pending: TwoFactorPending;
  onSignedIn: (user: User) => void | Promise<void>;
}) {
  const { t, i18n } = useFeatureTranslation(authFactorMessages);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await loginSecondFactor(props.pending.two_factor_token, code.trim());
      if ('is_lock_login' in answer) {
        const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
          new Date(answer.datetime_unlock),
        );
        setError(t('login_locked', { time }));
      } else await props.onSignedIn(answer);
    } catch (caught) {
      if (!isAbortError(caught)) setError(errorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('two_factor_login_intro')}</Text>
        <TextInput
          label={t('two_factor_code_label')}
          name="code"
          autoComplete="one-time-code"
          data-autofocus
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('two_factor_verify')}
        </Button>
      </Stack>
    </form>
  );
}

function RequiredSetup(props: {
  pending: TwoFactorPending;
  onSignedIn: (user: User) => void | Promise<void>;
}) {
  const { t } = useFeatureTranslation(authFactorMessages);
  const token = props.pending.two_factor_token;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<{ codes: string[]; user: User } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    pendingSetup(token).then(setSetup, (caught: unknown) => setError(errorMessage(t, caught)));
  }, [token, t]);
  const handleConfirm = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await confirmPendingSetup(token, code);
      if ('is_lock_login' in answer) setError(t('login_locked', { time: answer.datetime_unlock }));
      else setDone({ codes: answer.recovery_codes, user: answer.user });
    } catch (caught) {
      setError(errorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <RecoveryCodesPanel codes={done.codes} onDone={() => void props.onSignedIn(done.user)} />
    );
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t('two_factor_setup_required')}
      </Text>
      {setup ? (
        <SetupPanel
          setup={setup}
          busy={busy}
          error={error}
          onConfirm={(code) => void handleConfirm(code)}
        />
      ) : (
        error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )
      )}
    </Stack>
  );
}
