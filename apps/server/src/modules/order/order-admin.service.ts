import type { Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { toDashboardOrder } from './order.mapper';
import { assertPending, markPaid } from './order-payment';
import {
  expireDueOrders,
  findOrder,
  lockOrder,
  orderPage,
  updateOrder,
  type OrderFilter,
  type OrderOrdering,
} from './order.repository';
import { orderAnswer } from './order.service';

/** GET dashboard/order/: every order, filtered and searched (number, reference, buyer, item). */
export async function listAllOrders(
  ctx: AppContext,
  filter: Omit<OrderFilter, 'userId'>,
  page: { limit: number; offset: number; ordering: OrderOrdering },
  language: Language,
) {
  await expireDueOrders(ctx.db);
  const { rows, total } = await orderPage(ctx.db, filter, page);
  return { results: rows.map((row) => toDashboardOrder(row, language)), total };
}

/** GET dashboard/order/{id}/: any order in full. */
export async function getAnyOrder(ctx: AppContext, id: number, language: Language) {
  await expireDueOrders(ctx.db);
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound();
  return orderAnswer(ctx, ctx.db, order, language);
}

/**
 * POST dashboard/order/{id}/confirm/: the money arrived. Marks the order paid and enrols the
 * buyer, all in one transaction holding the order row: a second confirmation, at once or later,
 * finds it paid and is refused (409 order_already_paid), so nobody is enrolled twice.
 */
export async function confirmOrder(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  language: Language,
) {
  return ctx.db.transaction().execute(async (trx) => {
    await expireDueOrders(trx);
    const order = await lockOrder(trx, id);
    if (!order) throw notFound();
    const paid = await markPaid(trx, order, admin.id);
    return orderAnswer(ctx, trx, paid, language);
  });
}

/** POST dashboard/order/{id}/cancel/: cancels a pending order (a transfer that never came). */
export async function cancelOrder(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  reason: string | undefined,
  language: Language,
) {
  return ctx.db.transaction().execute(async (trx) => {
    await expireDueOrders(trx);
    const order = await lockOrder(trx, id);
    if (!order) throw notFound();
    assertPending(order);
    const updated = await updateOrder(trx, order.id, {
      status: 'cancelled',
      cancelled_at: new Date(),
      cancelled_by: admin.id,
      cancel_reason: reason ?? '',
    });
    return orderAnswer(ctx, trx, updated, language);
  });
}
