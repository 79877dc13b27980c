import { ANALYTIC_SOURCE } from '@portal/shared';
import { api } from '@/api';
import type { Project } from '@/api/query-keys';

let recorded = false;

/** POST analytic/session/ once per app start; failures are only logged (SPEC §7). */
export function recordAnalyticSession(project: Project): void {
  if (recorded) return;
  recorded = true;
  api
    .post(
      'analytic/session',
      { source: ANALYTIC_SOURCE[project] },
      {
        ignoreUnauthorized: true,
        ignoreForbidden: true,
        cancelPrevious: false,
      },
    )
    .catch((error: unknown) => console.warn('analytic session not recorded', error));
}
