import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  NoContentSchema,
  OnboardAutoAssignInputSchema,
  OnboardAutoAssignSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { MANAGE_ENROLLMENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { autoAssignRule, clearAutoAssignRule, setAutoAssignRule } from './onboard-auto-assign';

const access = { access: MANAGE_ENROLLMENT };

/**
 * Dashboard: the rule that assigns an onboarding program to each new member of a group, read,
 * set and cleared on the onboarding editor. Each change is one transaction with its audit row.
 */
export function onboardAutoAssignRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/onboard/:id/auto-assign/',
      {
        config: access,
        schema: { params: IdParamSchema, response: { 200: OnboardAutoAssignSchema } },
      },
      async (request) => autoAssignRule(ctx.db, request.params.id),
    );

    app.put(
      '/onboard/:id/auto-assign/',
      {
        config: access,
        schema: {
          params: IdParamSchema,
          body: OnboardAutoAssignInputSchema,
          response: { 200: OnboardAutoAssignSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await setAutoAssignRule(ctx.db, request, requireUser(request).id, id, request.body);
        return autoAssignRule(ctx.db, id);
      },
    );

    app.delete(
      '/onboard/:id/auto-assign/',
      { config: access, schema: { params: IdParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await clearAutoAssignRule(ctx.db, request, requireUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
