import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FlashCardAnswerInputSchema,
  FlashCardAnswerSchema,
  FlashCardImageInputSchema,
  FlashCardImageSchema,
  FlashCardParamSchema,
  FlashCardSetInputSchema,
  FlashCardSetSchema,
  IdParamSchema,
  MyFlashCardSetListSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { mediaRoot } from '@/lib/media/media-storage';
import { requestedPage } from '@/lib/paging';
import { iso } from '@/lib/refs';
import { requireUser } from '@/plugins/session';
import { relatedRoute } from '@/modules/catalog/related-content';
import { storeCardImage } from './card-image';
import { mySets } from './flash-card.repository';
import { answerCard, createSet, requestApproval, setDetail, updateSet } from './flash-card.service';
import { relatedSetsScope } from './related-sets';

const user = { access: 'user' as const };

/**
 * Flash cards (SPEC §2 /flash-card): studying a set with a Leitner box per card, and learners'
 * own sets (create, ugc/edit, list, request-approval) that publish through the learner-made
 * material approval on the dashboard.
 */
export function flashCardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const media = mediaRoot(ctx.config);
  return async (app) => {
    app.get(
      '/flash-card/mine/',
      {
        config: user,
        schema: { querystring: PageQuerySchema, response: { 200: MyFlashCardSetListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await mySets(ctx.db, requireUser(request).id, page);
        return page.answer(
          rows.map((r) => ({
            ...r,
            card_count: Number(r.card_count),
            request_reason: r.request_reason ?? '',
            updated_at: iso(r.updated_at) ?? '',
          })),
          total,
        );
      },
    );

    app.post(
      '/flash-card/',
      {
        config: user,
        schema: { body: FlashCardSetInputSchema, response: { 201: FlashCardSetSchema } },
      },
      async (request, reply) => {
        const me = requireUser(request);
        const id = await createSet(ctx.db, media, me, request.body, request);
        return reply.status(201).send(await setDetail(ctx.db, me, id));
      },
    );

    app.post(
      '/flash-card/image/',
      {
        config: user,
        bodyLimit: 1024 * 1024,
        schema: { body: FlashCardImageInputSchema, response: { 201: FlashCardImageSchema } },
      },
      async (request, reply) => {
        const url = await storeCardImage(ctx.db, media, {
          ...request.body,
          userId: requireUser(request).id,
        });
        return reply.status(201).send({ url });
      },
    );

    app.get(
      '/flash-card/:id/',
      { config: user, schema: { params: IdParamSchema, response: { 200: FlashCardSetSchema } } },
      async (request) => setDetail(ctx.db, requireUser(request), request.params.id),
    );

    relatedRoute(app, ctx, '/flash-card/:id/related/', relatedSetsScope);

    app.put(
      '/flash-card/:id/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: FlashCardSetInputSchema,
          response: { 200: FlashCardSetSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await updateSet(ctx.db, media, me, request.params.id, request.body, request);
        return setDetail(ctx.db, me, request.params.id);
      },
    );

    app.post(
      '/flash-card/:id/request-approval/',
      { config: user, schema: { params: IdParamSchema, response: { 200: FlashCardSetSchema } } },
      async (request) => {
        const me = requireUser(request);
        await requestApproval(ctx.db, me, request.params.id, request);
        return setDetail(ctx.db, me, request.params.id);
      },
    );

    app.post(
      '/flash-card/:id/card/:cardId/answer/',
      {
        config: user,
        schema: {
          params: FlashCardParamSchema,
          body: FlashCardAnswerInputSchema,
          response: { 200: FlashCardAnswerSchema },
        },
      },
      async (request) =>
        answerCard(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.params.cardId,
          request.body.knew,
        ),
    );
  };
}
