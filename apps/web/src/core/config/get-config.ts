import { queryOptions } from '@tanstack/react-query';
import type { ConfigAnswer } from '@portal/shared';
import { api, queryKeys } from '@/api';
import { cachedFetch } from './cached-fetch';
import { getUpdateStamps, isNewer } from './update-stamps';

/** config/ for the webfront and visitors; dashboard/config/ for signed-in administrators. */
export type ConfigSource = 'config' | 'dashboard/config';

/** GET config/ (or dashboard/config/), cached in local storage until check-update says newer. */
export function getConfig(source: ConfigSource): Promise<ConfigAnswer> {
  return cachedFetch<ConfigAnswer>({
    cacheKey: `cache:${source}`,
    fetch: () => api.get<ConfigAnswer>(source),
    stampOf: (value) => value.config_datetime_update,
    serverStamp: async () => (await getUpdateStamps())?.config_datetime_update,
    isNewer,
  });
}

export function configQueryOptions(source: ConfigSource) {
  return queryOptions({
    queryKey: queryKeys.config(source),
    queryFn: () => getConfig(source),
    staleTime: Infinity,
  });
}
