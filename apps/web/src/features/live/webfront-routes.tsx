import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const pages = () => import('./components/live-page');
const livePage = lazyPage(pages, (m) => m.LivePage);

/**
 * Live sessions (issue 16, item 4): my live sessions, a session's page (also a class session's
 * live part, under the class and the class program) and its stream.
 */
export const liveRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'live',
      lazy: lazyPage(
        () => import('./components/live-list-page'),
        (m) => m.LiveListPage,
      ),
    },
    { path: 'live/:id', lazy: livePage },
    { path: 'live/:id/stream', lazy: lazyPage(pages, (m) => m.StreamPage) },
    { path: 'class/:classid/session/:sessionid/live', lazy: livePage },
    {
      path: 'class-program/:programid/class/:classid/session/:sessionid/live',
      lazy: livePage,
    },
  ],
};
