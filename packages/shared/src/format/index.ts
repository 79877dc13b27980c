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

/** Price from integer minor units with thousands separators; 0 decimals by default. */
export function formatPrice(
  minorUnits: number,
  currency: 'thb' | 'usd' | 'jpy',
  decimals = 0,
): string {
  const factor = currency === 'jpy' ? 1 : 100;
  const major = minorUnits / factor;
  return major.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** Percent is the floor of count over total, 0 when total is 0. */
export function percent(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((count / total) * 100);
}
