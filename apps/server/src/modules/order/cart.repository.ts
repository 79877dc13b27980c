import { sql } from 'kysely';
import { SEATLESS_STATUSES, COMPLETED_STATUSES } from '@portal/shared';
import type { Executor } from '@/db/database';
import { publishedNow } from '@/lib/published';

/**
 * Everything deciding whether a learner can buy each content, in one statement for the whole
 * cart: the content, seats taken, the learner's own result, dependency and pending orders.
 */
export async function purchaseFacts(db: Executor, userId: number, contentIds: number[]) {
  if (contentIds.length === 0) return [];
  return db
    .selectFrom('content as c')
    .select((eb) => [
      'c.id',
      'c.kind',
      'c.code',
      'c.title_en',
      'c.title_th',
      'c.image',
      'c.price_minor',
      'c.currency',
      'c.capacity',
      'c.enroll_start',
      'c.enroll_end',
      'c.created_at',
      publishedNow(eb).as('is_published_now'),
      eb
        .selectFrom('learning_result as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.content_id', '=', 'c.id')
        .where('s.status', 'not in', SEATLESS_STATUSES)
        .as('seats_taken'),
      eb
        .selectFrom('learning_result as r')
        .select('r.status')
        .whereRef('r.content_id', '=', 'c.id')
        .where('r.user_id', '=', userId)
        .as('own_status'),
      eb
        .case()
        .when('c.dependency_id', 'is', null)
        .then(sql<boolean | null>`null`)
        .else(
          eb.exists(
            eb
              .selectFrom('learning_result as d')
              .select('d.id')
              .whereRef('d.content_id', '=', 'c.dependency_id')
              .where('d.user_id', '=', userId)
              .where('d.status', 'in', COMPLETED_STATUSES),
          ),
        )
        .end()
        .as('dependency_met'),
      eb
        .exists(
          eb
            .selectFrom('purchase_order_item as i')
            .innerJoin('purchase_order as o', 'o.id', 'i.order_id')
            .select('i.id')
            .whereRef('i.content_id', '=', 'c.id')
            .where('o.user_id', '=', userId)
            .where('o.status', '=', 'pending'),
        )
        .as('is_ordered'),
    ])
    .where('c.id', 'in', contentIds)
    .execute();
}
export type PurchaseFactsRow = Awaited<ReturnType<typeof purchaseFacts>>[number];

/** The learner's cart id, made on first use; locked when `lock` so checkouts go one at a time. */
export async function cartOf(db: Executor, userId: number, lock = false): Promise<number> {
  await db
    .insertInto('cart')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const query = db.selectFrom('cart').select('id').where('user_id', '=', userId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  return row.id;
}

/** The cart's items, first added first. */
export async function cartItems(db: Executor, userId: number) {
  return db
    .selectFrom('cart_item as i')
    .innerJoin('cart', 'cart.id', 'i.cart_id')
    .select(['i.id', 'i.content_id', 'i.created_at'])
    .where('cart.user_id', '=', userId)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
}

/** Adds an item; false when it was already there. */
export async function insertCartItem(db: Executor, cartId: number, contentId: number) {
  const row = await db
    .insertInto('cart_item')
    .values({ cart_id: cartId, content_id: contentId })
    .onConflict((oc) => oc.columns(['cart_id', 'content_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  await touchCart(db, cartId);
  return row !== undefined;
}

/** Removes items; the number removed. */
export async function deleteCartItems(db: Executor, cartId: number, contentIds: number[]) {
  if (contentIds.length === 0) return 0;
  const result = await db
    .deleteFrom('cart_item')
    .where('cart_id', '=', cartId)
    .where('content_id', 'in', contentIds)
    .executeTakeFirst();
  await touchCart(db, cartId);
  return Number(result.numDeletedRows);
}

async function touchCart(db: Executor, cartId: number) {
  await db
    .updateTable('cart')
    .set({ updated_at: sql`now()` })
    .where('id', '=', cartId)
    .execute();
}
