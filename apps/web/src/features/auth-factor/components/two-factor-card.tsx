import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TwoFactorSetup } from '@portal/shared';
import { useProfile } from '@/core/session';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { authFactorMessages } from '../auth-factor-messages';
import {
  useConfirmSetup,
  useDisableTwoFactor,
  useStartSetup,
  useTwoFactorStatus,
} from '../api/auth-factor-api';
import { RecoveryCodesPanel, SetupPanel } from './setup-panel';

/**
 * The profile's two-factor settings: set up (scan, confirm, recovery codes shown once) or turn
 * off with a code. Not shown in a login-as session, where the server refuses them too.
 */
export function TwoFactorCard() {
  const user = useProfile();
  if (!user || user.is_login_as) return null;
  return <Card />;
}

function Card() {
  const { t } = useFeatureTranslation(authFactorMessages);
  const status = useTwoFactorStatus();
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleStart = async () => {
    setError(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };
  const handleConfirm = async (value: string) => {
    setError(null);
    try {
      const answer = await confirm.mutateAsync(value);
      if ('is_lock_login' in answer)
        return setError(t('login_locked', { time: answer.datetime_unlock }));
      setSetup(null);
      setCodes(answer.recovery_codes);
      notify({ color: 'teal', message: t('two_factor_enabled') });
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };
  const handleDisable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await disable.mutateAsync(code.trim());
      if ('is_lock_login' in answer)
        return setError(t('login_locked', { time: answer.datetime_unlock }));
      setDisabling(false);
      setCode('');
      notify({ color: 'teal', message: t('two_factor_disabled') });
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };

  const enabled = status.data?.is_enabled ?? false;
  return (
    <Stack gap="sm" data-testid="two-factor-card">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3">
          {t('two_factor_title')}
        </Title>
        {status.data && (
          <Badge color={enabled ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {enabled ? t('two_factor_on') : t('two_factor_off')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('two_factor_profile_intro')}
      </Text>
      {status.data?.is_required && <Text size="sm">{t('two_factor_required_note')}</Text>}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <SetupPanel
          setup={setup}
          busy={confirm.isPending}
          error={error}
          onConfirm={(value) => void handleConfirm(value)}
          onCancel={() => setSetup(null)}
        />
      ) : enabled ? (
        <>
          <Text size="sm">
            {t('two_factor_codes_left', { count: status.data?.recovery_codes_left ?? 0 })}
          </Text>
          {disabling ? (
            <form onSubmit={(event) => void handleDisable(event)} noValidate>
              <Stack gap="sm">
                <Text size="sm">{t('two_factor_disable_intro')}</Text>
                <TextInput
                  label={t('two_factor_code_label')}
                  autoComplete="one-time-code"
                  value={code}
                  error={error}
                  onChange={(event) => setCode(event.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setDisabling(false)}>
                    {t('cancel')}
                  </Button>
                  <Button type="submit" color="red" loading={disable.isPending}>
                    {t('two_factor_disable')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Group>
              <Button variant="default" color="red" onClick={() => setDisabling(true)}>
                {t('two_factor_disable')}
              </Button>
            </Group>
          )}
        </>
      ) : (
        <Group>
          <Button
            onClick={() => void handleStart()}
            loading={start.isPending}
            disabled={!status.data}
          >
            {t('two_factor_enable')}
          </Button>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
