import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkDecisionSchema,
  ContentOptionQuerySchema,
  ContentOptionSchema,
  DashboardResultSchema,
  PageQuerySchema,
  ResultAuditItemSchema,
  DecisionSchema,
  IdParamSchema,
  LearningResultSchema,
  pagedSchema,
  ResultListQuerySchema,
  statusGroup,
  StatusPatchSchema,
  PROGRESS_STATUS,
  type ProgressStatus,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { boundedCount } from '@/lib/count';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { requireUser } from '@/plugins/session';
import { contentTypeRef, iso } from '@/lib/refs';
import { assertCanManageEnrollment } from './enrollment.policy';
import { approveMany, decide, resultAudit } from './dashboard-result.service';
import { listContentOptions, listResults, resultListQuery } from './dashboard-result.repository';
import { RESULT_EXPORT } from './result-export';
import { MANAGE_ENROLLMENT } from '@/plugins/access';

/** Dashboard: list learners' results, approve or reject requests, change a status. */
export function dashboardResultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/learning-result/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          querystring: ResultListQuerySchema,
          response: { 200: pagedSchema(DashboardResultSchema) },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        await assertCanManageEnrollment(ctx.db, admin);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listResults(ctx.db, request.query, page.limit, page.offset);
        const results = rows.map((r) => ({
          id: r.id,
          user_id: r.user_id,
          content_id: r.content_id,
          status: r.status,
          status_group: statusGroup(r.status),
          percent: r.percent,
          datetime_start: iso(r.started_at),
          datetime_complete: iso(r.completed_at),
          datetime_update: iso(r.updated_at) ?? '',
          user: { id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
          content: {
            id: r.content_id,
            code: r.code,
            content_type: contentTypeRef(r.kind, language),
            title: localized({ en: r.title_en, th: r.title_th }, language),
          },
        }));
        return page.answer(results, total);
      },
    );

    app.get(
      '/learning-result/export/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: { querystring: ResultListQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) => {
        await assertCanManageEnrollment(ctx.db, requireUser(request));
        const { filtered, ordered } = resultListQuery(ctx.db, request.query);
        return sendXlsx(reply, {
          name: 'learning-results',
          sheet: { en: 'Learning results', th: 'ผลการเรียน' },
          language: languageOf(request),
          columns: RESULT_EXPORT,
          source: {
            count: (cap) => boundedCount(ctx.db, filtered, cap),
            rows: (limit, offset) => ordered.limit(limit).offset(offset).execute(),
          },
        });
      },
    );

    const decision = {
      params: IdParamSchema,
      body: DecisionSchema,
      response: { 200: LearningResultSchema },
    };
    app.post(
      '/learning-result/:id/approve/',
      { schema: decision, config: { access: MANAGE_ENROLLMENT } },
      async (request) =>
        decide(ctx.db, requireUser(request), request.params.id, {
          to: PROGRESS_STATUS.not_start,
          reason: request.body.reason,
          kind: 'approval',
        }),
    );
    app.post(
      '/learning-result/:id/reject/',
      { schema: decision, config: { access: MANAGE_ENROLLMENT } },
      async (request) =>
        decide(ctx.db, requireUser(request), request.params.id, {
          to: PROGRESS_STATUS.rejected,
          reason: request.body.reason,
          kind: 'approval',
        }),
    );
    app.patch(
      '/learning-result/:id/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: IdParamSchema,
          body: StatusPatchSchema,
          response: { 200: LearningResultSchema },
        },
      },
      async (request) =>
        decide(ctx.db, requireUser(request), request.params.id, {
          // Any smallint the body holds: changeStatus refuses a code outside its tables (409).
          to: request.body.status as ProgressStatus,
          reason: request.body.reason,
          kind: 'admin',
        }),
    );

    app.post(
      '/learning-result/approve/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          body: BulkDecisionSchema,
          response: { 200: z.object({ results: z.array(LearningResultSchema) }) },
        },
      },
      async (request) => ({
        results: await approveMany(
          ctx.db,
          requireUser(request),
          request.body.id_list,
          request.body.reason,
        ),
      }),
    );

    app.get(
      '/learning-result/:id/audit/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(ResultAuditItemSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await resultAudit(
          ctx.db,
          requireUser(request),
          request.params.id,
          {
            limit: page.limit,
            offset: page.offset,
          },
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/filter/content/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          querystring: ContentOptionQuerySchema,
          response: { 200: pagedSchema(ContentOptionSchema) },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        await assertCanManageEnrollment(ctx.db, admin);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listContentOptions(
          ctx.db,
          {
            kind: request.query.kind?.split(','),
            ids: request.query.id_list?.split(',').map(Number),
            search: request.query.search,
          },
          page.limit,
          page.offset,
        );
        const results = rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: localized({ en: r.title_en, th: r.title_th }, language),
          value: r.id,
          kind: r.kind,
          is_publish: r.is_publish,
        }));
        return page.answer(results, total);
      },
    );
  };
}
