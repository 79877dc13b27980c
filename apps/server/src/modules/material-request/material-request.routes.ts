import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardMaterialRequestDetailSchema,
  DashboardMaterialRequestSchema,
  IdParamSchema,
  MaterialRequestApproveSchema,
  MaterialRequestCancelSchema,
  MaterialRequestInputSchema,
  MaterialRequestListQuerySchema,
  MaterialRequestRejectSchema,
  MaterialRequestSchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { dashboardRequestDto, requestDto } from './material-request.mapper';
import { assertCanReview, assertCreator } from './material-request.policy';
import { listMaterialRequests } from './material-request.repository';
import {
  cancelMaterialRequest,
  createMaterialRequest,
  decideMaterialRequest,
  getMaterialRequestForReview,
} from './material-request.service';

/**
 * Learner-made materials (SPEC §4 approve flow 1): a creator sends an article or an external
 * video for approval, lists and cancels their own requests. Non-creators get 403 before their
 * input is read, like the access check does for other routes.
 */
export function materialRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const creator = {
      config: { access: 'user' as const },
      preValidation: async (request: Parameters<typeof requireUser>[0]) =>
        assertCreator(requireUser(request)),
    };

    app.post(
      '/material-request/',
      { ...creator, schema: { body: MaterialRequestInputSchema } },
      async (request, reply) => {
        const row = await createMaterialRequest(
          ctx.db,
          requireUser(request),
          request.body,
          request,
        );
        return reply.status(201).send(requestDto(row));
      },
    );

    app.get(
      '/material-request/',
      {
        ...creator,
        schema: {
          querystring: MaterialRequestListQuerySchema,
          response: { 200: pagedSchema(MaterialRequestSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listMaterialRequests(
          ctx.db,
          { userId: user.id, status: request.query.status },
          {
            limit: page.limit,
            offset: page.offset,
            ordering: request.query.ordering ?? '-created',
          },
        );
        return page.answer(rows.map(requestDto), total);
      },
    );

    app.post(
      '/material-request/:id/cancel/',
      {
        ...creator,
        schema: {
          params: IdParamSchema,
          body: MaterialRequestCancelSchema,
          response: { 200: MaterialRequestSchema },
        },
      },
      async (request) =>
        requestDto(
          await cancelMaterialRequest(ctx.db, requireUser(request), request.params.id, request),
        ),
    );
  };
}

/** Dashboard → Material requests: list, read, approve (publishes) or reject with a reason. */
export function dashboardMaterialRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = { config: { access: MANAGE_CONTENT } };

    app.get(
      '/material-request/',
      {
        ...access,
        schema: {
          querystring: MaterialRequestListQuerySchema,
          response: { 200: pagedSchema(DashboardMaterialRequestSchema) },
        },
      },
      async (request) => {
        await assertCanReview(ctx.db, requireUser(request));
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listMaterialRequests(
          ctx.db,
          { status: request.query.status, search: request.query.search?.trim() || undefined },
          {
            limit: page.limit,
            offset: page.offset,
            ordering: request.query.ordering ?? '-created',
          },
        );
        return page.answer(rows.map(dashboardRequestDto), total);
      },
    );

    app.get(
      '/material-request/:id/',
      {
        ...access,
        schema: {
          params: IdParamSchema,
          response: { 200: DashboardMaterialRequestDetailSchema },
        },
      },
      async (request) => {
        const row = await getMaterialRequestForReview(
          ctx.db,
          requireUser(request),
          request.params.id,
        );
        return {
          ...dashboardRequestDto(row),
          article_html: row.article_html_en,
          external_url: row.external_url ?? '',
          media_name: row.media_name ?? null,
        };
      },
    );

    const decided = { 200: DashboardMaterialRequestSchema };
    app.post(
      '/material-request/:id/approve/',
      {
        ...access,
        schema: { params: IdParamSchema, body: MaterialRequestApproveSchema, response: decided },
      },
      async (request) =>
        dashboardRequestDto(
          await decideMaterialRequest(
            ctx.db,
            requireUser(request),
            request.params.id,
            { approve: true, reason: request.body.reason ?? '' },
            request,
          ),
        ),
    );
    app.post(
      '/material-request/:id/reject/',
      {
        ...access,
        schema: { params: IdParamSchema, body: MaterialRequestRejectSchema, response: decided },
      },
      async (request) =>
        dashboardRequestDto(
          await decideMaterialRequest(
            ctx.db,
            requireUser(request),
            request.params.id,
            { approve: false, reason: request.body.reason },
            request,
          ),
        ),
    );
  };
}
