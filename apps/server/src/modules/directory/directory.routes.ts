import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DepartmentCascadeQuerySchema,
  DepartmentPageSchema,
  JobPositionPageSchema,
  PositionQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { notAuthenticated } from '@/lib/errors';
import { isLiveInvitation } from '@/modules/account';
import { pageRows, requestedPage } from '@/lib/paging';
import { departmentLevelQuery, positionQuery } from './directory.repository';

/**
 * SPEC §7 filter/department-cascade/ and filter/position/: the department tree one level a
 * page (`parent` the node whose children are asked) and the positions, both searchable in
 * English and Thai. Any signed-in user reads them (the profile form, the user list filters),
 * and so does a visitor holding a live invitation token (`invitation`): the invitation page
 * (/account/validate) asks for the department and position before its person is signed in.
 * Anyone else gets 401, as for a signed-in-only route.
 */
async function assertReader(
  ctx: AppContext,
  request: FastifyRequest,
  invitation: string | undefined,
): Promise<void> {
  if (request.user) return;
  if (invitation && (await isLiveInvitation(ctx.db, invitation))) return;
  throw notAuthenticated();
}

export function directoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/filter/department-cascade/',
      {
        config: { access: 'public' },
        schema: {
          querystring: DepartmentCascadeQuerySchema,
          response: { 200: DepartmentPageSchema },
        },
      },
      async (request) => {
        await assertReader(ctx, request, request.query.invitation);
        const page = await requestedPage(request, ctx.settings);
        const query = departmentLevelQuery(
          ctx.db,
          request.query.parent ?? null,
          request.query.search?.trim(),
        );
        const { rows, total } = await pageRows(ctx.db, query, page);
        return page.answer(rows, total);
      },
    );
    app.get(
      '/filter/position/',
      {
        config: { access: 'public' },
        schema: { querystring: PositionQuerySchema, response: { 200: JobPositionPageSchema } },
      },
      async (request) => {
        await assertReader(ctx, request, request.query.invitation);
        const page = await requestedPage(request, ctx.settings);
        const query = positionQuery(ctx.db, request.query.search?.trim());
        const { rows, total } = await pageRows(ctx.db, query, page);
        return page.answer(rows, total);
      },
    );
  };
}
