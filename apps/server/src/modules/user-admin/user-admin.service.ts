import { sql } from 'kysely';
import type { GroupInput, UserCreateForm, UserForm } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { hashPassword } from '@/lib/crypto';
import { AppError, notFound, validationError } from '@/lib/errors';
import { assertPasswordConditions } from '@/modules/account/register.service';
import { cannotDelete } from '@/lib/admin-crud';
import { assertMayActOnUser, assertMayGrant, type PolicyActor } from './user-policy';

type Actor = PolicyActor;

async function assertGroupsExist(db: Executor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.selectFrom('auth_group').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw validationError({ group_ids: ['does_not_exist'] });
}

async function setGroups(db: Executor, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('user_group').where('user_id', '=', userId).execute();
  const unique = [...new Set(ids)];
  if (unique.length)
    await db
      .insertInto('user_group')
      .values(unique.map((group_id) => ({ user_id: userId, group_id })))
      .execute();
}

function own(form: UserForm) {
  const { group_ids: _g, ...columns } = form;
  return columns;
}

export async function createUser(
  ctx: AppContext,
  db: Executor,
  actor: Actor,
  form: UserCreateForm,
): Promise<number> {
  await assertMayGrant(db, actor, form);
  await assertGroupsExist(db, form.group_ids);
  await assertPasswordConditions(ctx, form.password);
  const { email, password, ...rest } = form;
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw validationError({ email: ['email_already_exists'] });
  const row = await db
    .insertInto('users')
    .values({ ...own(rest), email, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setGroups(db, row.id, form.group_ids);
  return row.id;
}

async function lockUser(db: Executor, id: number): Promise<UserRow> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Ends every session of the user: after deactivation, a new password or a loss of rights. */
async function signOutEverywhere(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('session').where('user_id', '=', userId).execute();
}

export async function updateUser(
  db: Executor,
  actor: Actor,
  id: number,
  form: UserForm,
): Promise<void> {
  const target = await lockUser(db, id);
  await assertMayActOnUser(db, actor, target);
  await assertMayGrant(db, actor, form);
  await assertGroupsExist(db, form.group_ids);
  if (id === actor.id && (!form.is_active || (actor.is_superuser && !form.is_superuser)))
    throw new AppError(400, 'cannot_change_own_access', 'You cannot take away your own access.');
  await db
    .updateTable('users')
    .set({ ...own(form), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await setGroups(db, id, form.group_ids);
  if (!form.is_active || (target.is_superuser && !form.is_superuser))
    await signOutEverywhere(db, id);
}

export async function setPassword(
  ctx: AppContext,
  db: Executor,
  actor: Actor,
  id: number,
  password: string,
): Promise<void> {
  const target = await lockUser(db, id);
  await assertMayActOnUser(db, actor, target);
  await assertPasswordConditions(ctx, password);
  await db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(password),
      failed_login_count: 0,
      lock_until: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
  await signOutEverywhere(db, id);
}

/** Groups: a superuser's business, since a group is a bundle of permissions. */
export async function saveGroup(db: Executor, form: GroupInput, id?: number): Promise<number> {
  const codenames = [...new Set(form.permission_codenames)];
  const permissions = codenames.length
    ? await db
        .selectFrom('auth_permission')
        .select('id')
        .where('codename', 'in', codenames)
        .execute()
    : [];
  if (permissions.length !== codenames.length)
    throw validationError({ permission_codenames: ['does_not_exist'] });
  let taken = db.selectFrom('auth_group').select('id').where('name', '=', form.name);
  if (id) taken = taken.where('id', '<>', id);
  if (await taken.executeTakeFirst()) throw validationError({ name: ['already_exists'] });
  let groupId = id;
  if (groupId === undefined) {
    groupId = (
      await db
        .insertInto('auth_group')
        .values({ name: form.name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    const updated = await db
      .updateTable('auth_group')
      .set({ name: form.name })
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound();
    await db.deleteFrom('auth_group_permission').where('group_id', '=', groupId).execute();
  }
  if (permissions.length)
    await db
      .insertInto('auth_group_permission')
      .values(permissions.map((p) => ({ group_id: groupId, permission_id: p.id })))
      .execute();
  return groupId;
}

export async function deleteGroup(db: Executor, id: number): Promise<void> {
  const members = await db
    .selectFrom('user_group')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(members.n) > 0) throw cannotDelete([`users (${Number(members.n)})`]);
  const deleted = await db.deleteFrom('auth_group').where('id', '=', id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound();
}
