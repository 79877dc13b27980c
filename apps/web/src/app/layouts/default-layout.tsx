import { Button } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginUrl } from '@portal/shared';
import { getLoginPath, useProfile } from '@/core/session';
import { LanguageSwitch } from '@/components/language-switch';
import { AppShell } from './chrome/app-shell';
import { LoginAsBanner } from '@/features/auth-factor/login-as';
import { IdenPhotoGate } from '@/features/iden-photo/components/iden-photo-gate';
import { AppFooter } from './chrome/app-footer';
import { MessengerButton } from './chrome/messenger-button';
import { UserMenu } from './chrome/user-menu';
import { useWebfrontMenu } from './authenticated-layout';
import { MaintenanceGuard, PrivacyGate, useCurrentPath } from './guards';

/** Public pages with optional sign-in: visitors see a sign-in button, users their menu. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const user = useProfile() ?? null;
  const menu = useWebfrontMenu();
  const current = useCurrentPath();
  return (
    <MaintenanceGuard user={user} flag="config-is-maintenance">
      <PrivacyGate user={user}>
        <AppShell
          menuItems={user ? menu : undefined}
          headerEnd={
            <>
              <LanguageSwitch />
              {user ? (
                <UserMenu
                  user={user}
                  project="webfront"
                  afterLogout="/account/signin"
                  profilePath="/profile/my-profile"
                />
              ) : (
                <Button component={Link} to={loginUrl(current, getLoginPath())} size="compact-md">
                  {t('sign_in')}
                </Button>
              )}
            </>
          }
          footer={<AppFooter />}
          messenger={<MessengerButton signedIn={user !== null} />}
        >
          <LoginAsBanner />
          <IdenPhotoGate />
          <Outlet />
        </AppShell>
      </PrivacyGate>
    </MaintenanceGuard>
  );
}
