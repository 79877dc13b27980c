import type { ServerModule } from '@/server-module';
import { uploadRoutes } from './upload.routes';

/** Uploads of media and images from the dashboard. */
export const uploadModule: ServerModule = {
  name: 'upload',
  dashboard: async (app, ctx) => {
    await app.register(uploadRoutes(ctx));
  },
};
