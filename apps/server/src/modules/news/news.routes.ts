import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  LangQuerySchema,
  NewsCardSchema,
  NewsDetailSchema,
  PageQuerySchema,
  pagedSchema,
  type NewsKind,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { notFound } from '@/lib/errors';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { toNewsCard, toNewsDetail } from './news.mapper';
import { publishedOne, publishedPage } from './news.repository';

/**
 * The reader's news list (pinned first, then newest; the home page asks page_size=3) and a news
 * item; the informative pages' list (the footer's links) and a page. Visitors read them while
 * B2C is on, as the catalog.
 */
export function newsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of ['news', 'informative'] as const satisfies NewsKind[]) {
      app.get(
        `/${kind}/`,
        {
          config: { access: 'visitor' },
          schema: {
            querystring: PageQuerySchema.extend(LangQuerySchema.shape),
            response: { 200: pagedSchema(NewsCardSchema) },
          },
        },
        async (request) => {
          const page = await requestedPage(request, ctx.settings);
          const language = languageOf(request);
          const { rows, total } = await publishedPage(ctx.db, kind, page);
          return page.answer(
            rows.map((row) => toNewsCard(row, language)),
            total,
          );
        },
      );

      app.get(
        `/${kind}/:id/`,
        {
          config: { access: 'visitor' },
          schema: {
            params: IdParamSchema,
            querystring: LangQuerySchema,
            response: { 200: NewsDetailSchema },
          },
        },
        async (request) => {
          const row = await publishedOne(ctx.db, kind, request.params.id);
          if (!row) throw notFound();
          return toNewsDetail(row, languageOf(request));
        },
      );
    }
  };
}
