import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notify } from '@/core/notify';
import { useTranslation } from 'react-i18next';
import { isAbortError, isApiError } from '@/api';
import { useConfigValue } from '@/core/app-context';
import { useProfile } from '@/core/session';
import { errorMessage } from '@/i18n/messages';
import { PageContainer } from '@/components/page-container';
import { usePatchConfig } from './api/patch-config';
import { ConfigSections } from './config-sections';

const FRONT = 'config-is-maintenance';
const DASHBOARD = 'config-is-maintenance-dashboard';

/** /dashboard/settings: the maintenance switches, then (for superusers) every other config value. */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useProfile();
  const front = useConfigValue(FRONT) === true;
  const dashboard = useConfigValue(DASHBOARD) === true;
  const mutation = usePatchConfig();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = async (name: string, value: boolean) => {
    setError(null);
    try {
      await mutation.mutateAsync({ name, value });
      notify({ color: 'green', message: t('setting_saved') });
    } catch (failure) {
      if (isAbortError(failure)) return;
      setError(isApiError(failure, 403) ? t('superuser_only') : errorMessage(t, failure));
    }
  };

  const handleDashboardChange = (value: boolean) => {
    if (value && user?.is_system_user !== true) {
      setConfirming(true);
      return;
    }
    void save(DASHBOARD, value);
  };

  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Title order={1}>{t('settings')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            <Switch
              size="md"
              label={t('front_maintenance')}
              description={t('front_maintenance_help')}
              checked={front}
              disabled={mutation.isPending}
              onChange={(event) => void save(FRONT, event.currentTarget.checked)}
            />
            <Switch
              size="md"
              label={t('dashboard_maintenance')}
              description={t('dashboard_maintenance_help')}
              checked={dashboard}
              disabled={mutation.isPending}
              onChange={(event) => handleDashboardChange(event.currentTarget.checked)}
            />
            {error && (
              <Alert color="red" variant="outline" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </Paper>
        {user?.is_superuser === true && <ConfigSections />}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('dashboard_maintenance')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          <Text>{t('dashboard_maintenance_warning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setConfirming(false);
                void save(DASHBOARD, true);
              }}
            >
              {t('status_on')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}
