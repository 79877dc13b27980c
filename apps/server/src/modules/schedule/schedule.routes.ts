import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelAnswerSchema,
  CheckInAnswerSchema,
  CheckInTokenSchema,
  ClassCardSchema,
  ClassDetailSchema,
  ClassListQuerySchema,
  ClassProgramDetailSchema,
  ClassSessionDetailSchema,
  ClassSessionParamSchema,
  EnrollAnswerSchema,
  IdParamSchema,
  LangQuerySchema,
  pagedSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { CLASS, CLASS_PROGRAM } from '@/modules/content-tree/kinds';
import { cancelEnrollment, enroll } from '@/modules/enrollment/enrollment.service';
import type { TimesScope } from './schedule.repository';
import { checkIn, getClass, getClassProgram, getSession, listClassCards } from './schedule.service';

const emptyBody = z.object({}).strict().optional();

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes classes and class programs share under one segment: the list (upcoming or past,
 * for everyone), enrol and cancel (the course's rules, for the segment's kind only).
 */
function listAndEnrolRoutes(app: ZodApp, ctx: AppContext, segment: string, scope: TimesScope) {
  const kinds = [scope === 'class' ? CLASS.kind : CLASS_PROGRAM.kind];
  app.get(
    `/${segment}/`,
    {
      config: { access: 'visitor' },
      schema: {
        querystring: ClassListQuerySchema,
        response: { 200: pagedSchema(ClassCardSchema) },
      },
    },
    async (request) => {
      const page = await requestedPage(request, ctx.settings);
      const { results, total } = await listClassCards(
        ctx.db,
        request.query,
        { limit: page.limit, offset: page.offset },
        request.user,
        languageOf(request),
        scope,
      );
      return page.answer(results, total);
    },
  );

  app.post(
    `/${segment}/:id/enroll/`,
    {
      config: { access: 'user' },
      schema: { params: IdParamSchema, body: emptyBody, response: { 201: EnrollAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await enroll(ctx.db, requireUser(request), request.params.id, kinds);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    `/${segment}/:id/cancel/`,
    {
      config: { access: 'user' },
      schema: { params: IdParamSchema, body: emptyBody, response: { 200: CancelAnswerSchema } },
    },
    async (request) => cancelEnrollment(ctx.db, requireUser(request), request.params.id, kinds),
  );
}

/**
 * SPEC §7's API names for scheduled learning (docs/decisions.md, "Class programs on the
 * learner's front"): `event/` is a class, `event-program/` a class program; the same handlers
 * answer under both names.
 */
export const CLASS_SEGMENTS = ['class', 'event'] as const;
export const CLASS_PROGRAM_SEGMENTS = ['class-program', 'event-program'] as const;

/**
 * The learner's class routes, under `class/` and its alias `event/`: the list (upcoming or past)
 * and the page for everyone, a session's page, enrol and cancel (the course's rules); check-in
 * from a session's page and with a session's QR token, signed in.
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const segment of CLASS_SEGMENTS) {
      listAndEnrolRoutes(app, ctx, segment, 'class');

      app.get(
        `/${segment}/:id/`,
        {
          config: { access: 'visitor' },
          schema: {
            params: IdParamSchema,
            querystring: LangQuerySchema,
            response: { 200: ClassDetailSchema },
          },
        },
        async (request) => getClass(ctx.db, request.params.id, request.user, languageOf(request)),
      );

      app.get(
        `/${segment}/:id/session/:sessionid/`,
        {
          config: { access: 'visitor' },
          schema: {
            params: ClassSessionParamSchema,
            querystring: LangQuerySchema,
            response: { 200: ClassSessionDetailSchema },
          },
        },
        async (request) =>
          getSession(
            ctx.db,
            request.params.id,
            request.params.sessionid,
            request.user,
            languageOf(request),
          ),
      );
    }

    app.post(
      '/class/:id/session/:sessionid/check-in/',
      {
        config: { access: 'user' },
        schema: {
          params: ClassSessionParamSchema,
          body: emptyBody,
          response: { 200: CheckInAnswerSchema },
        },
      },
      async (request) =>
        checkIn(ctx.db, requireUser(request), {
          by: 'page',
          classId: request.params.id,
          sessionId: request.params.sessionid,
        }),
    );

    app.post(
      '/check-in/',
      {
        config: { access: 'user' },
        schema: { body: CheckInTokenSchema, response: { 200: CheckInAnswerSchema } },
      },
      async (request) =>
        checkIn(ctx.db, requireUser(request), { by: 'qr', token: request.body.token }),
    );
  };
}

/**
 * The learner's class program routes, under `class-program/` and its alias `event-program/`:
 * the list (upcoming or past, the class list's filters over the program's classes' sessions),
 * the page with its classes, enrol in and cancel the program (the course's rules; the classes
 * are enrolled in on their own pages, docs/decisions.md).
 */
export function classProgramRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const segment of CLASS_PROGRAM_SEGMENTS) {
      listAndEnrolRoutes(app, ctx, segment, 'program');

      app.get(
        `/${segment}/:id/`,
        {
          config: { access: 'visitor' },
          schema: {
            params: IdParamSchema,
            querystring: LangQuerySchema,
            response: { 200: ClassProgramDetailSchema },
          },
        },
        async (request) =>
          getClassProgram(ctx.db, request.params.id, request.user, languageOf(request)),
      );
    }
  };
}
