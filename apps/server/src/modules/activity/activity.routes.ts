import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityApprovalSchema,
  ActivityCheckInputSchema,
  ActivityDecisionInputSchema,
  ActivityDecisionSchema,
  ActivityDetailSchema,
  ActivityInputSchema,
  ActivityItemParamSchema,
  AdminActivityCardSchema,
  AdminActivitySchema,
  IdParamSchema,
  LangQuerySchema,
  PageQuerySchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { checkItem, decideApproval, getActivity, listApprovals } from './activity.service';
import { getAdminActivity, listAdminActivities, saveActivity } from './activity-admin.service';

/**
 * The learner's activity: its page (info, checklist), ticking an item; the approval queue of
 * a manager (their team's ticks) or an administrator (every one) and the decision.
 */
export function activityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activity/approval/',
      {
        config: { access: 'user' },
        schema: {
          querystring: PageQuerySchema.extend(LangQuerySchema.shape),
          response: { 200: pagedSchema(ActivityApprovalSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listApprovals(
          ctx.db,
          requireUser(request),
          page,
          languageOf(request),
        );
        return page.answer(results, total);
      },
    );

    app.post(
      '/activity/approval/:id/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          body: ActivityDecisionInputSchema,
          response: { 200: ActivityDecisionSchema },
        },
      },
      async (request) =>
        decideApproval(ctx.db, request, requireUser(request), request.params.id, request.body),
    );

    app.get(
      '/activity/:id/',
      {
        config: { access: 'visitor' },
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: ActivityDetailSchema },
        },
      },
      async (request) => getActivity(ctx.db, request.params.id, request.user, languageOf(request)),
    );

    app.post(
      '/activity/:id/item/:itemid/check/',
      {
        config: { access: 'user' },
        schema: {
          params: ActivityItemParamSchema,
          body: ActivityCheckInputSchema,
          response: { 200: ActivityDetailSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { id, itemid } = request.params;
        await checkItem(ctx.db, user, { activityId: id, itemId: itemid }, request.body);
        return getActivity(ctx.db, id, user, languageOf(request));
      },
    );
  };
}

const content = { access: MANAGE_CONTENT };

/** Dashboard: activities and their checklists (content managers). */
export function activityAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/activity/',
      {
        config: content,
        schema: {
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(AdminActivityCardSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listAdminActivities(ctx.db, page, languageOf(request));
        return page.answer(results, total);
      },
    );

    app.get(
      '/activity/:id/',
      {
        config: content,
        schema: { params: IdParamSchema, response: { 200: AdminActivitySchema } },
      },
      async (request) => getAdminActivity(ctx.db, request.params.id),
    );

    app.post(
      '/activity/',
      {
        config: content,
        schema: { body: ActivityInputSchema, response: { 201: AdminActivitySchema } },
      },
      async (request, reply) => {
        const id = await saveActivity(ctx.db, request, requireUser(request), null, request.body);
        return reply.status(201).send(await getAdminActivity(ctx.db, id));
      },
    );

    app.put(
      '/activity/:id/',
      {
        config: content,
        schema: {
          params: IdParamSchema,
          body: ActivityInputSchema,
          response: { 200: AdminActivitySchema },
        },
      },
      async (request) => {
        const id = await saveActivity(
          ctx.db,
          request,
          requireUser(request),
          request.params.id,
          request.body,
        );
        return getAdminActivity(ctx.db, id);
      },
    );
  };
}
