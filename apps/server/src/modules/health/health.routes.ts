import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '@/context';
import { AppError } from '@/lib/errors';
import { databaseReachable } from './health.repository';

const HealthSchema = z.object({ status: z.literal('ok') });

/**
 * GET health/: for a load balancer's health check (docs/operations.md). 200 when this instance
 * reaches its database, 503 `database_unavailable` otherwise. Open during maintenance.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/',
      { schema: { response: { 200: HealthSchema } }, config: { access: 'public' } },
      async () => {
        if (!(await databaseReachable(ctx.db)))
          throw new AppError(503, 'database_unavailable', 'The database cannot be reached.');
        return { status: 'ok' as const };
      },
    );
  };
}
