/** Message keys by dotted field path (`sections.0.questions.1.key.choices`), first one wins. */
export type FieldErrors = Record<string, string>;

/** A message that is not one of our snake_case keys (zod's own English) reads as invalid_value. */
const asKey = (message: string) => (/^[a-z0-9_>]+$/.test(message) ? message : 'invalid_value');

type Issue = { path: readonly PropertyKey[]; message: string };
const isIssueList = (
  value: readonly Issue[] | Record<string, string[]>,
): value is readonly Issue[] => Array.isArray(value);

/** The first message key per path, from zod issues or the server's `errors`. */
export function errorsByPath(issues: readonly Issue[] | Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  const pairs: (readonly [string, string])[] = isIssueList(issues)
    ? issues.map((i) => [i.path.map(String).join('.'), i.message] as const)
    : Object.entries(issues).map(([path, keys]) => [path, keys[0] ?? ''] as const);
  for (const [path, message] of pairs) if (path && message) errors[path] ??= asKey(message);
  return errors;
}

/** Whether any error lies at or under a path (a question card shows it holds one). */
export function hasErrorUnder(errors: FieldErrors, path: string): boolean {
  return Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
}

/** A number field as typed: blank is null, anything else parsed (NaN fails the schema). */
export const toNumber = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

/** Moves the item at `index` one step up or down; out of range leaves the list as it is. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const to = index + direction;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** A key for React lists of rows that have no server id yet. */
let counter = 0;
export const localKey = (): string => `k${++counter}`;
