import { sql, type ExpressionBuilder } from 'kysely';
import {
  DASHBOARD_PERMISSION,
  type PageQuery,
  type UserListQuery,
  type UserOrdering,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { containsPattern, searchWords } from '@/lib/search-text';
import type { ExportColumn } from '@/lib/xlsx-export';

export const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'first_name_th',
  'last_name_th',
  'department',
  'position',
  'language',
  'is_active',
  'is_superuser',
  'is_system_user',
  'is_store_permission',
  'is_team_dashboard',
  'is_creator',
  'lock_until',
  'last_active',
  'created_at',
] as const;

/** Whether the user holds dashboard_view_dashboard: a superuser, or through one of its groups. */
export function dashboardPermission(eb: ExpressionBuilder<DB, 'users'>) {
  return eb.or([
    eb('users.is_superuser', '=', true),
    eb.exists(
      eb
        .selectFrom('user_group')
        .innerJoin('auth_group_permission as gp', 'gp.group_id', 'user_group.group_id')
        .innerJoin('auth_permission as p', 'p.id', 'gp.permission_id')
        .select('user_group.user_id')
        .whereRef('user_group.user_id', '=', 'users.id')
        .where('p.codename', '=', DASHBOARD_PERMISSION),
    ),
  ]);
}

/** Column and direction of an ordering (ties broken by id the same way). */
function orderOf(ordering: UserOrdering) {
  const desc = ordering.startsWith('-');
  const key = ordering.replace(/^-/, '');
  const column =
    key === 'created'
      ? 'created_at'
      : key === 'email'
        ? 'email'
        : key === 'first_name'
          ? 'first_name'
          : 'last_active';
  return { column, direction: desc ? ('desc' as const) : ('asc' as const) };
}

/** The expression of users_search_names_trgm_idx (migration 0073): e-mail, names, Thai names. */
const USER_SEARCH = sql<string>`lower(email || ' ' || first_name || ' ' || last_name || ' ' || first_name_th || ' ' || last_name_th)`;

/** Accounts matching the list's filters and search, in its order: the list and its export. */
export function userListQuery(db: Executor, query: UserListQuery) {
  let q = db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => dashboardPermission(eb).$castTo<boolean>().as('is_dashboard_permission'));
  if (query.is_active) q = q.where('is_active', '=', query.is_active === 'true');
  if (query.is_superuser) q = q.where('is_superuser', '=', query.is_superuser === 'true');
  if (query.is_system_user) q = q.where('is_system_user', '=', query.is_system_user === 'true');
  if (query.is_dashboard_permission) {
    const wanted = query.is_dashboard_permission === 'true';
    q = q.where((eb) => (wanted ? dashboardPermission(eb) : eb.not(dashboardPermission(eb))));
  }
  // A department node matches its own people and those of the departments under it.
  if (query.department)
    q = q.where((eb) =>
      eb.or([
        eb('department', '=', query.department ?? ''),
        eb(
          sql<string>`left(department, ${(query.department ?? '').length + 3})`,
          '=',
          `${query.department ?? ''} / `,
        ),
      ]),
    );
  if (query.position) q = q.where('position', '=', query.position);
  if (query.group)
    q = q.where('id', 'in', (eb) =>
      eb
        .selectFrom('user_group')
        .select('user_id')
        .where('group_id', '=', query.group ?? 0),
    );
  for (const word of searchWords(query.search ?? ''))
    q = q.where(USER_SEARCH, 'like', containsPattern(word));
  const order = orderOf(query.ordering ?? '-created');
  return q
    .orderBy(sql.ref(`users.${order.column}`), (ob) =>
      order.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast(),
    )
    .orderBy('id', order.direction);
}

/** Groups matching the search, by name. */
export function groupListQuery(db: Executor, query: PageQuery) {
  let q = db.selectFrom('auth_group').select(['id', 'name']);
  for (const word of searchWords(query.search ?? ''))
    q = q.where((eb) => eb.fn('lower', ['name']), 'like', containsPattern(word));
  return q.orderBy('name').orderBy('id');
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userListQuery>['execute']>>[number];

/** Columns of the accounts export. */
export const USER_EXPORT: ExportColumn<UserRow>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'Email', th: 'อีเมล' }, value: (r) => r.email, width: 32 },
  { header: { en: 'First name', th: 'ชื่อ' }, value: (r) => r.first_name },
  { header: { en: 'Last name', th: 'นามสกุล' }, value: (r) => r.last_name },
  { header: { en: 'First name (Thai)', th: 'ชื่อ (ภาษาไทย)' }, value: (r) => r.first_name_th },
  { header: { en: 'Last name (Thai)', th: 'นามสกุล (ภาษาไทย)' }, value: (r) => r.last_name_th },
  { header: { en: 'Department', th: 'แผนก' }, value: (r) => r.department },
  { header: { en: 'Position', th: 'ตำแหน่ง' }, value: (r) => r.position },
  { header: { en: 'Language', th: 'ภาษา' }, value: (r) => r.language, width: 10 },
  { header: { en: 'Active', th: 'ใช้งานอยู่' }, value: (r) => r.is_active, type: 'boolean' },
  { header: { en: 'Superuser', th: 'ผู้ดูแลสูงสุด' }, value: (r) => r.is_superuser, type: 'boolean' },
  {
    header: { en: 'Dashboard access', th: 'เข้าแดชบอร์ดได้' },
    value: (r) => Boolean(r.is_dashboard_permission),
    type: 'boolean',
  },
  { header: { en: 'System user', th: 'ผู้ใช้ระบบ' }, value: (r) => r.is_system_user, type: 'boolean' },
  {
    header: { en: 'Last active', th: 'ใช้งานล่าสุด' },
    value: (r) => r.last_active,
    type: 'datetime',
  },
  { header: { en: 'Created', th: 'สร้างเมื่อ' }, value: (r) => r.created_at, type: 'datetime' },
];

/** Columns of the groups export. */
export const GROUP_EXPORT: ExportColumn<{ id: number; name: string }>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'Name', th: 'ชื่อกลุ่ม' }, value: (r) => r.name, width: 32 },
];
