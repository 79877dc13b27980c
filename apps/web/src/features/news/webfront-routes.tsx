import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

const pages = () => import('./components/news-detail-page');

/** News (/news, /news/{id}) and informative pages (/informative/{id}), issue 20. */
export const newsRoutes: WebfrontFeatureRoutes = {
  shell: [
    {
      path: 'news',
      lazy: lazyPage(
        () => import('./components/news-list-page'),
        (m) => m.NewsListPage,
      ),
    },
    { path: 'news/:newsid', lazy: lazyPage(pages, (m) => m.NewsDetailPage) },
    { path: 'informative/:id', lazy: lazyPage(pages, (m) => m.InformativePage) },
  ],
};
