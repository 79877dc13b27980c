import type { ServerModule } from '@/server-module';
import { reviewRoutes } from './review.routes';

/** Reviews (rating + comment) and related materials of a material. */
export const reviewModule: ServerModule = {
  name: 'review',
  api: async (app, ctx) => {
    await app.register(reviewRoutes(ctx));
  },
};
