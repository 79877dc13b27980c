import { notify } from '@/modules/notification';
import type { Transaction } from 'kysely';
import type { Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { DB, PurchaseOrderRow, UserRow } from '@/db/types';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { insertAudit } from '@/lib/audit';
import { toDashboardOrder } from './order.mapper';
import { assertPending, lockReference, markPaid, ordersWithReference } from './order-payment';
import { PROVIDERS } from './payment-provider';
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
 * Why an administrator may not confirm this pending order, in the order they are reported: their
 * own order; a transfer nobody reported paying; a reference also on another order.
 */
async function confirmRefusals(
  trx: Transaction<DB>,
  admin: UserRow,
  order: PurchaseOrderRow,
): Promise<{ code: ConfirmRefusal; orders?: string[] }[]> {
  const refusals: { code: ConfirmRefusal; orders?: string[] }[] = [];
  if (order.user_id === admin.id) refusals.push({ code: 'order_own_confirm' });
  if (PROVIDERS[order.payment_method].isManual && !order.payment_submitted_at)
    refusals.push({ code: 'payment_not_reported' });
  if (order.payment_reference) {
    await lockReference(trx, order.payment_reference);
    const orders = await ordersWithReference(trx, order.payment_reference, order.id);
    if (orders.length > 0) refusals.push({ code: 'payment_reference_used', orders });
  }
  return refusals;
}

type ConfirmRefusal = 'order_own_confirm' | 'payment_not_reported' | 'payment_reference_used';

const REFUSAL_TEXT: Record<ConfirmRefusal, string> = {
  order_own_confirm: 'You cannot confirm your own order: ask another administrator.',
  payment_not_reported: 'The buyer has not reported paying this order.',
  payment_reference_used: 'This transfer reference is also on another order.',
};

/**
 * POST dashboard/order/{id}/confirm/: the money arrived. Marks the order paid and enrols the
 * buyer, all in one transaction holding the order row: a second confirmation, at once or later,
 * finds it paid and is refused (409 order_already_paid), so nobody is enrolled twice.
 * Refused (409) for the administrator's own order, an order nobody reported paying, and one
 * whose reference is on another order; a superuser may override these with a reason
 * (`override_reason`), written to audit_log with what it overrode. Anyone else sending an
 * override gets 403.
 */
export async function confirmOrder(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  input: { override_reason?: string | undefined; ip: string },
  language: Language,
) {
  const override = input.override_reason;
  if (override !== undefined && !admin.is_superuser) throw noPermission();
  return ctx.db.transaction().execute(async (trx) => {
    await expireDueOrders(trx);
    const order = await lockOrder(trx, id);
    if (!order) throw notFound();
    assertPending(order);
    const refusals = await confirmRefusals(trx, admin, order);
    const first = refusals[0];
    if (first && override === undefined)
      throw new AppError(
        409,
        first.code,
        REFUSAL_TEXT[first.code],
        first.orders ? { orders: first.orders } : {},
      );
    if (override !== undefined)
      await insertAudit(trx, {
        actorId: admin.id,
        action: 'confirm_order_override',
        entity: 'purchase_order',
        entityId: order.id,
        data: { reason: override, overridden: refusals.map((r) => r.code) },
        ip: input.ip,
      });
    const paid = await markPaid(trx, order, admin.id);
    await notifyOrder(trx, order, 'confirmed');
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
    await notifyOrder(trx, order, 'cancelled');
    return orderAnswer(ctx, trx, updated, language);
  });
}

/** The buyer is told their order was confirmed or cancelled by an administrator. */
function notifyOrder(
  trx: Transaction<DB>,
  order: { id: number; number: string; user_id: number },
  outcome: 'confirmed' | 'cancelled',
) {
  return notify(trx, {
    kind: 'order',
    key: `order:${order.id}:${outcome}`,
    recipients: [order.user_id],
    path: `/cart/purchase/${order.id}`,
    params: { reference: order.number, outcome },
  });
}
