import type { ServerModule } from '@/server-module';
import { flashCardRoutes } from './flash-card.routes';

/**
 * Flash-card sets (issue 19): study with flip and a Leitner box per card; learners' own sets
 * go through the learner-made material approval (material-request) to be published.
 */
export const flashCardModule: ServerModule = {
  name: 'flash-card',
  api: async (app, ctx) => {
    await app.register(flashCardRoutes(ctx));
  },
};
