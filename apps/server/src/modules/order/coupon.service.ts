import {
  couponDiscount,
  normaliseCouponCode,
  type CartCoupon,
  type CouponError,
  type CouponValues,
  type Currency,
  type DashboardCoupon,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { CouponRow, UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound, validationError } from '@/lib/errors';
import { iso } from '@/lib/refs';
import {
  couponPage,
  couponUses,
  couponWithUses,
  findCoupon,
  insertCoupon,
  updateCoupon,
  type CouponFilter,
  type CouponOrdering,
  type CouponWithUses,
} from './coupon.repository';

const COUPON_TEXT: Record<CouponError, string> = {
  coupon_unknown: 'There is no such coupon code.',
  coupon_not_started: 'This coupon code cannot be used yet.',
  coupon_expired: 'This coupon code has expired.',
  coupon_used_up: 'This coupon code has been used up.',
  coupon_user_limit: 'You have already used this coupon code.',
  coupon_not_for_items: 'This coupon code is not for these items.',
};

/** A coupon refusal at checkout: 409 with the key the cart shows. */
export const couponRefused = (key: CouponError) => new AppError(409, key, COUPON_TEXT[key]);

/**
 * Why a coupon cannot be used now by this buyer, the first reason in this order: deactivated
 * (told as unknown), not started, expired, every use taken, the buyer's own uses taken.
 */
export function couponProblem(
  coupon: CouponRow,
  uses: { total: number; mine: number },
  now = new Date(),
): CouponError | null {
  if (!coupon.is_active) return 'coupon_unknown';
  if (coupon.starts_at && coupon.starts_at > now) return 'coupon_not_started';
  if (coupon.ends_at && coupon.ends_at <= now) return 'coupon_expired';
  if (coupon.usage_limit !== null && uses.total >= coupon.usage_limit) return 'coupon_used_up';
  if (coupon.per_user_limit !== null && uses.mine >= coupon.per_user_limit)
    return 'coupon_user_limit';
  return null;
}

/** The cart's coupon as the cart answers it, with what it takes off each currency's items. */
export async function cartCouponState(
  db: Executor,
  couponId: number | null,
  userId: number,
  subtotals: { currency: Currency; total_minor: number }[],
): Promise<{ coupon: CartCoupon | null; discounts: Map<Currency, number> }> {
  const discounts = new Map<Currency, number>();
  if (couponId === null) return { coupon: null, discounts };
  const row = await findCoupon(db, couponId);
  if (!row) return { coupon: null, discounts };
  let error = couponProblem(row, await couponUses(db, row.id, userId));
  if (!error) {
    for (const { currency, total_minor } of subtotals) {
      const off = couponDiscount(row, currency, total_minor);
      if (off !== null) discounts.set(currency, off);
    }
    if (subtotals.length > 0 && discounts.size === 0) error = 'coupon_not_for_items';
  }
  if (error) discounts.clear();
  return {
    coupon: {
      code: row.code,
      kind: row.kind,
      percent: row.percent,
      amount_minor: row.amount_minor,
      currency: row.currency,
      error,
    },
    discounts,
  };
}

/**
 * The coupon a learner types in the cart: refused as a 400 on `code` with the reason's key when
 * it is unknown, deactivated, not started, expired, used up, used up by them, or for none of the
 * cart's items; otherwise its id, to be kept on the cart.
 */
export async function couponToApply(
  db: Executor,
  user: UserRow,
  typed: string,
  subtotals: { currency: Currency; total_minor: number }[],
): Promise<number> {
  const code = normaliseCouponCode(typed);
  const row = await db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw validationError({ code: ['coupon_unknown'] });
  const problem = couponProblem(row, await couponUses(db, row.id, user.id));
  if (problem) throw validationError({ code: [problem] });
  if (subtotals.length > 0 && subtotals.every((s) => couponDiscount(row, s.currency, 1) === null))
    throw validationError({ code: ['coupon_not_for_items'] });
  return row.id;
}

/**
 * At checkout, in the checkout's transaction: locks the coupon row, so two buyers racing for its
 * last use are taken one after the other and the second counts the first's order; then what it
 * takes off this order's subtotal. A coupon that no longer applies is a 409 with its key; one
 * for another currency takes nothing off (null) and stays on the cart.
 */
export async function redeemCoupon(
  db: Executor,
  couponId: number,
  userId: number,
  currency: Currency,
  subtotalMinor: number,
): Promise<{ coupon: CouponRow; discount: number } | null> {
  const coupon = await findCoupon(db, couponId, true);
  if (!coupon) return null;
  const problem = couponProblem(coupon, await couponUses(db, coupon.id, userId));
  if (problem) throw couponRefused(problem);
  const discount = couponDiscount(coupon, currency, subtotalMinor);
  return discount === null ? null : { coupon, discount };
}

function toDashboardCoupon(row: CouponWithUses): DashboardCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent: row.percent,
    amount_minor: row.amount_minor,
    currency: row.currency,
    datetime_start: iso(row.starts_at),
    datetime_end: iso(row.ends_at),
    usage_limit: row.usage_limit,
    per_user_limit: row.per_user_limit,
    is_active: row.is_active,
    used_count: row.used_count ?? 0,
    datetime_create: iso(row.created_at) ?? '',
  };
}

