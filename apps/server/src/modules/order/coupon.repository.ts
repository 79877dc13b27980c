import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '@/db/database';
import type { CouponTable, DB } from '@/db/types';
import { pageRows } from '@/lib/paging';

/**
 * An order holding a use of its coupon: paid, or pending and neither reported paid past its time
 * nor expired (the same test expireDueOrders makes). A cancelled or expired order gives its use
 * back without a write: the count simply stops seeing it.
 */
function liveOrder(eb: ExpressionBuilder<DB, 'purchase_order'>) {
  return eb.or([
    eb('purchase_order.status', '=', 'paid'),
    eb.and([
      eb('purchase_order.status', '=', 'pending'),
      eb.or([
        eb('purchase_order.payment_submitted_at', 'is not', null),
        eb('purchase_order.expires_at', '>', sql<Date>`now()`),
      ]),
    ]),
  ]);
}

/** A coupon by its (upper-case) code. */
export async function findCouponByCode(db: Executor, code: string) {
  return db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A coupon by id; locked when `lock`, so redemptions of it are taken one at a time. */
export async function findCoupon(db: Executor, id: number, lock = false) {
  const query = db.selectFrom('coupon').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The coupon's uses held by live orders: all of them, and the buyer's own. */
export async function couponUses(db: Executor, couponId: number, userId: number) {
  const row = await db
    .selectFrom('purchase_order')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE user_id = ${userId})::int`.as('mine'),
    ])
    .where('coupon_id', '=', couponId)
    .where(liveOrder)
    .executeTakeFirstOrThrow();
  return row;
}

/** The cart's applied coupon id (null when none or no cart yet). */
export async function cartCouponId(db: Executor, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('cart')
    .select('coupon_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.coupon_id ?? null;
}

export async function setCartCoupon(db: Executor, cartId: number, couponId: number | null) {
  await db
    .updateTable('cart')
    .set({ coupon_id: couponId, updated_at: sql`now()` })
    .where('id', '=', cartId)
    .execute();
}

const ORDER = {
  '-created': ['c.created_at desc', 'c.id desc'],
  created: ['c.created_at asc', 'c.id asc'],
  code: ['c.code asc', 'c.id asc'],
  '-code': ['c.code desc', 'c.id desc'],
} as const;
export type CouponOrdering = keyof typeof ORDER;

export interface CouponFilter {
  search?: string;
  isActive?: boolean;
}

function filtered(db: Executor, filter: CouponFilter) {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return db
    .selectFrom('coupon as c')
    .$if(filter.isActive !== undefined, (qb) => qb.where('c.is_active', '=', !!filter.isActive))
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([eb('c.code', 'ilike', like ?? ''), eb('c.description', 'ilike', like ?? '')]),
      ),
    );
}

/** The coupon `c`'s uses held by live orders, as the column `used_count` (a correlated count). */
function usedCount(eb: ExpressionBuilder<DB & { c: DB['coupon'] }, 'c'>) {
  return eb
    .selectFrom('purchase_order')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('purchase_order.coupon_id', '=', 'c.id')
    .where(liveOrder)
    .as('used_count');
}

/** One page of coupons with each one's live uses, and the total. */
export async function couponPage(
  db: Executor,
  filter: CouponFilter,
  page: { limit: number; offset: number; ordering: CouponOrdering },
) {
  const [first, second] = ORDER[page.ordering];
  const query = filtered(db, filter)
    .selectAll('c')
    .select(usedCount)
    .orderBy(sql.raw(first))
    .orderBy(sql.raw(second));
  return pageRows(db, query, page);
}

/** One coupon with its live uses. */
export async function couponWithUses(db: Executor, id: number) {
  return db
    .selectFrom('coupon as c')
    .selectAll('c')
    .select(usedCount)
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type CouponWithUses = NonNullable<Awaited<ReturnType<typeof couponWithUses>>>;

/** A new coupon; undefined when its code is taken. */
export async function insertCoupon(db: Executor, values: Insertable<CouponTable>) {
  return db
    .insertInto('coupon')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Changes a coupon; false when the new code belongs to another one. */
export async function updateCoupon(db: Executor, id: number, values: Updateable<CouponTable>) {
  if (values.code !== undefined) {
    const other = await db
      .selectFrom('coupon')
      .select('id')
      .where('code', '=', values.code)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (other) return false;
  }
  await db
    .updateTable('coupon')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  return true;
}
