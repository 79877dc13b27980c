import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROGRAM_ROUTE, ProgramLearnerProgressSchema, type ProgramKind } from '@portal/shared';
import type { AppContext } from '@/context';
import { PROGRAM_CONTAINERS } from '@/modules/content-tree/kinds';
import { MANAGE_ENROLLMENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { assertCanManageEnrollment } from './enrollment.policy';
import { programLearnerProgress } from './program-progress';

const id = z.coerce
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2_147_483_647, 'invalid_id');
const Params = z.object({ id, userId: id });

/**
 * Dashboard: one learner's progress on a learning path, learning program or onboarding, step by
 * step — for administrators who manage learners' results (as the results list decides).
 */
export function programProgressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of PROGRAM_CONTAINERS)
      app.get(
        `/${PROGRAM_ROUTE[kind.kind as ProgramKind]}/:id/learner/:userId/`,
        {
          config: { access: MANAGE_ENROLLMENT },
          schema: { params: Params, response: { 200: ProgramLearnerProgressSchema } },
        },
        async (request) => {
          await assertCanManageEnrollment(ctx.db, requireUser(request));
          const { id: programId, userId } = request.params;
          return programLearnerProgress(ctx.db, kind, programId, userId);
        },
      );
  };
}
