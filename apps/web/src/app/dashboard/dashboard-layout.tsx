import { Anchor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { useEffect } from 'react';
import { logout, useProfile } from '@/core/session';
import { LanguageSwitch } from '@/components/language-switch';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { permissionQueryOptions, usePermission } from '@/features/dashboard/api/get-permission';
import {
  dashboardMenuMessages,
  MANAGE_CONFIG,
  MANAGE_CONTENT,
  MANAGE_ENROLLMENT,
  MANAGE_ORDER,
  MANAGE_USER,
  VIEW_REPORT,
} from '@/features/dashboard/dashboard-menu-messages';
import { dashboardMenu } from '@/features/dashboard/dashboard-menu';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
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
  const { t } = useFeatureTranslation(dashboardMenuMessages);
  const user = useProfile() ?? null;
  // Only once signed in: asked for a visitor, the 401 would send the login page a wrong next.
  const permission = useQuery({ ...permissionQueryOptions(), enabled: user !== null });
  // Screens over dashboard_manage_enrollment APIs show only to those who may use them.
  const canManageEnrollment =
    permission.data?.permission_list.some((p) => p.codename === MANAGE_ENROLLMENT) ?? false;
  const canManageContent =
    permission.data?.permission_list.some((p) => p.codename === MANAGE_CONTENT) ?? false;
  const messengerOn = useConfigValue('messenger-is-enabled') === true;
  const canManageUsers =
    permission.data?.permission_list.some((p) => p.codename === MANAGE_USER) ?? false;
  const canViewReports =
    permission.data?.permission_list.some((p) => p.codename === VIEW_REPORT) ?? false;
  const canManageOrders =
    permission.data?.permission_list.some((p) => p.codename === MANAGE_ORDER) ?? false;
  const canManageConfig =
    permission.data?.permission_list.some((p) => p.codename === MANAGE_CONFIG) ?? false;
  const menu = dashboardMenu(t, {
    manageEnrollment: canManageEnrollment,
    manageContent: canManageContent,
    manageUsers: canManageUsers,
    viewReports: canViewReports,
    manageOrders: canManageOrders,
    manageConfig: canManageConfig,
    superuser: user?.is_superuser === true,
    messengerOn,
  });
  return (
    <RequireUser user={user} loginPath="/account/signin">
      <RequireDashboardPermission>
        <MaintenanceGuard user={user} flag="config-is-maintenance-dashboard">
          <AppShell
            variant="sidebar"
            menuItems={menu.top}
            menuGroups={{ groups: menu.groups, storageKey: 'dashboard-menu-folded' }}
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
