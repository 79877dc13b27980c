import type { FastifyRequest } from 'fastify';
import type { GroupInput, UserCreateForm, UserForm, UserListQuery } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { hashPassword } from '@/lib/crypto';
import { AppError, notFound, validationError } from '@/lib/errors';
import { writeAudit } from '@/lib/audit';
import { pageRows } from '@/lib/paging';
import { toWire } from '@/lib/wire';
import { userListQuery } from './user-list';
import { assertPasswordConditions } from '@/modules/account/register.service';
import { assignOnboardingOnJoin } from '@/modules/assignment/onboard-auto-assign';
import { cannotDelete } from '@/lib/admin-crud';
import { assertMayActOnUser, assertMayGrant, mayActOn, type PolicyActor } from './user-policy';
import { permissionCodenames } from '@/lib/permission';
import {
  addGroupPermissions,
  countGroupMembers,
  countGroups,
  deleteGroupRow,
  deleteSessions,
  emailTaken,
  findGroupForEdit,
  findUserForEdit,
  groupNameTaken,
  insertGroup,
  insertUser,
  lockUser,
  managerIdOf,
  permissionIds,
  renameGroup,
  setUserGroups,
  userGroupIds,
  updatePasswordHash,
  updateUserColumns,
  setGroupManagers,
} from './user-admin.repository';

/** An account as the dashboard edits it, with its groups; 404 when there is none. */
export async function userForEdit(db: Executor, id: number) {
  const user = await findUserForEdit(db, id);
  if (!user) throw notFound();
  return toWire(user);
}

/** One page of dashboard/user/ under the filters, with the total that match. */
export async function userPage(
  db: Executor,
  query: UserListQuery,
  page: { limit: number; offset: number },
  actor: PolicyActor,
) {
  const own = actor.is_superuser ? [] : await permissionCodenames(db, actor.id);
  const listed = userListQuery(db, query).select((eb) =>
    mayActOn(eb, actor, own).$castTo<boolean>().as('may_act'),
  );
  const { rows, total } = await pageRows(db, listed, page);
  return { rows: rows.map((row) => toWire(row)), total };
}

/** A group with its permission codenames; 404 when there is none. */
export async function groupForEdit(db: Executor, id: number) {
  return (await findGroupForEdit(db, id)) ?? Promise.reject(notFound());
}

async function assertGroupsExist(db: Executor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  if ((await countGroups(db, unique)) !== unique.length)
    throw validationError({ group_ids: ['does_not_exist'] });
}

function own(form: UserForm) {
  const { group_ids: _g, manager_email: _m, ...columns } = form;
  return columns;
}

/**
 * The manager column of a form (issue 19: the team is the users whose manager is me): an
 * account with that email other than the account itself; nothing when the form left it out.
 */
async function managerColumn(db: Executor, form: UserForm, selfId?: number) {
  const managerId = await managerIdOf(db, form.manager_email);
  if (managerId === 'missing') throw validationError({ manager_email: ['does_not_exist'] });
  if (managerId !== null && managerId !== undefined && managerId === selfId)
    throw validationError({ manager_email: ['invalid_choice'] });
  return managerId === undefined ? {} : { manager_id: managerId };
}

async function mustLock(db: Executor, id: number): Promise<UserRow> {
  return (await lockUser(db, id)) ?? Promise.reject(notFound());
}

/** A new account with its groups and audit row; answers the account as the dashboard edits it. */
export async function createUser(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  form: UserCreateForm,
) {
  const id = await ctx.db.transaction().execute(async (db) => {
    await assertMayGrant(db, actor, form);
    await assertGroupsExist(db, form.group_ids);
    await assertPasswordConditions(ctx, form.password);
    const { email, password, ...rest } = form;
    if (await emailTaken(db, email)) throw validationError({ email: ['email_already_exists'] });
    const created = await insertUser(db, {
      ...own(rest),
      ...(await managerColumn(db, rest)),
      email,
      password_hash: await hashPassword(password),
    });
    const groups = [...new Set(form.group_ids)];
    await setUserGroups(db, created, groups);
    // Onboarding programs set to be assigned to the new members of these groups.
    await assignOnboardingOnJoin(
      db,
      { userId: created, groupIds: groups, actorId: actor.id },
      { ip: request.ip },
    );
    const { password: _p, ...logged } = form;
    await writeAudit(db, request, actor.id, 'create', 'user', created, logged);
    return created;
  });
  return userForEdit(ctx.db, id);
}

