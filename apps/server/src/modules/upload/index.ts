import type { ServerModule } from '@/server-module';
import { learnerUploadRoutes, uploadRoutes } from './upload.routes';

/** Uploads of media and images from the dashboard, and the learners' own (issue 19). */
export const uploadModule: ServerModule = {
  name: 'upload',
  api: async (app, ctx) => {
    await app.register(learnerUploadRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(uploadRoutes(ctx));
  },
};
