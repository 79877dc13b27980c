/**
 * A Thai tax identification number (a company's or a person's, 13 digits): the last digit is a
 * check digit over the first twelve, weighted 13 down to 2, as the Revenue Department issues them.
 * Spaces and hyphens as people write them ('0-1055-56012-34-5') are ignored.
 */
export function isThaiTaxId(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** The tax ID as stored: its 13 digits only. */
export const taxIdDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The branch number of a head office on a Thai tax invoice. */
export const HEAD_OFFICE_BRANCH = '00000';
