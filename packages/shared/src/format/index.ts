/** Number, price and percent formatting of SPEC §9. */

const EN_UNITS: [number, string][] = [
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];
const TH_UNITS: [number, string][] = [
  [6, 'ล้าน'],
  [5, 'แสน'],
  [4, 'หมื่น'],
  [3, 'พัน'],
];

/** Abbreviates a count by its digit length: en 9/6/3 digits, th 6/5/4/3 digits. */
export function abbreviateNumber(value: number, language: string): string {
  const units = language === 'th' ? TH_UNITS : EN_UNITS;
  const abs = Math.abs(value);
  for (const [digits, unit] of units) {
    const size = 10 ** digits;
    if (abs >= size) {
      const scaled = Math.floor((value / size) * 10) / 10;
      return `${scaled}${language === 'th' ? ' ' : ''}${unit}`;
    }
  }
  return String(value);
}

/**
 * Price from integer minor units with thousands separators; 0 decimals by default. The same text
 * as `toLocaleString('en-US', { minimumFractionDigits, maximumFractionDigits })` (rounded half away
 * from zero; format.test.ts checks it against Intl for any amount), worked out on the integer:
 * building an ICU number format was the main thread's second-largest cost in a course page's first
 * render on the throttled phone profile (about 95 ms), for a few prices.
 */
export function formatPrice(
  minorUnits: number,
  currency: 'thb' | 'usd' | 'jpy',
  decimals = 0,
): string {
  const factor = currency === 'jpy' ? 1 : 100;
  const scale = 10 ** decimals;
  // The amount in units of the last decimal shown.
  const units = Math.round((Math.abs(minorUnits) * scale) / factor);
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${String(units % scale).padStart(decimals, '0')}` : '';
  const negative = minorUnits < 0 || Object.is(minorUnits, -0);
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Percent is the floor of count over total, 0 when total is 0. */
export function percent(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((count / total) * 100);
}
