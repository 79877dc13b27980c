import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardResultSchema,
  DecisionSchema,
  IdParamSchema,
  LearningResultSchema,
  pagedSchema,
  ResultListQuerySchema,
  statusGroup,
  StatusPatchSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { paged, pageWindow } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { contentTypeRef, iso } from '@/modules/catalog/catalog.mapper';
import { assertCanManageEnrollment } from './enrollment.policy';
import { decide } from './dashboard-result.service';
import { listResults } from './dashboard-result.repository';
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
        const { page, pageSize, offset } = pageWindow(
          request.query,
          await ctx.settings.get('config-page-size'),
        );
        const { rows, total } = await listResults(ctx.db, request.query, pageSize, offset);
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
        return paged(request, results, total, page, pageSize);
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
          to: 0,
          reason: request.body.reason,
          kind: 'approval',
        }),
    );
    app.post(
      '/learning-result/:id/reject/',
      { schema: decision, config: { access: MANAGE_ENROLLMENT } },
      async (request) =>
        decide(ctx.db, requireUser(request), request.params.id, {
          to: -3,
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
          to: request.body.status,
          reason: request.body.reason,
          kind: 'admin',
        }),
    );
  };
}
