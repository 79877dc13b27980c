import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardOrderListQuerySchema,
  DashboardOrderSchema,
  IdParamSchema,
  LangQuerySchema,
  OrderCancelSchema,
  OrderConfirmSchema,
  OrderSchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { cancelOrder, confirmOrder, getAnyOrder, listAllOrders } from './order-admin.service';

/** Confirms transfers and cancels orders: dashboard_manage_order. */
export const MANAGE_ORDER: Access = { permission: 'dashboard_manage_order' };

/** Dashboard → Orders: every order, paged and filtered; confirm a payment or cancel. */
export function dashboardOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = { config: { access: MANAGE_ORDER } };

    app.get(
      '/order/',
      {
        ...access,
        schema: {
          querystring: DashboardOrderListQuerySchema,
          response: { 200: pagedSchema(DashboardOrderSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const submitted = request.query.is_payment_submitted;
        const { results, total } = await listAllOrders(
          ctx,
          {
            status: request.query.status,
            search: request.query.search?.trim() || undefined,
            isPaymentSubmitted: submitted === undefined ? undefined : submitted === 'true',
          },
          {
            limit: page.limit,
            offset: page.offset,
            ordering: request.query.ordering ?? '-created',
          },
          languageOf(request),
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/order/:id/',
      {
        ...access,
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: OrderSchema },
        },
      },
      async (request) => getAnyOrder(ctx, request.params.id, languageOf(request)),
    );

    app.post(
      '/order/:id/confirm/',
      {
        ...access,
        schema: { params: IdParamSchema, body: OrderConfirmSchema, response: { 200: OrderSchema } },
      },
      async (request) =>
        confirmOrder(
          ctx,
          requireUser(request),
          request.params.id,
          { override_reason: request.body.override_reason, ip: request.ip },
          languageOf(request),
        ),
    );

    app.post(
      '/order/:id/cancel/',
      {
        ...access,
        schema: { params: IdParamSchema, body: OrderCancelSchema, response: { 200: OrderSchema } },
      },
      async (request) =>
        cancelOrder(
          ctx,
          requireUser(request),
          request.params.id,
          request.body.reason,
          languageOf(request),
        ),
    );
  };
}
