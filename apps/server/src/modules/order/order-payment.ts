import type { Transaction } from 'kysely';
import type { DB, PurchaseOrderRow } from '@/db/types';
import { AppError } from '@/lib/errors';
import { enrollPurchased } from '@/modules/enrollment/purchase-enroll';
import { orderItems, setItemEnrolment, updateOrder } from './order.repository';

export const orderAlreadyPaid = () =>
  new AppError(409, 'order_already_paid', 'This order is already paid.');
export const orderNotPending = () =>
  new AppError(409, 'order_not_pending', 'This order is no longer waiting for payment.');

/** Refuses a change to an order that is not pending (paid has its own key). */
export function assertPending(order: PurchaseOrderRow): void {
  if (order.status === 'paid') throw orderAlreadyPaid();
  if (order.status !== 'pending') throw orderNotPending();
}

/**
 * Marks a locked pending order paid and enrols the buyer in each item, in the caller's
 * transaction: the order, its receipt number, every enrolment and its audit row land together
 * or not at all. `actor` is the administrator who confirmed, or null when the provider did.
 */
export async function markPaid(
  trx: Transaction<DB>,
  order: PurchaseOrderRow,
  actor: number | null,
): Promise<PurchaseOrderRow> {
  assertPending(order);
  const paid = await updateOrder(trx, order.id, {
    status: 'paid',
    paid_at: new Date(),
    confirmed_by: actor,
    receipt_number: `RC-${order.number.replace(/^ORD-/, '')}`,
  });
  // Items come in content id order, so concurrent confirmations lock content rows alike.
  for (const item of await orderItems(trx, order.id)) {
    const enrolment = await enrollPurchased(trx, {
      userId: order.user_id,
      contentId: item.content_id,
      actor,
      reason: `order:${order.number}`,
    });
    await setItemEnrolment(trx, item.id, {
      learning_result_id: enrolment.resultId,
      enroll_status: enrolment.status,
    });
  }
  return paid;
}
