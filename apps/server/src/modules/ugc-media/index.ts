import type { ServerModule } from '@/server-module';
import { ugcMediaRoutes } from './ugc-media.routes';

/**
 * Learner-made audio and video (issue 19 item 4): creators' own uploads kept as drafts and sent
 * through the learner-made material approval (material-request) to be published.
 */
export const ugcMediaModule: ServerModule = {
  name: 'ugc-media',
  api: async (app, ctx) => {
    await app.register(ugcMediaRoutes(ctx));
  },
};
