import { queryOptions } from '@tanstack/react-query';
import type { DictAnswer } from '@portal/shared';
import { api, queryKeys } from '@/api';
import { cachedFetch } from './cached-fetch';
import { getUpdateStamps, isNewer } from './update-stamps';

export type DictSource = 'dict' | 'dashboard/dict';

/** GET dict/ (or dashboard/dict/), cached until check-update says newer; is_login_page for visitors. */
export function getDict(source: DictSource, signedIn: boolean): Promise<DictAnswer> {
  return cachedFetch<DictAnswer>({
    cacheKey: `cache:${source}`,
    fetch: () =>
      api.get<DictAnswer>(source, { query: { is_login_page: signedIn ? undefined : true } }),
    stampOf: (value) => value.dict_datetime_update,
    serverStamp: async () => (await getUpdateStamps())?.dict_datetime_update,
    isNewer,
  });
}

export function dictQueryOptions(source: DictSource, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.dict(source),
    queryFn: () => getDict(source, signedIn),
    staleTime: Infinity,
  });
}
