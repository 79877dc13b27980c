import type { ServerModule } from '@/server-module';
import { assignmentRoutes } from './assignment.routes';
import { onboardAutoAssignRoutes } from './onboard-auto-assign.routes';

/** Assigning content to learners and groups from the dashboard; onboarding assigned on joining. */
export const assignmentModule: ServerModule = {
  name: 'assignment',
  dashboard: async (app, ctx) => {
    await app.register(assignmentRoutes(ctx));
    await app.register(onboardAutoAssignRoutes(ctx));
  },
};
