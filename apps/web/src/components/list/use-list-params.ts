import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Reads page, search and ordering (plus named filters) from the URL search params. */
export function readListParams(params: URLSearchParams, defaultOrdering = '') {
  const raw = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(raw) && raw >= 1 ? raw : 1,
    search: params.get('search') ?? '',
    ordering: params.get('ordering') ?? defaultOrdering,
  };
}

/**
 * The URL change of a list control (SPEC §2): a new search resets page to 1 and an empty
 * search removes search and page; a new ordering or filter resets page to 1; a filter set to
 * '' is removed. Other params (lang, tabs) are kept.
 */
export function nextListParams(
  current: URLSearchParams,
  change:
    | { page: number }
    | { search: string }
    | { ordering: string }
    | { filter: string; value: string },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if ('page' in change) {
    if (change.page <= 1) next.delete('page');
    else next.set('page', String(change.page));
    return next;
  }
  next.delete('page');
  if ('search' in change) {
    const value = change.search.trim();
    if (value) next.set('search', value);
    else next.delete('search');
  } else if ('ordering' in change) {
    if (change.ordering) next.set('ordering', change.ordering);
    else next.delete('ordering');
  } else if (change.value) {
    next.set(change.filter, change.value);
  } else {
    next.delete(change.filter);
  }
  return next;
}

/** A server-paged list whose page, search, ordering and filters live in the URL. */
export function useListParams(defaultOrdering = '') {
  const [params, setParams] = useSearchParams();
  const { page, search, ordering } = useMemo(
    () => readListParams(params, defaultOrdering),
    [params, defaultOrdering],
  );
  const apply = useCallback(
    (change: Parameters<typeof nextListParams>[1]) =>
      setParams((current) => nextListParams(current, change)),
    [setParams],
  );
  return {
    params,
    page,
    search,
    ordering,
    filter: (name: string) => params.get(name) ?? '',
    setPage: (value: number) => apply({ page: value }),
    setSearch: (value: string) => apply({ search: value }),
    setOrdering: (value: string) => apply({ ordering: value }),
    setFilter: (name: string, value: string) => apply({ filter: name, value }),
  };
}
