import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepartmentCascadeQuerySchema,
  DepartmentPageSchema,
  JobPositionPageSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { departmentLevelQuery, positionQuery } from './directory.repository';

/**
 * SPEC §7 filter/department-cascade/ and filter/position/: the department tree one level a
 * page (`parent` the node whose children are asked) and the positions, both searchable in
 * English and Thai. Any signed-in user reads them (the profile form, the user list filters).
 */
export function directoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/filter/department-cascade/',
      {
        config: { access: 'user' },
        schema: {
          querystring: DepartmentCascadeQuerySchema,
          response: { 200: DepartmentPageSchema },
        },
      },
      async (request) => {
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
        config: { access: 'user' },
        schema: { querystring: PageQuerySchema, response: { 200: JobPositionPageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const query = positionQuery(ctx.db, request.query.search?.trim());
        const { rows, total } = await pageRows(ctx.db, query, page);
        return page.answer(rows, total);
      },
    );
  };
}
