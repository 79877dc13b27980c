import type { ServerModule } from '@/server-module';
import { configRoutes } from './config.routes';

/** Site configuration and the dictionary (its admin routes too). */
export const configModule: ServerModule = {
  name: 'config',
  api: async (app, ctx) => {
    await app.register(configRoutes(ctx));
  },
};
