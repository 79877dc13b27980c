import type { ServerModule } from '@/server-module';
import { PROGRAM_CONTAINERS } from '@/modules/content-tree/kinds';
import { programRoutes } from './program.routes';

/** Programs (learning paths, learning programs, onboarding) on the learner's front (issue 15). */
export const programModule: ServerModule = {
  name: 'program',
  api: async (app, ctx) => {
    for (const kind of PROGRAM_CONTAINERS) await app.register(programRoutes(ctx, kind));
  },
};
