import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** /error/server-maintenance. "Try again" reloads home, which checks the flag again. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen status="503" title={t('maintenance_title')} message={t('maintenance_body')}>
      <Button
        variant="default"
        onClick={() =>
          window.location.assign(
            window.location.pathname.startsWith('/dashboard') ? '/dashboard/' : '/',
          )
        }
      >
        {t('try_again')}
      </Button>
    </ErrorScreen>
  );
}
