/** A row as JSON carries it: each Date (or nullable Date) value becomes its ISO string. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * The row with its Date values turned into the ISO strings JSON.stringify would make of them,
 * so a response schema can declare them as the strings the web reads (rows from PostgreSQL
 * carry timestamps as Date).
 */
export function toWire<T extends object>(row: T): Wire<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as Wire<T>;
}
