import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPasswordSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  GroupDetailSchema,
  GroupInputSchema,
  GroupPageSchema,
  IdParamSchema,
  InvitationSchema,
  InviteUserSchema,
  NoContentSchema,
  PageQuerySchema,
  PermissionOptionListSchema,
  UserCreateSchema,
  UserFormSchema,
  UserListQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { listPermissions } from './user-admin.repository';
import {
  createUser,
  deleteGroup,
  groupForEdit,
  saveGroup,
  setPassword,
  updateUser,
  userForEdit,
  userPage,
} from './user-admin.service';
import { inviteUser } from './user-invite.service';
import { GROUP_EXPORT, USER_EXPORT, groupListQuery, userListQuery } from './user-list';

const MANAGE_USER: Access = { permission: 'dashboard_manage_user' };
const USERS_SHEET = { en: 'Users', th: 'ผู้ใช้' };
const GROUPS_SHEET = { en: 'Groups', th: 'กลุ่ม' };

/**
 * Dashboard: accounts (list, search, create, edit flags and groups, deactivate, set a password)
 * with dashboard_manage_user, and groups with their permissions, which only superusers change.
 */
export function userAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/',
      {
        config: { access: MANAGE_USER },
        schema: { querystring: UserListQuerySchema, response: { 200: AdminUserPageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await userPage(ctx.db, request.query, page, requireUser(request));
        return page.answer(rows, total);
      },
    );

    app.get(
      '/user/export/',
      {
        config: { access: MANAGE_USER },
        schema: { querystring: UserListQuerySchema, response: XLSX_RESPONSE },
      },
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
      {
        config: { access: MANAGE_USER },
        schema: { querystring: PageQuerySchema, response: XLSX_RESPONSE },
      },
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
      {
        config: { access: MANAGE_USER },
        schema: { params: IdParamSchema, response: { 200: AdminUserDetailSchema } },
      },
      async (request) => userForEdit(ctx.db, request.params.id),
    );

    app.post(
      '/user/',
      {
        config: { access: MANAGE_USER, changesUser: 'new' },
        schema: { body: UserCreateSchema, response: { 201: AdminUserDetailSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await createUser(ctx, request, requireUser(request), request.body)),
    );

    app.patch(
      '/user/:id/',
      {
        config: { access: MANAGE_USER, changesUser: 'id' },
        schema: {
          params: IdParamSchema,
          body: UserFormSchema,
          response: { 200: AdminUserDetailSchema },
        },
      },
      async (request) =>
        updateUser(ctx, request, requireUser(request), request.params.id, request.body),
    );

    app.post(
      '/user/:id/set-password/',
      {
        config: { access: MANAGE_USER, changesUser: 'id' },
        schema: {
          params: IdParamSchema,
          body: AdminPasswordSchema,
          response: { 200: z.object({}) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await setPassword(ctx, request, requireUser(request), id, request.body.password);
        return {};
      },
    );

    app.post(
      '/user/:id/invite/',
      {
        config: { access: MANAGE_USER, changesUser: 'id' },
        schema: {
          params: IdParamSchema,
          body: InviteUserSchema,
          response: { 200: InvitationSchema },
        },
      },
      async (request) => inviteUser(ctx, request, requireUser(request), request.params.id),
    );

    app.get(
      '/group/',
      {
        config: { access: MANAGE_USER },
        schema: { querystring: PageQuerySchema, response: { 200: GroupPageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await pageRows(ctx.db, groupListQuery(ctx.db, request.query), page);
        return page.answer(rows, total);
      },
    );

    app.get(
      '/filter/permission/',
      {
        config: { access: MANAGE_USER },
        schema: { response: { 200: PermissionOptionListSchema } },
      },
      async () => ({ results: await listPermissions(ctx.db) }),
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
      async (request, reply) =>
        reply.status(201).send(await saveGroup(ctx, request, requireUser(request), request.body)),
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
      async (request) =>
        saveGroup(ctx, request, requireUser(request), request.body, request.params.id),
    );

    app.delete(
      '/group/:id/',
      {
        config: { access: 'superuser' },
        schema: { params: IdParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        await deleteGroup(ctx, request, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
