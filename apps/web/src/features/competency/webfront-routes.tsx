import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

/** SPEC §1 /competency (issue 20 item 5) and the team dashboard's competency gaps. */
export const competencyRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'competency',
      lazy: lazyPage(
        () => import('./components/competency-page'),
        (m) => m.CompetencyPage,
      ),
    },
    {
      path: 'team-dashboard/competency',
      lazy: lazyPage(
        () => import('./components/team-gaps-page'),
        (m) => m.TeamGapsPage,
      ),
    },
  ],
};
