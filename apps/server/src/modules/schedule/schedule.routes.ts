import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelAnswerSchema,
  CheckInAnswerSchema,
  CheckInTokenSchema,
  ClassCardSchema,
  ClassDetailSchema,
  ClassListQuerySchema,
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
import { CLASS } from '@/modules/content-tree/kinds';
import { cancelEnrollment, enroll } from '@/modules/enrollment/enrollment.service';
import { checkIn, getClass, getSession, listClassCards } from './schedule.service';

const emptyBody = z.object({}).strict().optional();
const kinds = [CLASS.kind];

/**
 * The learner's class routes: the list (upcoming or past) and the page for everyone, a
 * session's page, enrol and cancel (the course's rules), check-in from a session's page and
 * with a session's QR token, signed in.
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/class/',
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
        );
        return page.answer(results, total);
      },
    );

    app.get(
      '/class/:id/',
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
      '/class/:id/session/:sessionid/',
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

    app.post(
      '/class/:id/enroll/',
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
      '/class/:id/cancel/',
      {
        config: { access: 'user' },
        schema: { params: IdParamSchema, body: emptyBody, response: { 200: CancelAnswerSchema } },
      },
      async (request) => cancelEnrollment(ctx.db, requireUser(request), request.params.id, kinds),
    );

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
