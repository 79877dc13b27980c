import type { ServerModule } from '@/server-module';
import { materialRoutes } from './material.routes';

/** The material player: details, files, images and a material's own progress. */
export const materialModule: ServerModule = {
  name: 'material',
  api: async (app, ctx) => {
    await app.register(materialRoutes(ctx));
  },
};
