import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSessionParamSchema,
  ClassSurveyListSchema,
  IdParamSchema,
  LangQuerySchema,
  SessionSurveyAnsweredSchema,
  SessionSurveyInputSchema,
  SessionSurveyParamSchema,
  SessionSurveySchema,
  SessionSurveySettingSchema,
  SurveyResponseInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import {
  answerSessionSurvey,
  getSessionSurvey,
  getSessionSurveySetting,
  listClassSurveys,
  setSessionSurvey,
} from './session-survey.service';

const idsOf = (params: { id: number; sessionid: number; surveyid: number }) => ({
  classId: params.id,
  sessionId: params.sessionid,
  surveyId: params.surveyid,
});

/** The learner's session surveys: the class's survey tab, one survey, the answer. */
export function sessionSurveyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/class/:id/survey/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: ClassSurveyListSchema },
        },
      },
      async (request) =>
        listClassSurveys(ctx.db, requireUser(request), request.params.id, languageOf(request)),
    );

    app.get(
      '/class/:id/session/:sessionid/survey/:surveyid/',
      {
        config: { access: 'user' },
        schema: {
          params: SessionSurveyParamSchema,
          querystring: LangQuerySchema,
          response: { 200: SessionSurveySchema },
        },
      },
      async (request) =>
        getSessionSurvey(ctx.db, requireUser(request), idsOf(request.params), languageOf(request)),
    );

    app.post(
      '/class/:id/session/:sessionid/survey/:surveyid/response/',
      {
        config: { access: 'user' },
        schema: {
          params: SessionSurveyParamSchema,
          body: SurveyResponseInputSchema,
          response: { 201: SessionSurveyAnsweredSchema },
        },
      },
      async (request, reply) => {
        const answer = await answerSessionSurvey(
          ctx.db,
          requireUser(request),
          idsOf(request.params),
          request.body,
        );
        return reply.status(201).send(answer);
      },
    );
  };
}

/** Dashboard: the survey a session's attendees answer (content managers). */
export function sessionSurveyAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/class/:id/session/:sessionId/survey/',
      {
        config: { access: MANAGE_CONTENT },
        schema: { params: AdminSessionParamSchema, response: { 200: SessionSurveySettingSchema } },
      },
      async (request) =>
        getSessionSurveySetting(ctx.db, request.params.id, request.params.sessionId),
    );

    app.put(
      '/class/:id/session/:sessionId/survey/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: AdminSessionParamSchema,
          body: SessionSurveyInputSchema,
          response: { 200: SessionSurveySettingSchema },
        },
      },
      async (request) =>
        setSessionSurvey(
          ctx.db,
          request,
          requireUser(request),
          { classId: request.params.id, sessionId: request.params.sessionId },
          request.body,
        ),
    );
  };
}
