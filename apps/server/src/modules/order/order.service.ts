import {
  CART_ITEM_STATUS,
  type CheckoutValues,
  type Language,
  type Order,
  type PaymentSubmit,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { PurchaseOrderRow, UserRow } from '@/db/types';
import { AppError, notFound, validationError } from '@/lib/errors';
import { cartItems, cartOf, deleteCartItems, purchaseFacts } from './cart.repository';
import { vatBasisPoints } from './cart.service';
import { cartCouponId, setCartCoupon } from './coupon.repository';
import { redeemCoupon } from './coupon.service';
import { toOrder, toSummary } from './order.mapper';
import { assertPending, lockReference, markPaid, ordersWithReference } from './order-payment';
import {
  expireDueOrders,
  findOrder,
  insertOrder,
  lockOrder,
  nextOrderNumber,
  orderItems,
  orderPage,
  updateOrder,
  type OrderFilter,
  type OrderOrdering,
} from './order.repository';
import { PROVIDERS } from './payment-provider';
import { notPurchasable, purchasability } from './purchase-rules';

/** An order as the API answers it, with payment instructions while it is pending. */
export async function orderAnswer(
  ctx: AppContext,
  db: Executor,
  order: PurchaseOrderRow,
  language: Language,
): Promise<Order> {
  const settings = await ctx.settings.all();
  const instructions =
    order.status === 'pending'
      ? await PROVIDERS[order.payment_method].instructions(order, settings)
      : { promptpay_payload: null, qr_code: null };
  return toOrder(order, await orderItems(db, order.id), language, {
    instructions,
    payeeName: settings['payment-payee-name'],
  });
}

/**
 * POST order/checkout/: turns cart items of one currency into a pending order, copying titles and
 * prices, and takes them out of the cart. Every item must be in the cart and buyable now (409
 * with the key and the items otherwise). A provider that pays at once (demo) pays it here, which
 * enrols the learner in the same transaction.
 */
export async function checkout(
  ctx: AppContext,
  user: UserRow,
  input: CheckoutValues,
  language: Language,
): Promise<Order> {
  const settings = await ctx.settings.all();
  return ctx.db.transaction().execute(async (trx) => {
    await expireDueOrders(trx, user.id);
    const cartId = await cartOf(trx, user.id, true);
    const ids = [...new Set(input.content_id_list)];
    const inCart = new Set((await cartItems(trx, user.id)).map((i) => i.content_id));
    const missing = ids.filter((id) => !inCart.has(id));
    if (missing.length > 0)
      throw new AppError(409, 'not_in_cart', 'These items are not in your cart.', {
        content_id_list: missing,
      });
    const facts = await purchaseFacts(trx, user.id, ids);
    for (const row of facts) {
      const { status, reason } = purchasability(row);
      if (status !== CART_ITEM_STATUS.available) throw notPurchasable(reason ?? '', [row.id]);
    }
    const currencies = new Set(facts.map((f) => f.currency));
    const currency = facts[0]?.currency;
    if (currencies.size !== 1 || !currency)
      throw new AppError(409, 'mixed_currencies', 'Check out items of one currency at a time.');
    const provider = PROVIDERS[input.payment_method];
    if (!provider.isEnabled(settings, ctx.config.DEMO) || !provider.currencies.includes(currency))
      throw new AppError(
        409,
        'payment_method_unavailable',
        'This payment method is not available for this order.',
      );

    const subtotal = facts.reduce((sum, f) => sum + f.price_minor, 0);
    // The cart's coupon, redeemed under its row lock: the last use goes to one buyer only.
    const couponId = await cartCouponId(trx, user.id);
    const redeemed =
      couponId === null ? null : await redeemCoupon(trx, couponId, user.id, currency, subtotal);
    const discount = redeemed?.discount ?? 0;
    const total = subtotal - discount;
    const vatRate = vatBasisPoints(settings['payment-vat-rate']);
    const hours = settings['payment-order-expire-hours'];
    const order = await insertOrder(
      trx,
      {
        number: await nextOrderNumber(trx),
        user_id: user.id,
        currency,
        subtotal_minor: subtotal,
        coupon_id: redeemed?.coupon.id ?? null,
        coupon_code: redeemed?.coupon.code ?? null,
        discount_minor: discount,
        vat_rate_bp: vatRate,
        // Prices include VAT: the line shows the part of the total that is tax.
        vat_minor: Math.round((total * vatRate) / (10_000 + vatRate)),
        total_minor: total,
        payment_method: provider.code,
        expires_at: new Date(Date.now() + hours * 3_600_000),
        tax_invoice: input.tax_invoice ? JSON.stringify(input.tax_invoice) : null,
      },
      facts.map((f) => ({
        content_id: f.id,
        code: f.code,
        kind: f.kind,
        title_en: f.title_en,
        title_th: f.title_th,
        price_minor: f.price_minor,
      })),
    );
    await deleteCartItems(trx, cartId, ids);
    if (redeemed) await setCartCoupon(trx, cartId, null);
    const placed = provider.isManual ? order : await markPaid(trx, order, null);
    return orderAnswer(ctx, trx, placed, language);
  });
}

/** GET order/{id}/: one of the learner's own orders; anyone else's is a 404. */
export async function getOwnOrder(ctx: AppContext, user: UserRow, id: number, language: Language) {
  await expireDueOrders(ctx.db, user.id);
  const order = await findOrder(ctx.db, id, user.id);
  if (!order) throw notFound();
  return orderAnswer(ctx, ctx.db, order, language);
}

/** GET order/: the learner's orders, newest first by default. */
export async function listOwnOrders(
  ctx: AppContext,
  user: UserRow,
  filter: Omit<OrderFilter, 'userId' | 'isPaymentSubmitted'>,
  page: { limit: number; offset: number; ordering: OrderOrdering },
  language: Language,
) {
  await expireDueOrders(ctx.db, user.id);
  const { rows, total } = await orderPage(ctx.db, { ...filter, userId: user.id }, page);
  return { results: rows.map((row) => toSummary(row, language)), total };
}

/** The learner's own order, locked and still pending, for a change. */
async function ownPendingOrder(executor: Executor, user: UserRow, id: number) {
  await expireDueOrders(executor, user.id);
  const order = await lockOrder(executor, id, user.id);
  if (!order) throw notFound();
  assertPending(order);
  return order;
}

/**
 * POST order/{id}/payment/: the learner reports paying a transfer order, with the reference of
 * their transfer (sent again, it replaces the reference). An administrator then confirms. A
 * reference already reported on another pending or paid order is refused (400 on `reference`,
 * `payment_reference_used`).
 */
export async function submitPayment(
  ctx: AppContext,
  user: UserRow,
  id: number,
  input: PaymentSubmit,
  language: Language,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await ownPendingOrder(trx, user, id);
    if (!PROVIDERS[order.payment_method].isManual)
      throw new AppError(409, 'payment_not_manual', 'This order is paid through its provider.');
    // One reference, one order: a reference already reported on another order is refused.
    await lockReference(trx, input.reference);
    if ((await ordersWithReference(trx, input.reference, order.id)).length > 0)
      throw validationError({ reference: ['payment_reference_used'] });
    const updated = await updateOrder(trx, order.id, {
      payment_reference: input.reference,
      payment_note: input.note ?? '',
      payment_submitted_at: new Date(),
    });
    return orderAnswer(ctx, trx, updated, language);
  });
}

/** POST order/{id}/cancel/: the learner cancels a pending order they have not reported paying. */
export async function cancelOwnOrder(
  ctx: AppContext,
  user: UserRow,
  id: number,
  reason: string | undefined,
  language: Language,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await ownPendingOrder(trx, user, id);
    if (order.payment_submitted_at)
      throw new AppError(
        409,
        'payment_submitted',
        'You reported paying this order: ask an administrator to cancel it.',
      );
    const updated = await updateOrder(trx, order.id, {
      status: 'cancelled',
      cancelled_at: new Date(),
      cancelled_by: user.id,
      cancel_reason: reason ?? '',
    });
    return orderAnswer(ctx, trx, updated, language);
  });
}
