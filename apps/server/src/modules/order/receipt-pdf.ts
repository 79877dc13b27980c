import { PDFDocument, type PDFPage } from 'pdf-lib';
import { ACCENT, INK, MUTED } from '@/lib/pdf/palette';
import {
  formatCertificateDate,
  formatPrice,
  HEAD_OFFICE_BRANCH,
  type Currency,
  type Language,
} from '@portal/shared';
import type { PurchaseOrderItemRow, PurchaseOrderRow } from '@/db/types';
import { localized } from '@/lib/language';
import { loadFonts } from '@/lib/pdf/fonts';
import {
  drawShapedText,
  embedShapedFont,
  ellipsized,
  shapedWidth,
  type ShapedFont,
} from '@/lib/pdf/shaped-text';

/** What a receipt prints besides the order: who sold and who bought. */
export interface ReceiptParty {
  payeeName: string;
  /** The seller's address and tax ID from the configuration ('' when not set). */
  sellerAddress: string;
  sellerTaxId: string;
  /** The configured logo as PNG or JPEG bytes; null when there is none PDF can hold. */
  logo: { bytes: Uint8Array; type: 'png' | 'jpg' } | null;
  buyerName: string;
  buyerEmail: string;
}

/** Every label in both languages: a Thai receipt names its fields in Thai first. */
const LABELS = {
  title: { en: 'Receipt', th: 'ใบเสร็จรับเงิน' },
  taxTitle: { en: 'Tax invoice / Receipt', th: 'ใบกำกับภาษี / ใบเสร็จรับเงิน' },
  sellerTaxId: { en: 'Tax ID', th: 'เลขประจำตัวผู้เสียภาษี' },
  invoiceTo: { en: 'Tax invoice to', th: 'ออกใบกำกับภาษีในนาม' },
  headOffice: { en: 'Head office', th: 'สำนักงานใหญ่' },
  branch: { en: 'Branch', th: 'สาขา' },
  discount: { en: 'Discount ({code})', th: 'ส่วนลด ({code})' },
  receipt: { en: 'Receipt no.', th: 'เลขที่ใบเสร็จ' },
  order: { en: 'Order no.', th: 'เลขที่คำสั่งซื้อ' },
  paid: { en: 'Paid on', th: 'วันที่ชำระเงิน' },
  buyer: { en: 'Received from', th: 'ได้รับเงินจาก' },
  item: { en: 'Item', th: 'รายการ' },
  amount: { en: 'Amount', th: 'จำนวนเงิน' },
  subtotal: { en: 'Subtotal', th: 'รวม' },
  vat: { en: 'VAT {rate}% (included)', th: 'ภาษีมูลค่าเพิ่ม {rate}% (รวมในราคาแล้ว)' },
  total: { en: 'Total', th: 'รวมทั้งสิ้น' },
  method: { en: 'Paid by', th: 'ชำระโดย' },
  thanks: { en: 'Thank you for learning with us.', th: 'ขอบคุณที่เรียนรู้กับเรา' },
} as const;
const METHODS = {
  promptpay: { en: 'PromptPay / bank transfer', th: 'พร้อมเพย์ / โอนเงินผ่านธนาคาร' },
  demo: { en: 'Demo payment', th: 'การชำระเงินสาธิต' },
} as const;

const WIDTH = 595; // A4 portrait, points
const HEIGHT = 842;
const LEFT = 56;
const RIGHT = WIDTH - 56;

/** Money with its currency code: 'THB 1,500.00' (yen without decimals). */
export function receiptMoney(minor: number, currency: Currency): string {
  const amount = formatPrice(Math.abs(minor), currency, currency === 'jpy' ? 0 : 2);
  return `${minor < 0 ? '−' : ''}${currency.toUpperCase()} ${amount}`;
}

/** A label in the receipt's language with the other language after it. */
function label(key: keyof typeof LABELS, language: Language, rate = ''): string {
  const fill = (value: string) => value.replace('{rate}', rate).replace('{code}', rate);
  const first = fill(LABELS[key][language]);
  const second = fill(LABELS[key][language === 'th' ? 'en' : 'th']);
  return `${first} / ${second}`;
}

/** 'Head office' or 'Branch 00002' in both languages. */
function branchText(branch: string, language: Language): string {
  if (branch === HEAD_OFFICE_BRANCH) return label('headOffice', language);
  return `${LABELS.branch[language]} ${branch}`;
}

function right(
  page: PDFPage,
  font: ShapedFont,
  text: string,
  y: number,
  size: number,
  color = INK,
) {
  drawShapedText(page, font, text, { x: RIGHT - shapedWidth(font, text, size), y, size, color });
}

