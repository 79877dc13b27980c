import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LOGIN_AS_DEFAULT_MINUTES } from '@portal/shared';
import { usePermission } from '@/features/dashboard/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { loginAsMessages } from '../login-as/login-as-messages';
import { startLoginAs } from '../login-as/login-as-api';

const LOGIN_AS = 'dashboard_login_as';

/**
 * The user page's "Sign in as this user" (dashboard_login_as; never for a superuser): after a
 * confirmation the browser opens the webfront as the learner, with the login-as banner.
 */
export function LoginAsButton(props: { userId: number; name: string; isSuperuser: boolean }) {
  const { t } = useFeatureTranslation(loginAsMessages);
  const permission = usePermission();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = permission.data?.permission_list.some((p) => p.codename === LOGIN_AS) ?? false;
  if (!allowed || props.isSuperuser) return null;
  const handleStart = async () => {
    setBusy(true);
    setError(null);
    try {
      await startLoginAs(props.userId);
      window.location.assign('/');
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };
  return (
    <>
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('login_as_button')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('login_as_confirm_title', { name: props.name })}
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        <Stack>
          <Text size="sm">{t('login_as_confirm_text', { minutes: LOGIN_AS_DEFAULT_MINUTES })}</Text>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button loading={busy} onClick={() => void handleStart()}>
              {t('login_as_start')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
