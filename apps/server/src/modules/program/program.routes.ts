import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelAnswerSchema,
  ContentCardSchema,
  EnrollAnswerSchema,
  IdParamSchema,
  LangQuerySchema,
  pagedSchema,
  PROGRAM_ROUTE,
  ProgramDetailSchema,
  ProgramListQuerySchema,
  SlotParamSchema,
  StepStartAnswerSchema,
  type ProgramKind,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import type { ContainerKind } from '@/modules/content-tree/kinds';
import { cancelEnrollment, enroll } from '@/modules/enrollment/enrollment.service';
import { getProgram, listPrograms, startStep } from './program.service';

const emptyBody = z.object({}).strict().optional();

/**
 * The learner's routes of one program kind under its URL segment (learning-path/,
 * learning-program/, onboard/): list and page for everyone, enrol, cancel and step start for
 * signed-in learners. Progress on a material step goes through course/{id}/slot/{slotid}/progress/
 * with the program's id, as for any container.
 */
export function programRoutes(ctx: AppContext, kind: ContainerKind): FastifyPluginAsyncZod {
  const base = `/${PROGRAM_ROUTE[kind.kind as ProgramKind]}`;
  const kinds = [kind.kind];
  return async (app) => {
    app.get(
      `${base}/`,
      {
        config: { access: 'visitor' },
        schema: {
          querystring: ProgramListQuerySchema,
          response: { 200: pagedSchema(ContentCardSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listPrograms(
          ctx.db,
          kind,
          request.query,
          { limit: page.limit, offset: page.offset },
          request.user,
          languageOf(request),
        );
        return page.answer(results, total);
      },
    );

    app.get(
      `${base}/:id/`,
      {
        config: { access: 'visitor' },
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: ProgramDetailSchema },
        },
      },
      async (request) =>
        getProgram(ctx.db, kind, request.params.id, request.user, languageOf(request)),
    );

    app.post(
      `${base}/:id/enroll/`,
      {
        schema: {
          params: IdParamSchema,
          body: emptyBody,
          response: { 201: EnrollAnswerSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const answer = await enroll(ctx.db, user, request.params.id, kinds);
        return reply.status(201).send(answer);
      },
    );

    app.post(
      `${base}/:id/cancel/`,
      {
        schema: {
          params: IdParamSchema,
          body: emptyBody,
          response: { 200: CancelAnswerSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return cancelEnrollment(ctx.db, user, request.params.id, kinds);
      },
    );

    app.post(
      `${base}/:id/slot/:slotid/start/`,
      {
        schema: {
          params: SlotParamSchema,
          body: emptyBody,
          response: { 200: StepStartAnswerSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return startStep(
          ctx.db,
          user,
          kind,
          request.params.id,
          request.params.slotid,
          languageOf(request),
        );
      },
    );
  };
}
