/**
 * Currencies of SPEC §9; money is integer minor units (satang, cents; yen has none). A file
 * without zod: the course page's buy buttons read it, and a schema module would bring zod into
 * the page's first load.
 */
export const CURRENCIES = ['thb', 'usd', 'jpy'] as const;
export type Currency = (typeof CURRENCIES)[number];
