import type { ServerModule } from '@/server-module';
import { activityAdminRoutes, activityRoutes } from './activity.routes';

/**
 * Activities (issue 16 item 6): content of kind activity whose learner ticks a checklist, some
 * items approved by an administrator or the learner's manager; authored on the dashboard.
 */
export const activityModule: ServerModule = {
  name: 'activity',
  api: async (app, ctx) => {
    await app.register(activityRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(activityAdminRoutes(ctx));
  },
};
