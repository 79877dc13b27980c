import { lazy, Suspense } from 'react';
import { hasConiverseRedirect } from '../coniverse-redirect';

const Runner = lazy(() =>
  import('./coniverse-redirect-runner').then((m) => ({ default: m.ConiverseRedirectRunner })),
);

/**
 * The redirect to a linked service after sign-in (SPEC §1 `redirect_to_coniverse`), loaded only
 * when the visit stored one: the runner and the linked-service calls stay out of the first load.
 */
export function ConiverseRedirect() {
  if (!hasConiverseRedirect()) return null;
  return (
    <Suspense fallback={null}>
      <Runner />
    </Suspense>
  );
}
