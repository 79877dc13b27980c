import type { ServerModule } from '@/server-module';
import { assignmentRoutes } from './assignment.routes';

/** Assigning content to learners and groups from the dashboard. */
export const assignmentModule: ServerModule = {
  name: 'assignment',
  dashboard: async (app, ctx) => {
    await app.register(assignmentRoutes(ctx));
  },
};