/** GET dashboard/coupon/: coupons, paged, with their live uses. */
export async function listCoupons(
  ctx: AppContext,
  filter: CouponFilter,
  page: { limit: number; offset: number; ordering: CouponOrdering },
) {
  const { rows, total } = await couponPage(ctx.db, filter, page);
  return { results: rows.map(toDashboardCoupon), total };
}

/** GET dashboard/coupon/{id}/. */
export async function getCoupon(ctx: AppContext, id: number) {
  const row = await couponWithUses(ctx.db, id);
  if (!row) throw notFound();
  return toDashboardCoupon(row);
}

function columns(input: CouponValues) {
  const percent = input.kind === 'percent';
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    percent: percent ? input.percent : null,
    amount_minor: percent ? null : input.amount_minor,
    currency: percent ? null : input.currency,
    starts_at: input.datetime_start,
    ends_at: input.datetime_end,
    usage_limit: input.usage_limit,
    per_user_limit: input.per_user_limit,
    is_active: input.is_active,
  };
}

const codeTaken = () => validationError({ code: ['coupon_code_taken'] });

/** POST dashboard/coupon/: a new coupon, audited; a code already taken is a 400 on `code`. */
export async function createCoupon(
  ctx: AppContext,
  admin: UserRow,
  input: CouponValues,
  ip: string,
) {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertCoupon(trx, { ...columns(input), created_by: admin.id });
    if (!row) throw codeTaken();
    await insertAudit(trx, {
      actorId: admin.id,
      action: 'create_coupon',
      entity: 'coupon',
      entityId: row.id,
      data: input,
      ip,
    });
    return row.id;
  });
  return getCoupon(ctx, id);
}

/**
 * PATCH dashboard/coupon/{id}/: the whole form again, audited with the values before. Orders
 * already placed keep the discount they were given.
 */
export async function editCoupon(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  input: CouponValues,
  ip: string,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findCoupon(trx, id, true);
    if (!before) throw notFound();
    if (!(await updateCoupon(trx, id, columns(input)))) throw codeTaken();
    await insertAudit(trx, {
      actorId: admin.id,
      action: 'update_coupon',
      entity: 'coupon',
      entityId: id,
      data: { before: { ...before, created_at: undefined, updated_at: undefined }, after: input },
      ip,
    });
  });
  return getCoupon(ctx, id);
}

/** POST dashboard/coupon/{id}/deactivate/: the code stops working; orders keep theirs. Audited. */
export async function deactivateCoupon(ctx: AppContext, admin: UserRow, id: number, ip: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findCoupon(trx, id, true);
    if (!before) throw notFound();
    if (!before.is_active) return;
    await updateCoupon(trx, id, { is_active: false });
    await insertAudit(trx, {
      actorId: admin.id,
      action: 'deactivate_coupon',
      entity: 'coupon',
      entityId: id,
      data: { code: before.code },
      ip,
    });
  });
  return getCoupon(ctx, id);
}
