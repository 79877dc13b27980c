import { lazy, Suspense } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { LAYOUT } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';
import { LanguageSwitch } from '@/components/language-switch';
import {
  BookIcon,
  CalendarIcon,
  ChartIcon,
  CheckIcon,
  GlobeIcon,
  GridIcon,
  HomeIcon,
  ListCheckIcon,
  NewsIcon,
  PathIcon,
  PenIcon,
  ReceiptIcon,
  SearchIcon,
  UserIcon,
} from '@/components/icons';
import { CartLink } from './chrome/cart-link';
import { AppShell } from './chrome/app-shell';
import { LoginAsBanner } from '@/features/auth-factor/login-as';
import { IdenPhotoGate } from '@/features/iden-photo/components/iden-photo-gate';
import { ConiverseRedirect } from '@/features/linked-service';
import { AppFooter } from './chrome/app-footer';
import { MessengerButton } from './chrome/messenger-button';
import { UserMenu } from './chrome/user-menu';
import type { MenuItem } from './chrome/left-menu';
import { MaintenanceGuard, PrivacyGate, RequireUser, useCurrentPath } from './guards';
import { VisitorSignIn } from './chrome/visitor-sign-in';

/** The header's search box: its own chunk, loaded on wide screens only. */
const HeaderSearch = lazy(() =>
  import('@/features/catalog/header-search').then((m) => ({ default: m.HeaderSearch })),
);
// The hook's own file, not the player's index (which brings the players into the first page).
import { useSubmitStoredStamps } from '@/features/enrollment/player/stamps/use-submit-stored-stamps';
import { materialRequestMessages } from '@/features/material-request';
import { addFeatureMessages } from '@/i18n/feature-messages';
import { useExploreAllowed } from '@/features/visitor/b2c';
import { BellStandIn } from './chrome/bell-stand-in';

// Not part of a page's first load (issue 21 item 2): the bell's dropdown brings Popover and
// floating-ui, the visitors' welcome dialog a Modal; both load once the layout has rendered.
const NotificationBell = lazy(() =>
  import('@/features/notification/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const PointsToast = lazy(() =>
  import('@/features/gamification/components/points-toast').then((m) => ({
    default: m.PointsToast,
  })),
);
const WelcomeDialog = lazy(() =>
  import('@/features/visitor/welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);

/** Left menu of the webfront: only screens that exist. */
export function useWebfrontMenu(): MenuItem[] {
  const { t, i18n } = useTranslation();
  const user = useProfile();
  if (user?.is_creator) addFeatureMessages(i18n, materialRequestMessages);
  // A visitor (B2C explore mode) sees the public areas only.
  if (!user)
    return [
      { to: '/', label: t('home'), icon: HomeIcon, end: true },
      { to: '/course', label: t('courses'), icon: BookIcon },
      { to: '/category', label: t('categories'), icon: GridIcon },
      { to: '/learning-path', label: t('learning_paths'), icon: PathIcon },
      { to: '/news', label: t('news_updates'), icon: NewsIcon },
      { to: '/search', label: t('search'), icon: SearchIcon },
    ];
  return [
    { to: '/', label: t('home'), icon: HomeIcon, end: true },
    { to: '/search', label: t('search'), icon: SearchIcon },
    { to: '/course', label: t('courses'), icon: BookIcon, section: t('menu_explore') },
    { to: '/category', label: t('categories'), icon: GridIcon },
    { to: '/learning-path', label: t('learning_paths'), icon: PathIcon },
    { to: '/learning-program', label: t('learning_programs'), icon: PathIcon },
    { to: '/class', label: t('trainings'), icon: CalendarIcon },
    { to: '/live', label: t('live_sessions'), icon: GlobeIcon },
    { to: '/news', label: t('news_updates'), icon: NewsIcon },
    {
      to: '/profile/library',
      label: t('my_library'),
      icon: BookIcon,
      section: t('menu_my_learning'),
    },
    { to: '/profile/calendar', label: t('my_calendar'), icon: CalendarIcon },
    { to: '/profile/grades', label: t('my_grades'), icon: ListCheckIcon },
    { to: '/flash-card/list', label: t('flash_cards'), icon: BookIcon },
    { to: '/profile/point-gamification', label: t('my_points'), icon: ListCheckIcon },
    { to: '/competency', label: t('my_competency'), icon: ChartIcon },
    // Managers (SPEC §6 team dashboard flag) see their team.
    ...(user?.is_team_dashboard
      ? [
          {
            to: '/team-dashboard',
            label: t('team_dashboard'),
            icon: GridIcon,
            section: t('menu_my_team'),
          },
          { to: '/activity/approval', label: t('activity_approvals'), icon: CheckIcon },
        ]
      : []),
    { to: '/cart/purchase', label: t('my_orders'), icon: ReceiptIcon, section: t('menu_more') },
    { to: '/public-request', label: t('public_requests'), icon: ListCheckIcon },
    // Creators (SPEC §6 is_creator) make materials of their own.
    ...(user?.is_creator
      ? [{ to: '/profile/my-material', label: t('mreq_menu'), icon: PenIcon }]
      : []),
    { to: '/linked-services', label: t('linked_services'), icon: GlobeIcon },
    { to: '/profile/my-profile', label: t('my_profile'), icon: UserIcon },
  ];
}

/**
 * Signed-in pages with header and left menu (SPEC §1): visitors go to the login path, except on
 * the public pages while B2C explore mode is on, where they browse with the welcome dialog.
 */
export function AuthenticatedLayout() {
  const user = useProfile() ?? null;
  const menu = useWebfrontMenu();
  const explore = useExploreAllowed();
  const current = useCurrentPath();
  const wide = useMediaQuery(`(min-width: ${LAYOUT.leftMenuCloseAt + 1}px)`, false);
  useSubmitStoredStamps(user?.id ?? null);
  return (
    <RequireUser user={user} visitor={explore}>
      <MaintenanceGuard user={user} flag="config-is-maintenance">
        <PrivacyGate user={user}>
          <AppShell
            menuItems={menu}
            search={
              wide && (
                <Suspense fallback={null}>
                  <HeaderSearch />
                </Suspense>
              )
            }
            headerEnd={
              <>
                {user && (
                  <Suspense fallback={<BellStandIn />}>
                    <NotificationBell userId={user.id} />
                  </Suspense>
                )}
                {user && (
                  <Suspense fallback={null}>
                    <PointsToast />
                  </Suspense>
                )}
                {user && <CartLink />}
                <LanguageSwitch />
                {user ? (
                  <UserMenu
                    user={user}
                    project="webfront"
                    afterLogout="/account/signin"
                    profilePath="/profile/my-profile"
                  />
                ) : (
                  <VisitorSignIn current={current} />
                )}
              </>
            }
            footer={<AppFooter />}
            messenger={<MessengerButton signedIn={user !== null} />}
          >
            <LoginAsBanner />
            <IdenPhotoGate />
            {user && <ConiverseRedirect />}
            <Outlet />
            {!user && explore && (
              <Suspense fallback={null}>
                <WelcomeDialog current={current} />
              </Suspense>
            )}
          </AppShell>
        </PrivacyGate>
      </MaintenanceGuard>
    </RequireUser>
  );
}
