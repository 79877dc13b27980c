import type { Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { findOrder, orderItems } from './order.repository';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * GET order/{id}/receipt/: the receipt of one of the learner's own paid orders. Another
 * learner's order, or one not paid, is a 404: there is no receipt to show.
 */
export async function receiptPdf(ctx: AppContext, user: UserRow, id: number, language: Language) {
  const order = await findOrder(ctx.db, id, user.id);
  if (!order || order.status !== 'paid') throw notFound();
  const items = await orderItems(ctx.db, order.id);
  const pdf = await renderReceiptPdf(
    order,
    items,
    {
      payeeName: await ctx.settings.get('payment-payee-name'),
      buyerName: `${user.first_name} ${user.last_name}`.trim(),
      buyerEmail: user.email,
    },
    language,
  );
  return { pdf, fileName: `receipt-${order.receipt_number ?? order.number}.pdf` };
}
