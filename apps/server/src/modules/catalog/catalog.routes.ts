import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentCardSchema,
  ContentListQuerySchema,
  CourseDetailSchema,
  IdParamSchema,
  LangQuerySchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { requestedPage } from '@/lib/paging';
import { getCourse, listCards } from './catalog.service';

/** Course list and detail for the learner front; visitors may browse. */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/course/',
      {
        config: { access: 'visitor' },
        schema: {
          querystring: ContentListQuerySchema,
          response: { 200: pagedSchema(ContentCardSchema) },
        },
      },
      async (request) => {
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listCards(
          ctx.db,
          request.query,
          { limit: page.limit, offset: page.offset },
          request.user,
          language,
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/course/:id/',
      {
        config: { access: 'visitor' },
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: CourseDetailSchema },
        },
      },
      async (request) => {
        const language = languageOf(request);
        return getCourse(ctx.db, request.params.id, request.user, language);
      },
    );
  };
}
