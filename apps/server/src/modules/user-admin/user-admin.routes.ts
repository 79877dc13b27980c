import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPasswordSchema,
  GroupDetailSchema,
  GroupInputSchema,
  GroupPageSchema,
  IdParamSchema,
  PageQuerySchema,
  PermissionOptionListSchema,
  UserCreateSchema,
  UserFormSchema,
  UserListQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import { notFound } from '@/lib/errors';
import { pageRows, requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx } from '@/lib/xlsx-export';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { writeAudit } from '@/lib/audit';
import { createUser, deleteGroup, saveGroup, setPassword, updateUser } from './user-admin.service';
import {
  GROUP_EXPORT,
  USER_COLUMNS,
  USER_EXPORT,
  dashboardPermission,
  groupListQuery,
  userListQuery,
} from './user-list';

const MANAGE_USER: Access = { permission: 'dashboard_manage_user' };
const USERS_SHEET = { en: 'Users', th: 'ผู้ใช้' };
const GROUPS_SHEET = { en: 'Groups', th: 'กลุ่ม' };

async function userForEdit(db: Executor, id: number) {
  const user = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select((eb) => dashboardPermission(eb).as('is_dashboard_permission'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound();
  const groups = await db
    .selectFrom('user_group')
    .innerJoin('auth_group', 'auth_group.id', 'user_group.group_id')
    .select(['auth_group.id', 'auth_group.name'])
    .where('user_group.user_id', '=', id)
    .orderBy('auth_group.name')
    .execute();
  return { ...user, group_ids: groups.map((g) => g.id), group_list: groups };
}

async function groupForEdit(db: Executor, id: number) {
  const group = await db
    .selectFrom('auth_group')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!group) throw notFound();
  const permissions = await db
    .selectFrom('auth_group_permission')
    .innerJoin('auth_permission', 'auth_permission.id', 'auth_group_permission.permission_id')
    .select('auth_permission.codename')
    .where('auth_group_permission.group_id', '=', id)
    .orderBy('auth_permission.codename')
    .execute();
  return { ...group, permission_codenames: permissions.map((p) => p.codename) };
}

/**
 * Dashboard: accounts (list, search, create, edit flags and groups, deactivate, set a password)
 * with dashboard_manage_user, and groups with their permissions, which only superusers change.
 */
export function userAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/',
      { config: { access: MANAGE_USER }, schema: { querystring: UserListQuerySchema } },
      async (request) => {
        const { query } = request;
        const page = await requestedPage(request, ctx.settings);
        const q = userListQuery(ctx.db, query);
        const { rows, total } = await pageRows(ctx.db, q, page);
        return page.answer(rows, total);
      },
    );

    app.get(
      '/user/export/',
      { config: { access: MANAGE_USER }, schema: { querystring: UserListQuerySchema } },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'users',
          sheet: USERS_SHEET,
          language: languageOf(request),
          columns: USER_EXPORT,
          source: querySource(ctx.db, userListQuery(ctx.db, request.query)),
        }),
    );

    app.get(
      '/group/export/',
      { config: { access: MANAGE_USER }, schema: { querystring: PageQuerySchema } },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'groups',
          sheet: GROUPS_SHEET,
          language: languageOf(request),
          columns: GROUP_EXPORT,
          source: querySource(ctx.db, groupListQuery(ctx.db, request.query)),
        }),
    );

    app.get(
      '/user/:id/',
      { config: { access: MANAGE_USER }, schema: { params: IdParamSchema } },
      async (request) => userForEdit(ctx.db, request.params.id),
    );

    app.post(
      '/user/',
      { config: { access: MANAGE_USER, changesUser: 'new' }, schema: { body: UserCreateSchema } },
      async (request, reply) => {
        const actor = requireUser(request);
        const id = await ctx.db.transaction().execute(async (trx) => {
          const created = await createUser(ctx, trx, actor, request.body);
          const { password: _p, ...logged } = request.body;
          await writeAudit(trx, request, actor.id, 'create', 'user', created, logged);
          return created;
        });
        return reply.status(201).send(await userForEdit(ctx.db, id));
      },
    );

    app.patch(
      '/user/:id/',
      {
        config: { access: MANAGE_USER, changesUser: 'id' },
        schema: { params: IdParamSchema, body: UserFormSchema },
      },
      async (request) => {
        const actor = requireUser(request);
        const { id } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await updateUser(trx, actor, id, request.body);
          await writeAudit(trx, request, actor.id, 'update', 'user', id, request.body);
        });
        return userForEdit(ctx.db, id);
      },
    );

    app.post(
      '/user/:id/set-password/',
      {
        config: { access: MANAGE_USER, changesUser: 'id' },
        schema: { params: IdParamSchema, body: AdminPasswordSchema },
      },
      async (request) => {
        const actor = requireUser(request);
        const { id } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await setPassword(ctx, trx, actor, id, request.body.password);
          await writeAudit(trx, request, actor.id, 'update', 'user_password', id, {});
        });
        return {};
      },
    );

    app.get(
      '/group/',
      {
        config: { access: MANAGE_USER },
        schema: { querystring: PageQuerySchema, response: { 200: GroupPageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const q = groupListQuery(ctx.db, request.query);
        const { rows, total } = await pageRows(ctx.db, q, page);
        return page.answer(rows, total);
      },
    );

    app.get(
      '/filter/permission/',
      {
        config: { access: MANAGE_USER },
        schema: { response: { 200: PermissionOptionListSchema } },
      },
      async () => ({
        results: await ctx.db
          .selectFrom('auth_permission')
          .select(['codename', 'name'])
          .orderBy('codename')
          .execute(),
      }),
    );

    app.get(
      '/group/:id/',
      {
        config: { access: MANAGE_USER },
        schema: { params: IdParamSchema, response: { 200: GroupDetailSchema } },
      },
      async (request) => groupForEdit(ctx.db, request.params.id),
    );

    app.post(
      '/group/',
      {
        config: { access: 'superuser' },
        schema: { body: GroupInputSchema, response: { 201: GroupDetailSchema } },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        const id = await ctx.db.transaction().execute(async (trx) => {
          const saved = await saveGroup(trx, request.body);
          await writeAudit(trx, request, actor.id, 'create', 'group', saved, request.body);
          return saved;
        });
        return reply.status(201).send(await groupForEdit(ctx.db, id));
      },
    );

    app.patch(
      '/group/:id/',
      {
        config: { access: 'superuser' },
        schema: {
          params: IdParamSchema,
          body: GroupInputSchema,
          response: { 200: GroupDetailSchema },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        const { id } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await saveGroup(trx, request.body, id);
          await writeAudit(trx, request, actor.id, 'update', 'group', id, request.body);
        });
        return groupForEdit(ctx.db, id);
      },
    );

    app.delete(
      '/group/:id/',
      { config: { access: 'superuser' }, schema: { params: IdParamSchema } },
      async (request, reply) => {
        const actor = requireUser(request);
        const { id } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await deleteGroup(trx, id);
          await writeAudit(trx, request, actor.id, 'delete', 'group', id, {});
        });
        return reply.status(204).send();
      },
    );
  };
}
