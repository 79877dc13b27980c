import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  LangQuerySchema,
  SurveyInfoSchema,
  SurveyQuestionListSchema,
  SurveyResponseCreatedSchema,
  SurveyResponseInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { getSurvey, getSurveyQuestions, respondToSurvey } from './survey.service';

/** Surveys (webfront): the survey, its questions, and the learner's response. */
export function surveyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/survey/:id/',
      {
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: SurveyInfoSchema },
        },
      },
      async (request) =>
        getSurvey(ctx, requireUser(request), request.params.id, languageOf(request)),
    );

    app.get(
      '/survey/:id/question/',
      {
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: SurveyQuestionListSchema },
        },
      },
      async (request) => {
        requireUser(request);
        return getSurveyQuestions(ctx, request.params.id, languageOf(request));
      },
    );

    app.post(
      '/survey/:id/response/',
      {
        schema: {
          params: IdParamSchema,
          body: SurveyResponseInputSchema,
          response: { 201: SurveyResponseCreatedSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const created = await respondToSurvey(
          ctx,
          user,
          request.params.id,
          request.body,
          languageOf(request),
        );
        return reply.status(201).send(created);
      },
    );
  };
}
