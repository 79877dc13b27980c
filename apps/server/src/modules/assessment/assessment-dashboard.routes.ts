import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardAttemptDetailSchema,
  DashboardAttemptParamSchema,
  DashboardAttemptQuerySchema,
  DashboardAttemptSchema,
  IdParamSchema,
  LangQuerySchema,
  MarkSchema,
  MarkingWaitingQuerySchema,
  MarkingWaitingSchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { requireUser } from '@/plugins/session';
import { ATTEMPT_EXPORT } from './attempt-export';
import { getAttemptForReview, listAttemptsForReview, markAnswer } from './review.service';
import { MANAGE_ENROLLMENT } from '@/plugins/access';
import { waitingForMarking } from './test.repository';

/** Reviewing and marking test attempts, under /api/dashboard/ (the guard checks the dashboard). */
export function dashboardAssessmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/test/waiting/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          querystring: MarkingWaitingQuerySchema,
          response: { 200: MarkingWaitingSchema },
        },
      },
      async (request) => waitingForMarking(ctx.db, request.query.id_list.split(',').map(Number)),
    );

    app.get(
      '/test/:id/attempt/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: IdParamSchema,
          querystring: DashboardAttemptQuerySchema,
          response: { 200: pagedSchema(DashboardAttemptSchema) },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listAttemptsForReview(
          ctx,
          admin,
          request.params.id,
          request.query,
          { limit: page.limit, offset: page.offset },
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/test/:id/attempt/export/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: IdParamSchema,
          querystring: DashboardAttemptQuerySchema,
          response: XLSX_RESPONSE,
        },
      },
      async (request, reply) => {
        const admin = requireUser(request);
        const page = (limit: number, offset: number) =>
          listAttemptsForReview(ctx, admin, request.params.id, request.query, { limit, offset });
        return sendXlsx(reply, {
          name: `test-${request.params.id}-attempts`,
          sheet: { en: 'Attempts', th: 'การทำแบบทดสอบ' },
          language: languageOf(request),
          columns: ATTEMPT_EXPORT,
          source: {
            count: async () => (await page(1, 0)).total,
            rows: async (limit, offset) => (await page(limit, offset)).results,
          },
        });
      },
    );

    app.get(
      '/test/attempt/:attemptId/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: DashboardAttemptParamSchema,
          querystring: LangQuerySchema,
          response: { 200: DashboardAttemptDetailSchema },
        },
      },
      async (request) =>
        getAttemptForReview(
          ctx,
          requireUser(request),
          request.params.attemptId,
          languageOf(request),
        ),
    );

    app.post(
      '/test/attempt/:attemptId/mark/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: DashboardAttemptParamSchema,
          body: MarkSchema,
          response: { 200: DashboardAttemptDetailSchema },
        },
      },
      async (request) =>
        markAnswer(
          ctx,
          requireUser(request),
          request.params.attemptId,
          request.body,
          languageOf(request),
        ),
    );
  };
}
