import { sql, type Transaction } from 'kysely';
import type { DB, PurchaseOrderRow } from '@/db/types';
import { AppError } from '@/lib/errors';
import { enrollPurchased } from '@/modules/enrollment/purchase-enroll';
import { orderItems, setItemEnrolment, updateOrder } from './order.repository';

export const orderAlreadyPaid = () =>
  new AppError(409, 'order_already_paid', 'This order is already paid.');
export const orderNotPending = () =>
  new AppError(409, 'order_not_pending', 'This order is no longer waiting for payment.');

/**
 * A transfer reference counts for one order. Banks print one reference with different case,
 * spaces and hyphens, so those are ignored (the same expression as the index of migration 0034).
 * The caller holds `lockReference` for the reference, so two reports of it at once are taken one
 * after the other and the second sees the first.
 */
export async function ordersWithReference(
  trx: Transaction<DB>,
  reference: string,
  exceptOrderId: number,
): Promise<string[]> {
  const { rows } = await sql<{ number: string }>`
    SELECT number FROM purchase_order
    WHERE lower(regexp_replace(payment_reference, '[[:space:]-]', '', 'g'))
        = lower(regexp_replace(${reference}::text, '[[:space:]-]', '', 'g'))
      AND payment_reference IS NOT NULL
      AND status IN ('pending', 'paid')
      AND id <> ${exceptOrderId}
    ORDER BY id`.execute(trx);
  return rows.map((r) => r.number);
}

/** Serialises reports and confirmations of one (normalised) reference until the commit. */
export async function lockReference(trx: Transaction<DB>, reference: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('order-reference:' ||
    lower(regexp_replace(${reference}::text, '[[:space:]-]', '', 'g'))))`.execute(trx);
}

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
