import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  USER_ORDERINGS,
  type AdminUserListRow,
  type AdminUserRow,
  type UserListQuery,
  type UserOrdering,
} from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { personName } from '@/core/session/person-name';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  DashboardListToolbar,
  dashboardListMessages,
  knownOrdering,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useUsers } from './api/get-users';
import { SetPasswordDialog } from './set-password-dialog';
import { UserDirectoryFilters } from './user-directory-filters';
import { usersMessages } from './users-messages';

const ORDER_LABELS: Record<UserOrdering, string> = {
  '-created': 'users_order_created_desc',
  created: 'users_order_created_asc',
  email: 'users_order_email_asc',
  '-email': 'users_order_email_desc',
  first_name: 'users_order_name_asc',
  '-first_name': 'users_order_name_desc',
  '-last_active': 'users_order_active_desc',
  last_active: 'users_order_active_asc',
};
/** Flag filters: URL param and label. */
const FILTERS = [
  { name: 'is_active', label: 'users_filter_active' },
  { name: 'is_superuser', label: 'users_filter_superuser' },
  { name: 'is_dashboard_permission', label: 'users_filter_dashboard' },
  { name: 'is_system_user', label: 'users_filter_system' },
] as const;

/** The display name of an account for the reader (the Thai name to a Thai reader), else the email. */
export function userName(
  row: Pick<AdminUserRow, 'first_name' | 'last_name' | 'email'> &
    Partial<Pick<AdminUserRow, 'first_name_th' | 'last_name_th'>>,
  language: string,
): string {
  return personName(row, language);
}

/** The flags of a row as small badges. */
function Flags(props: { row: AdminUserRow }) {
  const { t } = useFeatureTranslation(usersMessages);
  const { row } = props;
  // Dark shades behind white text: readable (WCAG AA) in both languages.
  const on: [boolean, string, string][] = [
    [row.is_superuser, 'flag_superuser', 'grape.9'],
    [row.is_dashboard_permission, 'flag_dashboard', 'blue.9'],
    [row.is_system_user, 'flag_system', 'cyan.9'],
    [row.is_store_permission, 'flag_store', 'gray.8'],
    [row.is_team_dashboard, 'flag_team_dashboard', 'gray.8'],
    [row.is_creator, 'flag_creator', 'gray.8'],
  ];
  return (
    <Group gap={4}>
      <Badge variant="filled" color={row.is_active ? 'teal.9' : 'red.9'}>
        {row.is_active ? t('flag_active') : t('flag_inactive')}
      </Badge>
      {on
        .filter(([value]) => value)
        .map(([, key, color]) => (
          <Badge key={key} variant="filled" color={color}>
            {t(key)}
          </Badge>
        ))}
    </Group>
  );
}

/** /dashboard/user: accounts, server-paged, with search, ordering and flag filters in the URL. */
export function UsersPage() {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  useFeatureTranslation(dashboardListMessages);
  const list = useDashboardListParams('-created');
  const ordering = knownOrdering(list.ordering, USER_ORDERINGS, '-created');
  const flag = (name: string) => {
    const value = list.filter(name);
    return value === 'true' || value === 'false' ? value : undefined;
  };
  const filters: UserListQuery = {
    page: list.page,
    search: list.search,
    ordering,
    is_active: flag('is_active'),
    is_superuser: flag('is_superuser'),
    is_dashboard_permission: flag('is_dashboard_permission'),
    is_system_user: flag('is_system_user'),
    department: list.filter('department') || undefined,
    position: list.filter('position') || undefined,
  };
  const query = useUsers(filters);
  const [passwordFor, setPasswordFor] = useState<{ id: number; name: string } | null>(null);

  const columns: ListColumn<AdminUserListRow>[] = [
    {
      key: 'name',
      header: t('users_col_name'),
      minWidth: 200,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {userName(row, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'department',
      header: t('users_col_department'),
      minWidth: 150,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.department || '—'}</Text>
          <Text size="xs" c="dimmed">
            {row.position}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'flags',
      header: t('users_col_flags'),
      minWidth: 180,
      cell: (row) => <Flags row={row} />,
    },
    {
      key: 'last_active',
      header: t('users_col_last_active'),
      nowrap: true,
      cell: (row) => formatDateTime(i18n.language, row.last_active) || t('users_never'),
    },
  ];

  const actions = (row: AdminUserListRow) => {
    const name = userName(row, i18n.language);
    // The server refuses changes to an account the administrator may not act on (a superuser,
    // a system user, or one holding permissions the administrator lacks): no button for them.
    if (!row.may_act)
      return (
        <Text size="sm" c="dimmed" title={t('users_refused_hint')}>
          {t('users_refused')}
        </Text>
      );
    return (
      <>
        <Button
          component={Link}
          to={`/user/${row.id}`}
          size="compact-sm"
          variant="default"
          aria-label={t('users_edit_of', { name })}
        >
          {t('users_edit')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('users_set_password_of', { name })}
          onClick={() => setPasswordFor({ id: row.id, name })}
        >
          {t('users_set_password')}
        </Button>
      </>
    );
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('users_title')} intro={t('users_intro')} align="flex-end" gap="sm">
          <Button component={Link} to="/user/create">
            {t('users_new')}
          </Button>
        </PageHeader>
        <DashboardListToolbar
          list={list}
          searchDescription={t('users_search_help')}
          ordering={{
            value: ordering,
            options: USER_ORDERINGS.map((value) => ({ value, label: t(ORDER_LABELS[value]) })),
          }}
          filters={FILTERS.map((filter) => ({
            name: filter.name,
            label: t(filter.label),
            options: [
              { value: 'true', label: t('users_yes') },
              { value: 'false', label: t('users_no') },
            ],
          }))}
          clearable
          childFilterNames={['department', 'position']}
        >
          <UserDirectoryFilters
            department={list.filter('department')}
            position={list.filter('position')}
            onDepartment={(path) => list.setFilter('department', path)}
            onPosition={(name) => list.setFilter('position', name)}
          />
        </DashboardListToolbar>
        <DashboardList
          label={t('users_title')}
          query={query}
          exportTo={{ path: 'dashboard/user/export', query: filters }}
          columns={columns}
          rowKey={(row) => row.id}
          actions={actions}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
    </PageContainer>
  );
}
