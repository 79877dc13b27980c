import { Anchor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { useEffect } from 'react';
import { logout, useProfile } from '@/core/session';
import { LanguageSwitch } from '@/components/language-switch';
import {
  BellIcon,
  BookIcon,
  ChartIcon,
  ChatIcon,
  CheckIcon,
  GridIcon,
  HomeIcon,
  ListCheckIcon,
  MailIcon,
  NewsIcon,
  PenIcon,
  ReceiptIcon,
  SettingsIcon,
  UserIcon,
  UploadIcon,
} from '@/components/icons';
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
  const canImport =
    canManageEnrollment ||
    (permission.data?.permission_list.some((p) => p.codename === MANAGE_USER) ?? false);
  const menu = [
    { to: '/', label: t('dashboard'), icon: HomeIcon, end: true },
    ...(canViewReports ? [{ to: '/report', label: t('menu_report'), icon: ChartIcon }] : []),
    ...(canViewReports || canManageContent
      ? [{ to: '/competency', label: t('menu_competency'), icon: ChartIcon }]
      : []),
    ...(canManageEnrollment
      ? [
          { to: '/learning-result', label: t('menu_learning_results'), icon: ListCheckIcon },
          { to: '/approval', label: t('menu_approvals'), icon: CheckIcon },
          { to: '/assignment', label: t('menu_assignments'), icon: UserIcon },
          { to: '/marking', label: t('menu_marking'), icon: PenIcon },
          { to: '/certificate', label: t('menu_certificates'), icon: CheckIcon },
        ]
      : []),
    ...(canManageContent
      ? [
          { to: '/content', label: t('menu_content'), icon: BookIcon },
          // Programs: the content list filtered to one program kind (each opens its editor).
          ...(
            [
              ['learning_path', 'menu_learning_paths'],
              ['learning_program', 'menu_learning_programs'],
              ['onboard', 'menu_onboarding'],
            ] as const
          ).map(([kind, label]) => ({
            to: `/content?kind=${kind}`,
            label: t(label),
            icon: BookIcon,
          })),
          { to: '/category', label: t('menu_categories'), icon: GridIcon },
          { to: '/tag', label: t('menu_tags'), icon: GridIcon },
          { to: '/provider', label: t('menu_providers'), icon: HomeIcon },
          { to: '/instructor', label: t('menu_instructors'), icon: UserIcon },
          { to: '/material-request', label: t('menu_material_requests'), icon: CheckIcon },
          { to: '/learning-playlist', label: t('menu_playlists'), icon: BookIcon },
          { to: '/news', label: t('menu_news'), icon: NewsIcon },
          { to: '/informative', label: t('menu_informative'), icon: NewsIcon },
          { to: '/public-request', label: t('menu_public_requests'), icon: CheckIcon },
        ]
      : []),
    ...(canManageUsers
      ? [
          { to: '/user', label: t('menu_users'), icon: UserIcon },
          { to: '/group', label: t('menu_groups'), icon: GridIcon },
        ]
      : []),
    ...(canManageUsers && messengerOn
      ? [{ to: '/support', label: t('menu_support'), icon: ChatIcon }]
      : []),
    ...(canManageUsers
      ? [{ to: '/announcement', label: t('menu_announcements'), icon: BellIcon }]
      : []),
    ...(user?.is_superuser ? [{ to: '/log', label: t('menu_audit_log'), icon: BookIcon }] : []),
    ...(user?.is_superuser ? [{ to: '/sso', label: t('menu_sso'), icon: SettingsIcon }] : []),
    ...(canImport ? [{ to: '/import', label: t('menu_import'), icon: UploadIcon }] : []),
    ...(canManageOrders ? [{ to: '/order', label: t('menu_orders'), icon: ReceiptIcon }] : []),
    { to: '/outbox', label: t('outbox'), icon: MailIcon },
    ...(user?.is_superuser
      ? [{ to: '/notification-failure', label: t('menu_delivery_failures'), icon: MailIcon }]
      : []),
    { to: '/settings', label: t('settings'), icon: SettingsIcon },
    ...(canManageConfig ? [{ to: '/label', label: t('menu_labels'), icon: PenIcon }] : []),
    ...(canManageConfig
      ? [{ to: '/gamification', label: t('menu_gamification'), icon: ChartIcon }]
      : []),
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
