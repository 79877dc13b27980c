import { crudRoutes, type EntityStore } from '@/lib/admin-crud';
import type { ServerModule } from '@/server-module';
import { publicLearningStore } from './public-learning.store';
import { publicLearningRoutes } from './public-learning.routes';
import { publicProviderStore } from './public-provider.store';

/**
 * Public learning and public providers (issue 20 item 3): the readers' pages and the learner's
 * learning result, and their authoring on the dashboard (dashboard/public-provider/,
 * dashboard/public-learning/: the content right, audited by lib/admin-crud).
 */
export const publicLearningModule: ServerModule = {
  name: 'public-learning',
  api: async (app, ctx) => {
    await app.register(publicLearningRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(
      crudRoutes(ctx, publicProviderStore as EntityStore<unknown, { id: number }>),
    );
    await app.register(
      crudRoutes(ctx, publicLearningStore as EntityStore<unknown, { id: number }>),
    );
  },
};
