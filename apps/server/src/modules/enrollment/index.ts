import type { ServerModule } from '@/server-module';
import { dashboardResultRoutes } from './dashboard-result.routes';
import { enrollmentRoutes } from './enrollment.routes';
import { libraryRoutes } from './library.routes';
import { programProgressRoutes } from './program-progress.routes';

/** Enrolment, progress and the learner's library; learners' results on the dashboard. */
export const enrollmentModule: ServerModule = {
  name: 'enrollment',
  api: async (app, ctx) => {
    await app.register(enrollmentRoutes(ctx));
    await app.register(libraryRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardResultRoutes(ctx));
    await app.register(programProgressRoutes(ctx));
  },
};
