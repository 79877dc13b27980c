import {
  BookIcon,
  ChartIcon,
  ChatIcon,
  GlobeIcon,
  HomeIcon,
  ListCheckIcon,
  MailIcon,
  NewsIcon,
  PathIcon,
  PenIcon,
  ReceiptIcon,
  SettingsIcon,
  UploadIcon,
  UserIcon,
} from '@/components/icons';
import {
  AlertIcon,
  ApprovalIcon,
  AssignIcon,
  AwardIcon,
  BuildingIcon,
  ChecklistIcon,
  CompassIcon,
  FolderIcon,
  HistoryIcon,
  InboxIcon,
  KeyIcon,
  LayersIcon,
  LinkIcon,
  MegaphoneIcon,
  PageIcon,
  PlaylistIcon,
  PublicBuildingIcon,
  QuestionIcon,
  TagIcon,
  TargetIcon,
  TeacherIcon,
  TicketIcon,
  TranslateIcon,
  TrophyIcon,
  UsersIcon,
} from '@/components/menu-icons';
import type { MenuGroup, MenuItem } from '@/app/layouts/chrome/left-menu';

/** What the signed-in person may open; each menu entry keeps the check of its screen. */
export interface DashboardAccess {
  manageEnrollment: boolean;
  manageContent: boolean;
  manageUsers: boolean;
  viewReports: boolean;
  manageOrders: boolean;
  manageConfig: boolean;
  superuser: boolean;
  messengerOn: boolean;
}

/** The menu's groups, in the order shown. */
export const DASHBOARD_MENU_GROUPS = [
  'learning',
  'people',
  'commerce',
  'reports',
  'system',
] as const;
export type DashboardMenuGroupId = (typeof DASHBOARD_MENU_GROUPS)[number];

type Translate = (key: string) => string;
type Entry = MenuItem & { group: DashboardMenuGroupId; shown: boolean };

/**
 * The dashboard menu: the home link above, every other entry in its group (Learning, People,
 * Commerce, Reports, System), each with its own icon; entries the person may not open are left
 * out and so are groups left empty.
 */
export function dashboardMenu(
  t: Translate,
  access: DashboardAccess,
): { top: MenuItem[]; groups: MenuGroup[] } {
  const a = access;
  const canImport = a.manageEnrollment || a.manageUsers;
  const entry = (
    group: DashboardMenuGroupId,
    shown: boolean,
    to: string,
    label: string,
    icon: MenuItem['icon'],
  ): Entry => ({ group, shown, to, label: t(label), icon });
  const entries: Entry[] = [
    entry('learning', a.manageContent, '/content', 'menu_content', BookIcon),
    // Programs: the content list filtered to one program kind (each opens its editor).
    entry(
      'learning',
      a.manageContent,
      '/content?kind=learning_path',
      'menu_learning_paths',
      PathIcon,
    ),
    entry(
      'learning',
      a.manageContent,
      '/content?kind=learning_program',
      'menu_learning_programs',
      LayersIcon,
    ),
    entry('learning', a.manageContent, '/content?kind=onboard', 'menu_onboarding', CompassIcon),
    entry('learning', a.manageContent, '/activity', 'menu_activity', ChecklistIcon),
    entry('learning', a.manageContent, '/category', 'menu_categories', FolderIcon),
    entry('learning', a.manageContent, '/tag', 'menu_tags', TagIcon),
    entry('learning', a.manageContent, '/learning-playlist', 'menu_playlists', PlaylistIcon),
    entry('learning', a.manageContent, '/material-request', 'menu_material_requests', InboxIcon),
    entry('learning', a.manageContent, '/news', 'menu_news', NewsIcon),
    entry('learning', a.manageContent, '/informative', 'menu_informative', PageIcon),
    entry('learning', a.manageContent, '/public-learning', 'menu_public_learning', GlobeIcon),
    entry(
      'people',
      a.manageContent,
      '/public-provider',
      'menu_public_providers',
      PublicBuildingIcon,
    ),
    entry('learning', a.manageEnrollment, '/approval', 'menu_approvals', ApprovalIcon),
    entry('learning', a.manageEnrollment, '/assignment', 'menu_assignments', AssignIcon),
    entry('learning', a.manageEnrollment, '/marking', 'menu_marking', PenIcon),
    entry('learning', a.manageEnrollment, '/certificate', 'menu_certificates', AwardIcon),
    entry('people', a.manageUsers, '/user', 'menu_users', UserIcon),
    entry('people', a.manageUsers, '/group', 'menu_groups', UsersIcon),
    entry('people', a.manageContent, '/instructor', 'menu_instructors', TeacherIcon),
    entry('people', a.manageContent, '/provider', 'menu_providers', BuildingIcon),
    entry('people', a.manageUsers, '/announcement', 'menu_announcements', MegaphoneIcon),
    entry('people', a.manageUsers && a.messengerOn, '/support', 'menu_support', ChatIcon),
    entry('people', a.manageContent, '/public-request', 'menu_public_requests', QuestionIcon),
    entry('commerce', a.manageOrders, '/order', 'menu_orders', ReceiptIcon),
    entry('commerce', a.manageOrders, '/coupon', 'menu_coupons', TicketIcon),
    entry('reports', a.viewReports, '/report', 'menu_report', ChartIcon),
    entry(
      'reports',
      a.manageEnrollment,
      '/learning-result',
      'menu_learning_results',
      ListCheckIcon,
    ),
    entry(
      'reports',
      a.viewReports || a.manageContent,
      '/competency',
      'menu_competency',
      TargetIcon,
    ),
    entry('system', canImport, '/import', 'menu_import', UploadIcon),
    entry('system', true, '/outbox', 'outbox', MailIcon),
    entry('system', a.superuser, '/notification-failure', 'menu_delivery_failures', AlertIcon),
    entry('system', a.superuser, '/log', 'menu_audit_log', HistoryIcon),
    entry('system', a.superuser, '/sso', 'menu_sso', KeyIcon),
    entry('system', a.superuser, '/linked-service', 'menu_linked_services', LinkIcon),
    entry('system', a.manageConfig, '/label', 'menu_labels', TranslateIcon),
    entry('system', a.manageConfig, '/gamification', 'menu_gamification', TrophyIcon),
    entry('system', true, '/settings', 'settings', SettingsIcon),
  ];
  const groups = DASHBOARD_MENU_GROUPS.map((id) => ({
    id,
    label: t(`menu_group_${id}`),
    items: entries
      .filter((e) => e.group === id && e.shown)
      .map(({ to, label, icon }) => ({ to, label, icon })),
  })).filter((group) => group.items.length > 0);
  return { top: [{ to: '/', label: t('dashboard'), icon: HomeIcon, end: true }], groups };
}
