import {
  CART_ITEM_STATUS,
  CURRENCIES,
  type Cart,
  type CartItem,
  type Language,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { iso } from '@/lib/refs';
import {
  cartItems,
  cartOf,
  deleteCartItems,
  insertCartItem,
  purchaseFacts,
} from './cart.repository';
import { cartCouponId, setCartCoupon } from './coupon.repository';
import { cartCouponState, couponToApply } from './coupon.service';
import { expireDueOrders } from './order.repository';
import { availableMethods } from './payment-provider';
import { notPurchasable, purchasability } from './purchase-rules';

/** VAT in basis points from the configured percent. */
export const vatBasisPoints = (percent: number) => Math.round(percent * 100);

/** The cart's items with whether each can be bought now, and totals of those per currency. */
async function readCart(ctx: AppContext, db: Executor, user: UserRow, language: Language) {
  const items = await cartItems(db, user.id);
  const facts = await purchaseFacts(
    db,
    user.id,
    items.map((i) => i.content_id),
  );
  const byId = new Map(facts.map((f) => [f.id, f]));
  const now = new Date();
  const results: CartItem[] = [];
  for (const item of items) {
    const row = byId.get(item.content_id);
    if (!row) continue;
    const { status, reason } = purchasability(row, now);
    results.push({
      id: item.id,
      content: { id: row.id, code: row.code, content_type: row.kind },
      title: localized({ en: row.title_en, th: row.title_th }, language),
      image: row.image,
      price_minor: row.price_minor,
      currency: row.currency,
      status,
      reason,
      datetime_add: iso(item.created_at) ?? '',
    });
  }
  const totals = CURRENCIES.map((currency) => {
    const available = results.filter(
      (r) => r.currency === currency && r.status === CART_ITEM_STATUS.available,
    );
    return {
      currency,
      count: available.length,
      total_minor: available.reduce((sum, r) => sum + r.price_minor, 0),
    };
  }).filter((t) => t.count > 0);
  const { coupon, discounts } = await cartCouponState(
    db,
    await cartCouponId(db, user.id),
    user.id,
    totals,
  );
  const settings = await ctx.settings.all();
  const cart: Cart = {
    items: results,
    totals: totals.map((t) => ({ ...t, discount_minor: discounts.get(t.currency) ?? 0 })),
    payment_methods: availableMethods(settings, ctx.config.DEMO),
    vat_rate_bp: vatBasisPoints(settings['payment-vat-rate']),
    coupon,
  };
  return cart;
}

/**
 * A change to the learner's cart, in one transaction: due orders expired first when `expire`
 * (their coupon uses and items count again), the cart made if there is none, then `change`
 * with the cart's id; answers the cart as it now stands.
 */
function changeCart(
  ctx: AppContext,
  user: UserRow,
  language: Language,
  options: { expire: boolean },
  change: (trx: Executor, cartId: number) => Promise<void>,
): Promise<Cart> {
  return ctx.db.transaction().execute(async (trx) => {
    if (options.expire) await expireDueOrders(trx, user.id);
    await change(trx, await cartOf(trx, user.id, true));
    return readCart(ctx, trx, user, language);
  });
}

/** GET order/cart/: the learner's cart (empty when they never added anything). */
export async function getCart(ctx: AppContext, user: UserRow, language: Language) {
  await expireDueOrders(ctx.db, user.id);
  return readCart(ctx, ctx.db, user, language);
}

/**
 * POST order/cart/: adds a priced content the learner can buy now. Unknown or unpublished
 * content is a 404; already in the cart, enrolled, free, full or ordered is a 409 with its key.
 */
export async function addToCart(
  ctx: AppContext,
  user: UserRow,
  contentId: number,
  language: Language,
) {
  return changeCart(ctx, user, language, { expire: true }, async (trx, cartId) => {
    const [row] = await purchaseFacts(trx, user.id, [contentId]);
    if (!row || (!row.is_published_now && (row.own_status ?? null) === null)) throw notFound();
    const { status, reason } = purchasability(row);
    if (status !== CART_ITEM_STATUS.available) throw notPurchasable(reason ?? '', [contentId]);
    if (!(await insertCartItem(trx, cartId, contentId)))
      throw new AppError(409, 'already_in_cart', 'This content is already in your cart.', {
        content_id_list: [contentId],
      });
  });
}

/** DELETE order/cart/{content_id}/: removes an item; 404 when it is not in the cart. */
export async function removeFromCart(
  ctx: AppContext,
  user: UserRow,
  contentId: number,
  language: Language,
) {
  return changeCart(ctx, user, language, { expire: false }, async (trx, cartId) => {
    if ((await deleteCartItems(trx, cartId, [contentId])) === 0) throw notFound();
  });
}

/**
 * POST order/cart/coupon/: applies a coupon code to the cart (replacing one applied before).
 * Refused as a 400 on `code` with why: coupon_unknown, coupon_not_started, coupon_expired,
 * coupon_used_up, coupon_user_limit or coupon_not_for_items.
 */
export async function applyCartCoupon(
  ctx: AppContext,
  user: UserRow,
  code: string,
  language: Language,
) {
  return changeCart(ctx, user, language, { expire: true }, async (trx, cartId) => {
    const before = await readCart(ctx, trx, user, language);
    await setCartCoupon(trx, cartId, await couponToApply(trx, user, code, before.totals));
  });
}

/** DELETE order/cart/coupon/: takes the coupon code off the cart (nothing to take off is fine). */
export async function removeCartCoupon(ctx: AppContext, user: UserRow, language: Language) {
  return changeCart(ctx, user, language, { expire: false }, (trx, cartId) =>
    setCartCoupon(trx, cartId, null),
  );
}
