import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelAnswerSchema,
  EnrollAnswerSchema,
  IdParamSchema,
  ProgressAnswerSchema,
  ProgressStampSchema,
  SlotParamSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { requireUser } from '@/plugins/session';
import { cancelEnrollment, enroll } from './enrollment.service';
import { recordProgress } from './progress.service';
import { COURSE } from '@/modules/content-tree/kinds';

/** course/{id}/enroll/ and cancel/ take courses; programs have their own URLs (modules/program). */
const COURSE_ONLY = [COURSE.kind];

/** Enrol in a course and record progress on its slots: signed-in learners only. */
export function enrollmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/course/:id/enroll/',
      {
        schema: {
          params: IdParamSchema,
          body: z.object({}).strict().optional(),
          response: { 201: EnrollAnswerSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const answer = await enroll(ctx.db, user, request.params.id, COURSE_ONLY);
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/course/:id/cancel/',
      {
        schema: {
          params: IdParamSchema,
          body: z.object({}).strict().optional(),
          response: { 200: CancelAnswerSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return cancelEnrollment(ctx.db, user, request.params.id, COURSE_ONLY);
      },
    );

    app.post(
      '/course/:id/slot/:slotid/progress/',
      {
        schema: {
          params: SlotParamSchema,
          body: ProgressStampSchema,
          response: { 200: ProgressAnswerSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return recordProgress(ctx.db, user, request.params.id, request.params.slotid, request.body);
      },
    );
  };
}
