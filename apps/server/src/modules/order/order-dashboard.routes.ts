import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponInputSchema,
  CouponListQuerySchema,
  DashboardCouponSchema,
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
import {
  createCoupon,
  deactivateCoupon,
  editCoupon,
  getCoupon,
  listCoupons,
} from './coupon.service';

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

    // Coupons: who confirms orders administers the codes that discount them.
    app.get(
      '/coupon/',
      {
        ...access,
        schema: {
          querystring: CouponListQuerySchema,
          response: { 200: pagedSchema(DashboardCouponSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const active = request.query.is_active;
        const { results, total } = await listCoupons(
          ctx,
          {
            search: request.query.search?.trim() || undefined,
            isActive: active === undefined ? undefined : active === 'true',
          },
          {
            limit: page.limit,
            offset: page.offset,
            ordering: request.query.ordering ?? '-created',
          },
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/coupon/:id/',
      { ...access, schema: { params: IdParamSchema, response: { 200: DashboardCouponSchema } } },
      async (request) => getCoupon(ctx, request.params.id),
    );

    app.post(
      '/coupon/',
      {
        ...access,
        schema: { body: CouponInputSchema, response: { 201: DashboardCouponSchema } },
      },
      async (request, reply) => {
        const coupon = await createCoupon(ctx, requireUser(request), request.body, request.ip);
        return reply.status(201).send(coupon);
      },
    );

    app.patch(
      '/coupon/:id/',
      {
        ...access,
        schema: {
          params: IdParamSchema,
          body: CouponInputSchema,
          response: { 200: DashboardCouponSchema },
        },
      },
      async (request) =>
        editCoupon(ctx, requireUser(request), request.params.id, request.body, request.ip),
    );

    app.post(
      '/coupon/:id/deactivate/',
      { ...access, schema: { params: IdParamSchema, response: { 200: DashboardCouponSchema } } },
      async (request) => deactivateCoupon(ctx, requireUser(request), request.params.id, request.ip),
    );
  };
}
