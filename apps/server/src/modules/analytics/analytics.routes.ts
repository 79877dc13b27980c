import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTIC_SOURCE } from '@portal/shared';
import type { AppContext } from '@/context';
import { insertSession } from './analytics.repository';

const SessionBody = z.object({
  source: z.union([z.literal(ANALYTIC_SOURCE.webfront), z.literal(ANALYTIC_SOURCE.dashboard)], {
    error: 'invalid_choice',
  }),
});

/** POST analytic/session/: one row per app start, for the activity reports. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/analytic/session/',
      {
        schema: { body: SessionBody, response: { 201: z.object({}) } },
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        await insertSession(ctx.db, {
          user_id: request.user?.id ?? null,
          source: request.body.source,
          ip: request.ip,
          user_agent: (request.headers['user-agent'] ?? '').slice(0, 500),
        });
        return reply.status(201).send({});
      },
    );
  };
}
