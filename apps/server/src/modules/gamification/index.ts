import type { ServerModule } from '@/server-module';
import { gamificationAdminRoutes } from './gamification-admin.routes';
import { pointRoutes } from './points.routes';

export { leaderboard, pointSummary, type BoardScope } from './points.repository';

/**
 * Points, challenges and leaderboards (issue 19). Points are awarded in the database by
 * award_points() (migration 0050) from the rows other modules already write (status_audit,
 * material_review, discussion_post), so no module calls into this one to award and no write
 * gains a statement; this module reads and configures.
 */
export const gamificationModule: ServerModule = {
  name: 'gamification',
  api: async (app, ctx) => {
    await app.register(pointRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(gamificationAdminRoutes(ctx));
  },
};
