import { z } from 'zod';

/** The union of a status constant's codes: `StatusOf<typeof PROGRESS_STATUS>` is 0 | 1 | … | -12. */
export type StatusOf<T extends Readonly<Record<string, number>>> = T[keyof T];

/**
 * A zod schema accepting exactly the codes of a status constant (PROGRESS_STATUS,
 * ASSIGNMENT_STATUS, ...), typed as their union, so an answer or a row holding another number
 * fails the type-check: `status: statusSchema(PROGRESS_STATUS)`.
 */
export function statusSchema<const T extends Readonly<Record<string, number>>>(codes: T) {
  const values = Object.values(codes) as StatusOf<T>[];
  return z.literal(values);
}

/**
 * A type guard for a status constant's codes, for numbers that come from outside (a query
 * parameter): `.refine(isStatusOf(IMPORT_STATUS), 'invalid_choice')` types the value as the union.
 */
export function isStatusOf<const T extends Readonly<Record<string, number>>>(codes: T) {
  const values: readonly number[] = Object.values(codes);
  return (value: number): value is StatusOf<T> => values.includes(value);
}
