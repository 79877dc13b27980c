import type { ServerModule } from '@/server-module';
import { termRoutes } from './term.routes';

/** Terms, privacy notice and data consent. */
export const termModule: ServerModule = {
  name: 'term',
  api: async (app, ctx) => {
    await app.register(termRoutes(ctx));
  },
};
