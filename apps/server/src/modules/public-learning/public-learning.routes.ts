import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  LangQuerySchema,
  PageQuerySchema,
  PublicLearningCardSchema,
  PublicLearningDetailSchema,
  PublicLearningProgressSchema,
  PublicLearningResultSchema,
  PublicProviderCardSchema,
  PublicProviderDetailSchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import {
  toLearningCard,
  toLearningDetail,
  toProviderCard,
  toResult,
} from './public-learning.mapper';
import {
  ownResult,
  providerItems,
  publishedProvider,
  publishedProviders,
  readableItem,
} from './public-learning.repository';
import { recordPublicProgress } from './public-learning.service';

const visitor = { access: 'visitor' } as const;
const paged = PageQuerySchema.extend(LangQuerySchema.shape);

/**
 * The readers' side: public providers (list, page, their public learning) and a public learning
 * item, visitor reads as the catalog (drafts and unpublished providers answer 404); a signed-in
 * learner's learning result on an item, read and recorded.
 */
export function publicLearningRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public-provider/',
      {
        config: visitor,
        schema: { querystring: paged, response: { 200: pagedSchema(PublicProviderCardSchema) } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const language = languageOf(request);
        const { rows, total } = await publishedProviders(ctx.db, page);
        return page.answer(
          rows.map((row) => toProviderCard(row, language)),
          total,
        );
      },
    );

    app.get(
      '/public-provider/:id/',
      {
        config: visitor,
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: PublicProviderDetailSchema },
        },
      },
      async (request) => {
        const row = await publishedProvider(ctx.db, request.params.id);
        if (!row) throw notFound();
        const language = languageOf(request);
        return {
          ...toProviderCard(row, language),
          about: localized({ en: row.about_en, th: row.about_th }, language),
        };
      },
    );

    app.get(
      '/public-provider/:id/public-learning/',
      {
        config: visitor,
        schema: {
          params: IdParamSchema,
          querystring: paged,
          response: { 200: pagedSchema(PublicLearningCardSchema) },
        },
      },
      async (request) => {
        if (!(await publishedProvider(ctx.db, request.params.id))) throw notFound();
        const page = await requestedPage(request, ctx.settings);
        const language = languageOf(request);
        const { rows, total } = await providerItems(ctx.db, request.params.id, page);
        return page.answer(
          rows.map((row) => toLearningCard(row, language)),
          total,
        );
      },
    );

    app.get(
      '/public-learning/:id/',
      {
        config: visitor,
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: PublicLearningDetailSchema },
        },
      },
      async (request) => {
        const row = await readableItem(ctx.db, request.params.id);
        if (!row) throw notFound();
        return toLearningDetail(row, languageOf(request));
      },
    );

    app.get(
      '/public-learning/:id/learning-result/',
      { schema: { params: IdParamSchema, response: { 200: PublicLearningResultSchema } } },
      async (request) => {
        const user = requireUser(request);
        if (!(await readableItem(ctx.db, request.params.id))) throw notFound();
        return toResult(await ownResult(ctx.db, user.id, request.params.id));
      },
    );

    app.post(
      '/public-learning/:id/learning-result/',
      {
        schema: {
          params: IdParamSchema,
          body: PublicLearningProgressSchema,
          response: { 200: PublicLearningResultSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return toResult(await recordPublicProgress(ctx.db, user, request.params.id, request.body));
      },
    );
  };
}
