import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';

/** Permission codenames the user holds through groups; a superuser holds all. */
export async function permissionCodenames(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_group')
    .innerJoin('auth_group_permission', 'auth_group_permission.group_id', 'user_group.group_id')
    .innerJoin('auth_permission', 'auth_permission.id', 'auth_group_permission.permission_id')
    .select('auth_permission.codename')
    .distinct()
    .where('user_group.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.codename);
}

export async function hasPermission(
  db: Executor,
  user: Pick<UserRow, 'id' | 'is_superuser'>,
  codename: string,
): Promise<boolean> {
  if (user.is_superuser) return true;
  const row = await db
    .selectFrom('user_group')
    .innerJoin('auth_group_permission', 'auth_group_permission.group_id', 'user_group.group_id')
    .innerJoin('auth_permission', 'auth_permission.id', 'auth_group_permission.permission_id')
    .select('auth_permission.id')
    .where('user_group.user_id', '=', user.id)
    .where('auth_permission.codename', '=', codename)
    .executeTakeFirst();
  return row !== undefined;
}

export async function userGroups(
  db: Executor,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('user_group')
    .innerJoin('auth_group', 'auth_group.id', 'user_group.group_id')
    .select(['auth_group.id', 'auth_group.name'])
    .where('user_group.user_id', '=', userId)
    .orderBy('auth_group.name')
    .execute();
}

export async function permissionList(
  db: Executor,
  user: Pick<UserRow, 'id' | 'is_superuser'>,
): Promise<{ codename: string; name: string }[]> {
  let query = db.selectFrom('auth_permission').select(['codename', 'name']).orderBy('codename');
  if (!user.is_superuser) {
    query = query.where('codename', 'in', (eb) =>
      eb
        .selectFrom('user_group')
        .innerJoin('auth_group_permission', 'auth_group_permission.group_id', 'user_group.group_id')
        .innerJoin('auth_permission as p', 'p.id', 'auth_group_permission.permission_id')
        .select('p.codename')
        .where('user_group.user_id', '=', user.id),
    );
  }
  return query.execute();
}
