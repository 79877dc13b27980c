import { isApiError } from '@/api';
import { localStore } from '@/core/storage';

/**
 * Answers the cached copy unless the server's update stamp is newer (SPEC §4), else fetches
 * and caches. When the fetch fails for a reason other than a refusal, a cached copy still serves.
 */
export async function cachedFetch<T>(options: {
  cacheKey: string;
  fetch: () => Promise<T>;
  stampOf: (value: T) => string | undefined;
  serverStamp: () => Promise<string | undefined>;
  isNewer: (server: string | undefined, cached: string | undefined) => boolean;
}): Promise<T> {
  const cached = localStore.getJson<T>(options.cacheKey);
  // Without a cached copy the stamp cannot spare the fetch: ask both at once (a first visit on a
  // slow network saves a round trip); the stamp is still asked, for the other cached answers.
  const stamp = options.serverStamp();
  if (cached !== null) {
    const serverStamp = await stamp;
    if (serverStamp !== undefined && !options.isNewer(serverStamp, options.stampOf(cached)))
      return cached;
  }
  try {
    const fresh = await options.fetch();
    localStore.setJson(options.cacheKey, fresh);
    return fresh;
  } catch (error) {
    if (cached !== null && !isApiError(error, 401) && !isApiError(error, 403)) return cached;
    throw error;
  }
}
