import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_TYPES, pagedSchema, SearchItemSchema, SearchQuerySchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { LISTED_KINDS, listCards } from './catalog.service';
import { contentCountsOf, namedPage } from './taxonomy.repository';

const ALL_KINDS: string[] = CONTENT_TYPES.map((t) => t.code);

/** search/?search=&type=: content (any kind, with the list filters), categories, instructors, providers. */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/',
      {
        config: { access: 'visitor' },
        schema: {
          querystring: SearchQuerySchema,
          response: { 200: pagedSchema(SearchItemSchema) },
        },
      },
      async (request) => {
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { type } = request.query;
        if (type === 'content') {
          const { results, total } = await listCards(
            ctx.db,
            request.query,
            { limit: page.limit, offset: page.offset },
            request.user,
            language,
            ALL_KINDS,
          );
          return page.answer(results, total);
        }
        const { rows, total } = await namedPage(ctx.db, type, {
          search: request.query.search,
          limit: page.limit,
          offset: page.offset,
          language,
        });
        const counts = await contentCountsOf(
          ctx.db,
          type,
          rows.map((row) => row.id),
          LISTED_KINDS,
        );
        const results = rows.map((row) => ({
          id: row.id,
          type,
          code: row.code,
          name: localized({ en: row.name_en, th: row.name_th }, language),
          desc: localized({ en: row.about_en, th: row.about_th }, language),
          image: row.image,
          content_count: counts.get(row.id) ?? 0,
        }));
        return page.answer(results, total);
      },
    );
  };
}
