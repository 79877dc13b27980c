import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { logout, useProfile } from '@/core/session';
import { LanguageSwitch } from '@/components/language-switch';
import { HomeIcon, MailIcon, SettingsIcon } from '@/components/icons';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { usePermission } from '@/features/dashboard/api/get-permission';
import { AppShell } from '@/app/layouts/chrome/app-shell';
import { UserMenu } from '@/app/layouts/chrome/user-menu';
import { MaintenanceGuard, RequireUser } from '@/app/layouts/guards';

/** A signed-in user without dashboard_view_dashboard is logged out and sent to /error/403. */
function RequireDashboardPermission(props: { children: React.ReactNode }) {
  const permission = usePermission();
  const queryClient = useQueryClient();
  const refused = permission.data !== undefined && !permission.data.dashboard_view_dashboard;
  useEffect(() => {
    if (refused) void logout(queryClient, 'dashboard');
  }, [refused, queryClient]);
  if (refused) return <Navigate to="/error/403" replace />;
  if (permission.isPending) return <FullScreenLoader />;
  return <>{props.children}</>;
}

/** The dashboard frame: header with language switch and user menu, sidebar, content. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const user = useProfile() ?? null;
  const menu = [
    { to: '/', label: t('dashboard'), icon: HomeIcon, end: true },
    { to: '/outbox', label: t('outbox'), icon: MailIcon },
    { to: '/settings', label: t('settings'), icon: SettingsIcon },
  ];
  return (
    <RequireUser user={user} loginPath="/account/signin">
      <RequireDashboardPermission>
        <MaintenanceGuard user={user} flag="config-is-maintenance-dashboard">
          <AppShell
            variant="sidebar"
            menuItems={menu}
            headerEnd={
              <>
                <Anchor href="/" size="sm" visibleFrom="sm" mr="xs">
                  {t('open_learner_site')}
                </Anchor>
                <LanguageSwitch />
                {user && <UserMenu user={user} project="dashboard" afterLogout="/account/signin" />}
              </>
            }
          >
            <Outlet />
          </AppShell>
        </MaintenanceGuard>
      </RequireDashboardPermission>
    </RequireUser>
  );
}
