import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartAddSchema,
  CartContentParamSchema,
  CartSchema,
  CheckoutSchema,
  CouponApplySchema,
  EmptyBodySchema,
  IdParamSchema,
  LangQuerySchema,
  OrderCancelSchema,
  OrderListQuerySchema,
  OrderSchema,
  OrderSummarySchema,
  pagedSchema,
  PaymentSubmitSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import {
  addToCart,
  applyCartCoupon,
  getCart,
  removeCartCoupon,
  removeFromCart,
} from './cart.service';
import {
  cancelOwnOrder,
  checkout,
  getOwnOrder,
  listOwnOrders,
  submitPayment,
} from './order.service';
import { receiptPdf } from './receipt.service';
import { sendPdf } from '@/lib/pdf/pdf-reply';

/** The learner's cart, checkout, orders, payment report and receipts: their own only. */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { config: { access: 'user' as const } };

    app.get(
      '/order/cart/',
      { ...user, schema: { querystring: LangQuerySchema, response: { 200: CartSchema } } },
      async (request) => getCart(ctx, requireUser(request), languageOf(request)),
    );

    app.post(
      '/order/cart/',
      { ...user, schema: { body: CartAddSchema, response: { 201: CartSchema } } },
      async (request, reply) => {
        const cart = await addToCart(
          ctx,
          requireUser(request),
          request.body.content_id,
          languageOf(request),
        );
        return reply.status(201).send(cart);
      },
    );

    app.post(
      '/order/cart/coupon/',
      { ...user, schema: { body: CouponApplySchema, response: { 200: CartSchema } } },
      async (request) =>
        applyCartCoupon(ctx, requireUser(request), request.body.code, languageOf(request)),
    );

    app.delete(
      '/order/cart/coupon/',
      // No body; anything sent is refused (the bad-input sweep).
      { ...user, schema: { body: EmptyBodySchema.optional(), response: { 200: CartSchema } } },
      async (request) => removeCartCoupon(ctx, requireUser(request), languageOf(request)),
    );

    app.delete(
      '/order/cart/:content_id/',
      { ...user, schema: { params: CartContentParamSchema, response: { 200: CartSchema } } },
      async (request) =>
        removeFromCart(ctx, requireUser(request), request.params.content_id, languageOf(request)),
    );

    app.post(
      '/order/checkout/',
      { ...user, schema: { body: CheckoutSchema, response: { 201: OrderSchema } } },
      async (request, reply) => {
        const order = await checkout(ctx, requireUser(request), request.body, languageOf(request));
        return reply.status(201).send(order);
      },
    );

    app.get(
      '/order/',
      {
        ...user,
        schema: {
          querystring: OrderListQuerySchema,
          response: { 200: pagedSchema(OrderSummarySchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listOwnOrders(
          ctx,
          requireUser(request),
          { status: request.query.status, search: request.query.search?.trim() || undefined },
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
        ...user,
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: OrderSchema },
        },
      },
      async (request) =>
        getOwnOrder(ctx, requireUser(request), request.params.id, languageOf(request)),
    );

    app.post(
      '/order/:id/payment/',
      {
        ...user,
        schema: {
          params: IdParamSchema,
          body: PaymentSubmitSchema,
          response: { 200: OrderSchema },
        },
      },
      async (request) =>
        submitPayment(
          ctx,
          requireUser(request),
          request.params.id,
          request.body,
          languageOf(request),
        ),
    );

    app.post(
      '/order/:id/cancel/',
      {
        ...user,
        schema: { params: IdParamSchema, body: OrderCancelSchema, response: { 200: OrderSchema } },
      },
      async (request) =>
        cancelOwnOrder(
          ctx,
          requireUser(request),
          request.params.id,
          request.body.reason,
          languageOf(request),
        ),
    );

    app.get(
      '/order/:id/receipt/',
      { ...user, schema: { params: IdParamSchema, querystring: LangQuerySchema } },
      async (request, reply) => {
        const { pdf, fileName } = await receiptPdf(
          ctx,
          requireUser(request),
          request.params.id,
          request.query.lang ?? languageOf(request),
        );
        return sendPdf(reply, pdf, fileName);
      },
    );
  };
}
