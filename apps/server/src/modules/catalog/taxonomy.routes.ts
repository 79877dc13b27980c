import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryDetailSchema,
  CategoryNodeSchema,
  IdParamSchema,
  InstructorDetailSchema,
  LangQuerySchema,
  PageQuerySchema,
  pagedSchema,
  ProviderDetailSchema,
  TagDetailSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { paged, pageWindow } from '@/lib/paging';
import {
  categoryDetail,
  categoryTree,
  instructorDetail,
  providerDetail,
  tagDetail,
} from './taxonomy.service';

const detail = { params: IdParamSchema, querystring: LangQuerySchema };

/** Categories (tree), providers, instructors and tags: public reads in the user's language. */
export function taxonomyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/category/',
      {
        config: { access: 'visitor' },
        schema: {
          querystring: PageQuerySchema.extend(LangQuerySchema.shape),
          response: { 200: pagedSchema(CategoryNodeSchema) },
        },
      },
      async (request) => {
        const { page, pageSize, offset } = pageWindow(
          request.query,
          await ctx.settings.get('config-page-size'),
        );
        const nodes = await categoryTree(ctx.db, languageOf(request), request.query.search);
        return paged(request, nodes.slice(offset, offset + pageSize), nodes.length, page, pageSize);
      },
    );
    app.get(
      '/category/:id/',
      {
        config: { access: 'visitor' },
        schema: { ...detail, response: { 200: CategoryDetailSchema } },
      },
      async (request) => categoryDetail(ctx.db, request.params.id, languageOf(request)),
    );
    app.get(
      '/provider/:id/',
      {
        config: { access: 'visitor' },
        schema: { ...detail, response: { 200: ProviderDetailSchema } },
      },
      async (request) => providerDetail(ctx.db, request.params.id, languageOf(request)),
    );
    app.get(
      '/instructor/:id/',
      {
        config: { access: 'visitor' },
        schema: { ...detail, response: { 200: InstructorDetailSchema } },
      },
      async (request) => instructorDetail(ctx.db, request.params.id, languageOf(request)),
    );
    app.get(
      '/tag/:id/',
      { config: { access: 'visitor' }, schema: { ...detail, response: { 200: TagDetailSchema } } },
      async (request) => tagDetail(ctx.db, request.params.id, languageOf(request)),
    );
  };
}