/**
 * Saves an account's form. Nobody takes away their own access; deactivation or a superuser
 * losing the flag ends the account's sessions.
 */
export async function updateUser(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
  form: UserForm,
) {
  await ctx.db.transaction().execute(async (db) => {
    const target = await mustLock(db, id);
    await assertMayActOnUser(db, actor, target);
    await assertMayGrant(db, actor, form, target);
    await assertGroupsExist(db, form.group_ids);
    if (id === actor.id && (!form.is_active || (actor.is_superuser && !form.is_superuser)))
      throw new AppError(400, 'cannot_change_own_access', 'You cannot take away your own access.');
    await updateUserColumns(db, id, { ...own(form), ...(await managerColumn(db, form, id)) });
    const groups = [...new Set(form.group_ids)];
    const before = new Set(await userGroupIds(db, id));
    await setUserGroups(db, id, groups);
    await assignOnboardingOnJoin(
      db,
      { userId: id, groupIds: groups.filter((g) => !before.has(g)), actorId: actor.id },
      { ip: request.ip },
    );
    if (!form.is_active || (target.is_superuser && !form.is_superuser))
      await deleteSessions(db, id);
    await writeAudit(db, request, actor.id, 'update', 'user', id, form);
  });
  return userForEdit(ctx.db, id);
}

/** Sets an account's password, lifts its sign-in lock and ends its sessions. */
export async function setPassword(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
  password: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (db) => {
    const target = await mustLock(db, id);
    await assertMayActOnUser(db, actor, target);
    await assertPasswordConditions(ctx, password);
    await updatePasswordHash(db, id, await hashPassword(password));
    await deleteSessions(db, id);
    await writeAudit(db, request, actor.id, 'update', 'user_password', id, {});
  });
}

async function saveGroupRow(db: Executor, form: GroupInput, id?: number): Promise<number> {
  const codenames = [...new Set(form.permission_codenames)];
  const permissions = await permissionIds(db, codenames);
  if (permissions.length !== codenames.length)
    throw validationError({ permission_codenames: ['does_not_exist'] });
  if (await groupNameTaken(db, form.name, id)) throw validationError({ name: ['already_exists'] });
  let groupId = id;
  if (groupId === undefined) groupId = await insertGroup(db, form.name);
  else if (!(await renameGroup(db, groupId, form.name))) throw notFound();
  await addGroupPermissions(
    db,
    groupId,
    permissions.map((p) => p.id),
  );
  if (form.manager_emails !== undefined) {
    const missing = await setGroupManagers(db, groupId, form.manager_emails);
    if (missing.length) throw validationError({ manager_emails: ['does_not_exist'] });
  }
  return groupId;
}

/**
 * Groups: a superuser's business, since a group is a bundle of permissions. Creates the group
 * (no `id`) or replaces its name and permissions, with the audit row; answers it as edited.
 */
export async function saveGroup(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  form: GroupInput,
  id?: number,
) {
  const saved = await ctx.db.transaction().execute(async (db) => {
    const groupId = await saveGroupRow(db, form, id);
    const action = id === undefined ? 'create' : 'update';
    await writeAudit(db, request, actor.id, action, 'group', groupId, form);
    return groupId;
  });
  return groupForEdit(ctx.db, saved);
}

/** Deletes a group no user is in (424 otherwise), with its audit row. */
export async function deleteGroup(
  ctx: AppContext,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (db) => {
    const members = await countGroupMembers(db, id);
    if (members > 0) throw cannotDelete([`users (${members})`]);
    if (!(await deleteGroupRow(db, id))) throw notFound();
    await writeAudit(db, request, actor.id, 'delete', 'group', id, {});
  });
}
