import type { ServerModule } from '@/server-module';
import { classProgramRoutes, scheduleRoutes } from './schedule.routes';
import { sessionAdminRoutes } from './session-admin.routes';
import { sessionSurveyAdminRoutes, sessionSurveyRoutes } from './session-survey.routes';

/**
 * Scheduled learning (issue 16, part 1): classes held in sessions, check-in from a session's
 * page or its QR code; on the dashboard a class's sessions and their attendance. The class's own
 * authoring (its form, publish) is content-admin's container routes of kind class.
 */
export const scheduleModule: ServerModule = {
  name: 'schedule',
  api: async (app, ctx) => {
    await app.register(scheduleRoutes(ctx));
    await app.register(classProgramRoutes(ctx));
    await app.register(sessionSurveyRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(sessionAdminRoutes(ctx));
    await app.register(sessionSurveyAdminRoutes(ctx));
  },
};
