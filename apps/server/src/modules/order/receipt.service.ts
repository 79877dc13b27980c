import type { Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { findOrder, orderItems } from './order.repository';
import { readFile } from 'node:fs/promises';
import { storageKeyOfImageUrl } from '@portal/shared';
import { mediaPath, mediaRoot } from '@/lib/media/media-storage';
import { renderReceiptPdf, type ReceiptParty } from './receipt-pdf';

/**
 * The configured logo (config-logo, an upload) as bytes a PDF can hold: PNG or JPEG, told by
 * their first bytes. Another format, a missing file or no logo prints none.
 */
async function receiptLogo(ctx: AppContext): Promise<ReceiptParty['logo']> {
  const key = storageKeyOfImageUrl(await ctx.settings.get('config-logo'));
  if (!key) return null;
  const bytes = await readFile(mediaPath(mediaRoot(ctx.config), key)).catch(() => null);
  if (!bytes) return null;
  if (bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])))
    return { bytes, type: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { bytes, type: 'jpg' };
  return null;
}

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
      sellerAddress: await ctx.settings.get('payment-seller-address'),
      sellerTaxId: await ctx.settings.get('payment-seller-tax-id'),
      logo: await receiptLogo(ctx),
      buyerName: `${user.first_name} ${user.last_name}`.trim(),
      buyerEmail: user.email,
    },
    language,
  );
  return { pdf, fileName: `receipt-${order.receipt_number ?? order.number}.pdf` };
}
