import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckInAnswerSchema,
  IdParamSchema,
  LangQuerySchema,
  LiveDetailSchema,
  LiveSessionSchema,
  PageQuerySchema,
  pagedSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { getLive, joinLive, listMyLive } from './live.service';

const emptyBody = z.object({}).strict().optional();

/**
 * The learner's live routes: my upcoming and live sessions (signed in), a session's page (for
 * everyone; what lets one join only for its enrolled learners) and joining it while live.
 */
export function liveRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live/',
      {
        config: { access: 'user' },
        schema: {
          querystring: PageQuerySchema.extend(LangQuerySchema.shape),
          response: { 200: pagedSchema(LiveSessionSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listMyLive(
          ctx.db,
          requireUser(request),
          { limit: page.limit, offset: page.offset },
          languageOf(request),
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/live/:id/',
      {
        config: { access: 'visitor' },
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: LiveDetailSchema },
        },
      },
      async (request) => getLive(ctx, request.params.id, request.user, languageOf(request)),
    );

    app.post(
      '/live/:id/join/',
      {
        config: { access: 'user' },
        schema: { params: IdParamSchema, body: emptyBody, response: { 200: CheckInAnswerSchema } },
      },
      async (request) => joinLive(ctx.db, requireUser(request), request.params.id),
    );
  };
}
