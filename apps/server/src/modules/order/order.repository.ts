import { sql, type SelectQueryBuilder } from 'kysely';
import type { OrderStatus, ProgressStatus } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB, PurchaseOrderItemTable, PurchaseOrderTable } from '@/db/types';
import { pageRows } from '@/lib/paging';
import type { Insertable, Updateable } from 'kysely';

/**
 * Pending orders past their time that nobody reported paying become expired: the learner's own
 * (with a user id) or all of them. Run before orders are read or changed, so expiry needs no
 * timer; the partial index keeps it cheap.
 */
export async function expireDueOrders(db: Executor, userId?: number) {
  await db
    .updateTable('purchase_order')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('status', '=', 'pending')
    .where('payment_submitted_at', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId ?? 0))
    .execute();
}

/** A new order number: ORD-YYYYMMDD-000042 (the day in Bangkok, a sequence after it). */
export async function nextOrderNumber(db: Executor): Promise<string> {
  const row = await sql<{ number: string }>`
    select 'ORD-' || to_char(now() at time zone 'Asia/Bangkok', 'YYYYMMDD') || '-'
      || lpad(nextval('purchase_order_number_seq')::text, 6, '0') as number`.execute(db);
  return row.rows[0]?.number ?? '';
}

export async function insertOrder(
  db: Executor,
  order: Insertable<PurchaseOrderTable>,
  items: Omit<Insertable<PurchaseOrderItemTable>, 'order_id'>[],
) {
  const row = await db
    .insertInto('purchase_order')
    .values(order)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('purchase_order_item')
    .values(items.map((item) => ({ ...item, order_id: row.id })))
    .execute();
  return row;
}

/** An order locked for a change; only the owner's when a user id is given. */
export async function lockOrder(db: Executor, id: number, userId?: number) {
  return db
    .selectFrom('purchase_order')
    .selectAll()
    .where('id', '=', id)
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId ?? 0))
    .forUpdate()
    .executeTakeFirst();
}

/** An order; only the owner's when a user id is given. */
export async function findOrder(db: Executor, id: number, userId?: number) {
  return db
    .selectFrom('purchase_order')
    .selectAll()
    .where('id', '=', id)
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId ?? 0))
    .executeTakeFirst();
}

export async function updateOrder(
  db: Executor,
  id: number,
  values: Updateable<PurchaseOrderTable>,
) {
  return db
    .updateTable('purchase_order')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The items of an order, in content order (the order enrolments lock content rows in). */
export async function orderItems(db: Executor, orderId: number) {
  return db
    .selectFrom('purchase_order_item')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('content_id')
    .execute();
}

export async function setItemEnrolment(
  db: Executor,
  itemId: number,
  values: { learning_result_id: number; enroll_status: ProgressStatus },
) {
  await db.updateTable('purchase_order_item').set(values).where('id', '=', itemId).execute();
}

/** The learner's (or anyone's) orders filtered by status and a search on number, title, buyer. */
export interface OrderFilter {
  userId?: number;
  status?: OrderStatus;
  search?: string;
  isPaymentSubmitted?: boolean;
}

const ORDER = {
  '-created': ['o.created_at desc', 'o.id desc'],
  created: ['o.created_at asc', 'o.id asc'],
  '-total': ['o.total_minor desc', 'o.id desc'],
  total: ['o.total_minor asc', 'o.id asc'],
} as const;
export type OrderOrdering = keyof typeof ORDER;

function filtered(db: Executor, filter: OrderFilter) {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return db
    .selectFrom('purchase_order as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .$if(filter.userId !== undefined, (qb) => qb.where('o.user_id', '=', filter.userId ?? 0))
    .$if(filter.status !== undefined, (qb) => qb.where('o.status', '=', filter.status ?? 'paid'))
    .$if(filter.isPaymentSubmitted !== undefined, (qb) =>
      qb.where('o.payment_submitted_at', filter.isPaymentSubmitted ? 'is not' : 'is', null),
    )
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('o.number', 'ilike', like ?? ''),
          eb('o.payment_reference', 'ilike', like ?? ''),
          ...(filter.userId === undefined
            ? [
                eb('u.email', 'ilike', like ?? ''),
                eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like ?? ''),
              ]
            : []),
          eb.exists(
            eb
              .selectFrom('purchase_order_item as s')
              .select('s.id')
              .whereRef('s.order_id', '=', 'o.id')
              .where((w) =>
                w.or([
                  w('s.title_en', 'ilike', like ?? ''),
                  w('s.title_th', 'ilike', like ?? ''),
                  w('s.code', 'ilike', like ?? ''),
                ]),
              ),
          ),
        ]),
      ),
    );
}

function withSummary(
  qb: SelectQueryBuilder<DB & { o: DB['purchase_order'] } & { u: DB['users'] }, 'o' | 'u', object>,
) {
  return qb.selectAll('o').select((eb) => [
    'u.email',
    'u.first_name',
    'u.last_name',
    eb
      .selectFrom('purchase_order_item as c')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('c.order_id', '=', 'o.id')
      .as('item_count'),
    eb
      .selectFrom('purchase_order_item as f')
      .select(['f.title_en'])
      .whereRef('f.order_id', '=', 'o.id')
      .orderBy('f.id')
      .limit(1)
      .as('first_title_en'),
    eb
      .selectFrom('purchase_order_item as f')
      .select(['f.title_th'])
      .whereRef('f.order_id', '=', 'o.id')
      .orderBy('f.id')
      .limit(1)
      .as('first_title_th'),
  ]);
}

/** One page of orders with their buyer, item count and first item's titles; and the total. */
export async function orderPage(
  db: Executor,
  filter: OrderFilter,
  page: { limit: number; offset: number; ordering: OrderOrdering },
) {
  const [first, second] = ORDER[page.ordering];
  const query = withSummary(filtered(db, filter)).orderBy(sql.raw(first)).orderBy(sql.raw(second));
  return pageRows(db, query, page);
}
export type OrderPageRow = Awaited<ReturnType<typeof orderPage>>['rows'][number];
