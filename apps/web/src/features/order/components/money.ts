import type { TFunction } from 'i18next';
import { formatPrice, type Currency } from '@portal/shared';

/** An amount in its currency ('฿1,500' / '1,500 บาท'); satang or cents only when there are some. */
export function formatMoney(t: TFunction, minor: number, currency: Currency): string {
  const decimals = currency !== 'jpy' && minor % 100 !== 0 ? 2 : 0;
  return t(`price_${currency}`, { amount: formatPrice(minor, currency, decimals) });
}

/** A VAT rate in basis points as a percent without trailing zeros (700 → '7'). */
export function vatPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
