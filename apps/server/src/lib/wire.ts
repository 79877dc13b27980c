/** A value as JSON carries it: each Date in it (at any depth) becomes its ISO string. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/**
 * The value with its Dates turned into the ISO strings JSON.stringify would make of them, so a
 * response schema can declare them as the strings the web reads (PostgreSQL rows carry
 * timestamps as Date). Arrays and plain objects are walked; anything else is kept as it is.
 */
export function toWire<T>(value: T): Wire<T> {
  if (value instanceof Date) return value.toISOString() as Wire<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toWire(item)) as Wire<T>;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toWire(item)]),
    ) as Wire<T>;
  return value as Wire<T>;
}
