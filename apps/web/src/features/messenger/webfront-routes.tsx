import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const page = () => import('./components/messenger-page');

/** The messenger (issue 17, SPEC §2 /messenger): the inbox and one conversation. */
export const messengerRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'messenger', lazy: lazyPage(page, (m) => m.MessengerPage) },
    { path: 'messenger/:conversationid', lazy: lazyPage(page, (m) => m.MessengerPage) },
  ],
};
