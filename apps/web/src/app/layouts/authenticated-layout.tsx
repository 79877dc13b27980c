import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';
import { LanguageSwitch } from '@/components/language-switch';
import { HomeIcon, UserIcon } from '@/components/icons';
import { AppShell } from './chrome/app-shell';
import { AppFooter } from './chrome/app-footer';
import { MessengerButton } from './chrome/messenger-button';
import { UserMenu } from './chrome/user-menu';
import type { MenuItem } from './chrome/left-menu';
import { MaintenanceGuard, PrivacyGate, RequireUser } from './guards';

/** Left menu of the webfront: only screens that exist; the catalog comes later. */
export function useWebfrontMenu(): MenuItem[] {
  const { t } = useTranslation();
  return [
    { to: '/', label: t('home'), icon: HomeIcon, end: true },
    { to: '/profile/my-profile', label: t('my_profile'), icon: UserIcon },
  ];
}

/** Signed-in pages with header and left menu (SPEC §1): visitors go to the login path. */
export function AuthenticatedLayout() {
  const user = useProfile() ?? null;
  const menu = useWebfrontMenu();
  return (
    <RequireUser user={user}>
      <MaintenanceGuard user={user} flag="config-is-maintenance">
        <PrivacyGate user={user}>
          <AppShell
            menuItems={menu}
            headerEnd={
              <>
                <LanguageSwitch />
                {user && <UserMenu user={user} project="webfront" afterLogout="/account/signin" profilePath="/profile/my-profile" />}
              </>
            }
            footer={<AppFooter />}
            messenger={<MessengerButton signedIn={user !== null} />}
          >
            <Outlet />
          </AppShell>
        </PrivacyGate>
      </MaintenanceGuard>
    </RequireUser>
  );
}
