import type { ServerModule } from '@/server-module';
import { dashboardAssessmentRoutes } from './assessment-dashboard.routes';
import { assessmentRoutes } from './assessment.routes';
import { gradesRoutes } from './grades.routes';

/** Tests and surveys: taking them, and their results on the dashboard. */
export const assessmentModule: ServerModule = {
  name: 'assessment',
  api: async (app, ctx) => {
    await app.register(assessmentRoutes(ctx));
    await app.register(gradesRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardAssessmentRoutes(ctx));
  },
};
