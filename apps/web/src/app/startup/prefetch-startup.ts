import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@/api/query-keys';
import { configQueryOptions } from '@/core/config/get-config';
import { dictQueryOptions } from '@/core/config/get-dict';
import { getUpdateStamps } from '@/core/config/update-stamps';
import { profileQueryOptions } from '@/core/session';

/**
 * Starts the SPEC §4 start-up requests as soon as the entry script runs, while the router still
 * fetches the landing route's chunks, instead of after them: profile, check-update and (for the
 * webfront, whose config does not depend on the user) config at once, and the dictionary at once
 * too when the page preloads it (else when the profile says whether a user is signed in).
 * useStartup then finds them in the query cache.
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
  const guess = preloadedDictGuess();
  if (guess !== null) {
    void queryClient.prefetchQuery(dictQueryOptions('dict', guess));
    profile.catch(() => undefined);
    return;
  }
  profile
    .then((user) => queryClient.prefetchQuery(dictQueryOptions('dict', user !== null)))
    .catch(() => undefined);
}

/**
 * Whether the server's page preloads the signed-in dictionary (true), the visitor's (false), or
 * none (null: the development server's page). The server guessed from the session cookie, which
 * the script cannot read; asking the preloaded address at once takes its answer without waiting
 * for the profile. Both addresses answer the same dictionary (`is_login_page` is SPEC §4's
 * parameter, not a filter), so a wrong guess costs nothing.
 */
function preloadedDictGuess(): boolean | null {
  const link = document.querySelector('link[rel="preload"][href^="/api/dict/"]');
  const href = link?.getAttribute('href');
  return href ? !href.includes('is_login_page') : null;
}
