import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCardSchema, SuggestionQuerySchema, pagedSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { toCard } from './catalog.mapper';
import { listContent } from './catalog.repository';
import { kindsOf } from './catalog.service';

/**
 * GET profile/library/suggestion/?content_type= (SPEC §2 /profile/library/{contenttypeid}/suggestion):
 * what the learner could take next of one kind: the catalog's visible content of that kind that
 * they have not enrolled in, started or been assigned (no learning result), newest first, paged.
 */
export function suggestionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/library/suggestion/',
      {
        config: { access: 'user' },
        schema: {
          querystring: SuggestionQuerySchema,
          response: { 200: pagedSchema(ContentCardSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listContent(
          ctx.db,
          { kinds: kindsOf(request.query.content_type, []), notTakenBy: user.id },
          { limit: page.limit, offset: page.offset, ordering: '-created', language },
          user.id,
        );
        const now = new Date();
        return page.answer(
          rows.map((row) => toCard(row, language, now)),
          total,
        );
      },
    );
  };
}
