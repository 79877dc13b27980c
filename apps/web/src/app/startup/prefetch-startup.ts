import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@/api/query-keys';
import { configQueryOptions } from '@/core/config/get-config';
import { dictQueryOptions } from '@/core/config/get-dict';
import { getUpdateStamps } from '@/core/config/update-stamps';
import { profileQueryOptions } from '@/core/session';

/**
 * Starts the SPEC §4 start-up requests as soon as the entry script runs, while the router still
 * fetches the landing route's chunks, instead of after them: profile, check-update and (for the
 * webfront, whose config does not depend on the user) config at once, the dictionary when the
 * profile says whether a user is signed in. useStartup then finds them in the query cache.
 * Errors are left to useStartup, which asks again and reports them.
 */
export function prefetchStartup(queryClient: QueryClient, project: Project): void {
  void getUpdateStamps();
  const profile = queryClient.fetchQuery(profileQueryOptions());
  if (project !== 'webfront') {
    profile.catch(() => undefined);
    return;
  }
  void queryClient.prefetchQuery(configQueryOptions('config'));
  profile
    .then((user) => queryClient.prefetchQuery(dictQueryOptions('dict', user !== null)))
    .catch(() => undefined);
}
