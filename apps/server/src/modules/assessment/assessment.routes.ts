import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '@/context';
import { surveyRoutes } from './survey.routes';
import { testRoutes } from './test.routes';

/** Tests and surveys for learners, under /api/. */
export function assessmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(testRoutes(ctx));
    await app.register(surveyRoutes(ctx));
  };
}
