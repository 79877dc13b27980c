import { useSearchParams } from 'react-router';
import { nextListParams, useListParams } from '@/components/list';

/**
 * A filter holding several values (`status=1,22`) in the URL. No param means every value
 * ('select all'); choosing every option, or none, removes the param again, so the URL of an
 * unfiltered list stays clean and 'all' is one state, not two.
 */
export function readMultiFilter(params: URLSearchParams, name: string): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  return [...new Set(raw.split(',').filter(Boolean))];
}

/** The URL after choosing `values` out of `allValues` for a multi-value filter (page reset). */
export function nextMultiFilter(
  current: URLSearchParams,
  name: string,
  values: readonly string[],
  allValues: readonly string[],
): URLSearchParams {
  const chosen = allValues.filter((value) => values.includes(value));
  const everything = chosen.length === 0 || chosen.length === allValues.length;
  return nextListParams(current, { filter: name, value: everything ? '' : chosen.join(',') });
}

/** The URL with every filter of the list removed (search and ordering kept, page reset). */
export function clearFilters(current: URLSearchParams, names: readonly string[]) {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const name of names) next.delete(name);
  return next;
}

/** `value` when it is one of `known` orderings of a list, else `fallback` (a stale URL). */
export function knownOrdering<T extends string>(
  value: string,
  known: readonly T[],
  fallback: T,
): T {
  return (known as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The URL state of a dashboard list, as `useDashboardListParams` gives it. */
export type DashboardListParams = ReturnType<typeof useDashboardListParams>;

/**
 * The URL state of a dashboard list: page, search and ordering of the shared list params
 * (SPEC §2 rules) plus multi-value filters and clearing every filter at once.
 */
export function useDashboardListParams(defaultOrdering = '') {
  const list = useListParams(defaultOrdering);
  const [, setParams] = useSearchParams();
  const { params } = list;
  return {
    ...list,
    multi: (name: string) => readMultiFilter(params, name),
    setMulti: (name: string, values: readonly string[], allValues: readonly string[]) =>
      setParams((current) => nextMultiFilter(current, name, values, allValues)),
    clearFilters: (names: readonly string[]) =>
      setParams((current) => clearFilters(current, names)),
  };
}
