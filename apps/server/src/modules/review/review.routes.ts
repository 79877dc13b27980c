import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewQuerySchema,
  ReviewSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { relatedRoute, visitorRelatedRoute } from '@/modules/catalog/related-content';
import {
  listCourseReviews,
  relatedCoursesScope,
  removeCourseReview,
  saveCourseReview,
} from './course-review.service';
import { relatedMaterialsScope } from './review.service';
import { listReviews, removeReview, saveReview } from './review.service';

/** Reviews (rating + comment) and related materials of a material's own page. */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/material/:id/review/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: ReviewQuerySchema,
          response: { 200: ReviewListSchema },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await listReviews(ctx.db, requireUser(request), request.params.id, {
          limit: page.limit,
          offset: page.offset,
          ordering: request.query.ordering ?? '-updated',
        });
        return {
          ...page.answer(answer.results, answer.total),
          summary: answer.summary,
          own: answer.own,
        };
      },
    );

    app.post(
      '/material/:id/review/',
      {
        config: {
          access: 'user',
          rateLimit: { max: 30, timeWindow: '1 minute' },
        },
        schema: { params: IdParamSchema, body: ReviewInputSchema, response: { 200: ReviewSchema } },
      },
      async (request) => saveReview(ctx.db, requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/material/:id/review/',
      {
        config: { access: 'user' },
        schema: { params: IdParamSchema },
      },
      async (request, reply) => {
        await removeReview(ctx.db, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    relatedRoute(app, ctx, '/material/:id/related/', relatedMaterialsScope);

    // A course's reviews and related courses (issue 21 item 7): visitors read them too.
    app.get(
      '/course/:id/review/',
      {
        config: { access: 'visitor' },
        schema: {
          params: IdParamSchema,
          querystring: ReviewQuerySchema,
          response: { 200: ReviewListSchema },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await listCourseReviews(ctx.db, request.user, request.params.id, {
          limit: page.limit,
          offset: page.offset,
          ordering: request.query.ordering ?? '-updated',
        });
        return {
          ...page.answer(answer.results, answer.total),
          summary: answer.summary,
          own: answer.own,
        };
      },
    );

    app.post(
      '/course/:id/review/',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { params: IdParamSchema, body: ReviewInputSchema, response: { 200: ReviewSchema } },
      },
      async (request) =>
        saveCourseReview(ctx.db, requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/course/:id/review/',
      { config: { access: 'user' }, schema: { params: IdParamSchema } },
      async (request, reply) => {
        await removeCourseReview(ctx.db, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    visitorRelatedRoute(app, ctx, '/course/:id/related/', relatedCoursesScope);
  };
}
