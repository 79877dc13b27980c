import type { ServerModule } from '@/server-module';
import { dashboardDiscussionRoutes, discussionRoutes } from './discussion.routes';

/** Discussions on content, and their moderation on the dashboard. */
export const discussionModule: ServerModule = {
  name: 'discussion',
  api: async (app, ctx) => {
    await app.register(discussionRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardDiscussionRoutes(ctx));
  },
};
