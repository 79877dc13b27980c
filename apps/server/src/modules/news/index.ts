import { crudRoutes, type EntityStore } from '@/lib/admin-crud';
import type { ServerModule } from '@/server-module';
import { newsStore } from './news.repository';
import { newsRoutes } from './news.routes';

/**
 * News and informative pages (issue 20 item 3): the readers' lists and pages, and their
 * authoring on the dashboard (dashboard/news/, dashboard/informative/: the content right).
 */
export const newsModule: ServerModule = {
  name: 'news',
  api: async (app, ctx) => {
    await app.register(newsRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    for (const kind of ['news', 'informative'] as const)
      await app.register(crudRoutes(ctx, newsStore(kind) as EntityStore<unknown, { id: number }>));
  },
};
