import type { DashboardOrder, Language, Order, OrderSummary } from '@portal/shared';
import type { PurchaseOrderItemRow, PurchaseOrderRow } from '@/db/types';
import { localized } from '@/lib/language';
import { iso } from '@/lib/refs';
import type { OrderPageRow } from './order.repository';
import { PROVIDERS, type PaymentInstructions } from './payment-provider';

function summary(order: PurchaseOrderRow, itemCount: number, title: string): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    currency: order.currency,
    total_minor: order.total_minor,
    item_count: itemCount,
    title,
    is_payment_submitted: order.payment_submitted_at !== null,
    datetime_create: iso(order.created_at) ?? '',
    datetime_paid: iso(order.paid_at),
  };
}

/** A row of the learner's orders list. */
export function toSummary(row: OrderPageRow, language: Language): OrderSummary {
  const title = localized({ en: row.first_title_en ?? '', th: row.first_title_th ?? '' }, language);
  return summary(row, row.item_count ?? 0, title);
}

/** A row of the dashboard's orders list: the summary and who bought. */
export function toDashboardOrder(row: OrderPageRow, language: Language): DashboardOrder {
  return {
    ...toSummary(row, language),
    user: {
      id: row.user_id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    payment_method: row.payment_method,
    payment_reference: row.payment_reference,
    coupon_code: row.coupon_code,
    discount_minor: row.discount_minor,
    tax_invoice: row.tax_invoice,
  };
}

/** An order in full, with its items, amounts and how to pay it while pending. */
export function toOrder(
  order: PurchaseOrderRow,
  items: PurchaseOrderItemRow[],
  language: Language,
  payment: { instructions: PaymentInstructions; payeeName: string },
): Order {
  const titles = items.map((i) => localized({ en: i.title_en, th: i.title_th }, language));
  return {
    ...summary(order, items.length, titles[0] ?? ''),
    items: items.map((item, n) => ({
      id: item.id,
      content: { id: item.content_id, code: item.code, content_type: item.kind },
      title: titles[n] ?? '',
      price_minor: item.price_minor,
      enroll_status: item.enroll_status,
    })),
    subtotal_minor: order.subtotal_minor,
    coupon_code: order.coupon_code,
    discount_minor: order.discount_minor,
    tax_invoice: order.tax_invoice,
    vat_rate_bp: order.vat_rate_bp,
    vat_minor: order.vat_minor,
    receipt_number: order.receipt_number,
    payment: {
      method: order.payment_method,
      is_manual: PROVIDERS[order.payment_method].isManual,
      reference: order.payment_reference,
      note: order.payment_note,
      datetime_submit: iso(order.payment_submitted_at),
      ...payment.instructions,
      payee_name: payment.payeeName,
    },
    datetime_expire: iso(order.expires_at) ?? '',
    datetime_cancel: iso(order.cancelled_at),
    cancel_reason: order.cancel_reason,
  };
}
