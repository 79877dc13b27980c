import type { ServerModule } from '@/server-module';
import { teamRoutes } from './team.routes';

/**
 * The team dashboard (issue 19): a manager's view of the users whose manager they are, their
 * progress, a team leaderboard (gamification) and assigning within the team (assignment).
 */
export const teamModule: ServerModule = {
  name: 'team',
  api: async (app, ctx) => {
    await app.register(teamRoutes(ctx));
  },
};