/** The receipt of a paid order as a one-page A4 PDF, labels in both languages. */
export async function renderReceiptPdf(
  order: PurchaseOrderRow,
  items: PurchaseOrderItemRow[],
  party: ReceiptParty,
  language: Language,
): Promise<Uint8Array> {
  const bytes = await loadFonts();
  const doc = await PDFDocument.create();
  const regular = await embedShapedFont(doc, bytes.regular);
  const bold = await embedShapedFont(doc, bytes.bold);
  doc.setTitle(`${LABELS.title[language]} ${order.receipt_number ?? ''}`);
  doc.setAuthor(party.payeeName || 'Learning portal');
  doc.setLanguage(language === 'th' ? 'th-TH' : 'en-GB');
  if (order.paid_at) doc.setCreationDate(order.paid_at);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const text = (value: string, x: number, y: number, size = 11, font = regular, color = INK) =>
    drawShapedText(page, font, value, { x, y, size, color });

  const invoice = order.tax_invoice;
  text(label(invoice ? 'taxTitle' : 'title', language), LEFT, 770, 22, bold, ACCENT);
  if (party.logo) {
    const image =
      party.logo.type === 'png'
        ? await doc.embedPng(party.logo.bytes)
        : await doc.embedJpg(party.logo.bytes);
    const { width, height } = image.scaleToFit(140, 48);
    page.drawImage(image, { x: RIGHT - width, y: 790 - height, width, height });
  }
  // The seller: name, address and tax ID from the configuration.
  let top = 746;
  if (party.payeeName) {
    text(party.payeeName, LEFT, top, 12, bold);
    top -= 15;
  }
  if (party.sellerAddress) {
    text(
      ellipsized(regular, party.sellerAddress.replace(/\s+/g, ' '), 9, RIGHT - LEFT),
      LEFT,
      top,
      9,
      regular,
      MUTED,
    );
    top -= 13;
  }
  if (party.sellerTaxId) {
    text(`${label('sellerTaxId', language)} ${party.sellerTaxId}`, LEFT, top, 9, regular, MUTED);
    top -= 13;
  }
  const facts: [keyof typeof LABELS, string][] = [
    ['receipt', order.receipt_number ?? ''],
    ['order', order.number],
    ['paid', order.paid_at ? formatCertificateDate(order.paid_at, language) : ''],
    ['buyer', `${party.buyerName} <${party.buyerEmail}>`],
  ];
  let y = Math.min(712, top - 14);
  for (const [key, value] of facts) {
    text(label(key, language), LEFT, y, 10, regular, MUTED);
    text(value, LEFT + 200, y, 11);
    y -= 20;
  }
  if (invoice) {
    // The buyer's tax-invoice details, as they asked at checkout.
    text(label('invoiceTo', language), LEFT, y, 10, regular, MUTED);
    const lines = [
      invoice.company_name,
      `${LABELS.sellerTaxId[language]} ${invoice.tax_id} · ${branchText(invoice.branch, language)}`,
      invoice.address.replace(/\s+/g, ' '),
    ];
    for (const line of lines) {
      text(ellipsized(regular, line, 11, RIGHT - LEFT - 200), LEFT + 200, y, 11);
      y -= 16;
    }
    y -= 4;
  }

  y -= 16;
  page.drawLine({ start: { x: LEFT, y: y + 16 }, end: { x: RIGHT, y: y + 16 }, color: MUTED });
  text(label('item', language), LEFT, y, 10, bold, MUTED);
  right(page, bold, label('amount', language), y, 10, MUTED);
  y -= 24;
  for (const item of items) {
    const title = localized({ en: item.title_en, th: item.title_th }, language);
    text(ellipsized(regular, title, 11, 330), LEFT, y, 11);
    text(item.code, LEFT, y - 14, 9, regular, MUTED);
    right(page, regular, receiptMoney(item.price_minor, order.currency), y, 11);
    y -= 36;
  }
  page.drawLine({ start: { x: LEFT, y: y + 20 }, end: { x: RIGHT, y: y + 20 }, color: MUTED });
  const lines: [string, number, ShapedFont][] = [
    [label('subtotal', language), order.subtotal_minor, regular],
  ];
  if (order.discount_minor > 0)
    lines.push([
      label('discount', language, order.coupon_code ?? ''),
      -order.discount_minor,
      regular,
    ]);
  if (order.vat_rate_bp > 0)
    lines.push([label('vat', language, String(order.vat_rate_bp / 100)), order.vat_minor, regular]);
  lines.push([label('total', language), order.total_minor, bold]);
  for (const [name, minor, font] of lines) {
    // Labels start at the margin: the Thai VAT line is long and must not reach the amounts.
    text(name, LEFT, y, 11, font);
    right(page, font, receiptMoney(minor, order.currency), y, 11);
    y -= 20;
  }
  y -= 16;
  const method = METHODS[order.payment_method][language];
  const reference = order.payment_reference ? ` · ${order.payment_reference}` : '';
  text(`${label('method', language)}: ${method}${reference}`, LEFT, y, 10, regular, MUTED);
  text(label('thanks', language), LEFT, 80, 11, regular, ACCENT);
  return doc.save();
}
