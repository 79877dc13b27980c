import { sql } from 'kysely';
import type { UserForm } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { USER_COLUMNS, dashboardPermission } from './user-list';

/** An account as the dashboard edits it, with its groups; undefined when there is none. */
export async function findUserForEdit(db: Executor, id: number) {
  const user = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => dashboardPermission(eb).$castTo<boolean>().as('is_dashboard_permission'))
    .select((eb) =>
      eb
        .selectFrom('users as m')
        .select('m.email')
        .whereRef('m.id', '=', 'users.manager_id')
        .as('manager_email'),
    )
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return undefined;
  const groups = await db
    .selectFrom('user_group')
    .innerJoin('auth_group', 'auth_group.id', 'user_group.group_id')
    .select(['auth_group.id', 'auth_group.name'])
    .where('user_group.user_id', '=', id)
    .orderBy('auth_group.name')
    .execute();
  return {
    ...user,
    manager_email: user.manager_email ?? '',
    group_ids: groups.map((g) => g.id),
    group_list: groups,
  };
}

/**
 * The manager_id a form's manager email stands for: null for '', undefined when the form left
 * it out (unchanged), 'missing' when no account has that email.
 */
export async function managerIdOf(
  db: Executor,
  email: string | undefined,
): Promise<number | null | undefined | 'missing'> {
  if (email === undefined) return undefined;
  if (email === '') return null;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row ? row.id : 'missing';
}

/** A group with the codenames of the permissions it grants; undefined when there is none. */
export async function findGroupForEdit(db: Executor, id: number) {
  const group = await db
    .selectFrom('auth_group')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!group) return undefined;
  const permissions = await db
    .selectFrom('auth_group_permission')
    .innerJoin('auth_permission', 'auth_permission.id', 'auth_group_permission.permission_id')
    .select('auth_permission.codename')
    .where('auth_group_permission.group_id', '=', id)
    .orderBy('auth_permission.codename')
    .execute();
  const managers = await db
    .selectFrom('auth_group_manager as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select('u.email')
    .where('gm.group_id', '=', id)
    .orderBy('u.email')
    .execute();
  return {
    ...group,
    permission_codenames: permissions.map((p) => p.codename),
    manager_emails: managers.map((m) => m.email),
  };
}

/**
 * Replaces a group's managers (issue 19: the group's members are their team) by email;
 * answers the emails no account has.
 */
export async function setGroupManagers(
  db: Executor,
  groupId: number,
  emails: string[],
): Promise<string[]> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()).filter((e) => e !== ''))];
  const found = wanted.length
    ? await db
        .selectFrom('users')
        .select(['id', sql<string>`lower(email)`.as('email')])
        .where(sql`lower(email)`, 'in', wanted)
        .execute()
    : [];
  const missing = wanted.filter((e) => !found.some((f) => f.email === e));
  if (missing.length) return missing;
  await db.deleteFrom('auth_group_manager').where('group_id', '=', groupId).execute();
  if (found.length)
    await db
      .insertInto('auth_group_manager')
      .values(found.map((f) => ({ group_id: groupId, user_id: f.id })))
      .execute();
  return [];
}

/** Every permission a group can grant, by codename. */
export function listPermissions(db: Executor) {
  return db
    .selectFrom('auth_permission')
    .select(['codename', 'name'])
    .orderBy('codename')
    .execute();
}

/** How many of the groups exist. */
export async function countGroups(db: Executor, ids: number[]): Promise<number> {
  const found = await db.selectFrom('auth_group').select('id').where('id', 'in', ids).execute();
  return found.length;
}

/** The ids of the groups a user is a member of. */
export async function userGroupIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_group')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.group_id);
}

/** Replaces the groups of a user. */
export async function setUserGroups(db: Executor, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('user_group').where('user_id', '=', userId).execute();
  if (ids.length)
    await db
      .insertInto('user_group')
      .values(ids.map((group_id) => ({ user_id: userId, group_id })))
      .execute();
}

/** Whether an account already has the email, compared case-insensitively. */
export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return taken !== undefined;
}

type UserColumns = Omit<UserForm, 'group_ids' | 'manager_email'> & { manager_id?: number | null };

/** Inserts an account; answers its id. */
export async function insertUser(
  db: Executor,
  values: UserColumns & { email: string; password_hash: string },
): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account, locked for the rest of the transaction. */
export function lockUser(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Writes the form's columns of an account. */
export async function updateUserColumns(
  db: Executor,
  id: number,
  columns: UserColumns,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** A new password hash, which also lifts a lock from failed sign-ins. */
export async function updatePasswordHash(
  db: Executor,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      failed_login_count: 0,
      lock_until: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Ends every session of the user. */
export async function deleteSessions(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('session').where('user_id', '=', userId).execute();
}

/** The ids of the permissions with these codenames. */
export function permissionIds(db: Executor, codenames: string[]) {
  if (codenames.length === 0) return Promise.resolve([]);
  return db.selectFrom('auth_permission').select('id').where('codename', 'in', codenames).execute();
}

/** Whether another group (not `exceptId`) has the name. */
export async function groupNameTaken(
  db: Executor,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let taken = db.selectFrom('auth_group').select('id').where('name', '=', name);
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  return (await taken.executeTakeFirst()) !== undefined;
}

/** Inserts a group; answers its id. */
export async function insertGroup(db: Executor, name: string): Promise<number> {
  const row = await db
    .insertInto('auth_group')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a group and clears its permissions; false when there is no such group. */
export async function renameGroup(db: Executor, id: number, name: string): Promise<boolean> {
  const updated = await db
    .updateTable('auth_group')
    .set({ name })
    .where('id', '=', id)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await db.deleteFrom('auth_group_permission').where('group_id', '=', id).execute();
  return true;
}

/** Grants the group these permissions. */
export async function addGroupPermissions(
  db: Executor,
  groupId: number,
  permissionIds: number[],
): Promise<void> {
  if (permissionIds.length)
    await db
      .insertInto('auth_group_permission')
      .values(permissionIds.map((permission_id) => ({ group_id: groupId, permission_id })))
      .execute();
}

/** How many users are in the group. */
export async function countGroupMembers(db: Executor, id: number): Promise<number> {
  const members = await db
    .selectFrom('user_group')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(members.n);
}

/** Deletes a group; false when there was none. */
export async function deleteGroupRow(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('auth_group').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The distinct permission codenames the groups hold together. */
export async function groupPermissionCodenames(
  db: Executor,
  groupIds: number[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('auth_group_permission')
    .innerJoin('auth_permission', 'auth_permission.id', 'auth_group_permission.permission_id')
    .select('auth_permission.codename')
    .distinct()
    .where('auth_group_permission.group_id', 'in', groupIds)
    .execute();
  return rows.map((row) => row.codename);
}
