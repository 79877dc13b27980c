import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttemptParamSchema,
  AttemptResultSchema,
  AttemptSchema,
  AttemptSectionParamSchema,
  AttemptSectionSchema,
  IdParamSchema,
  LangQuerySchema,
  SavedAnswerSchema,
  SaveAnswerSchema,
  TestInfoSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { startAttempt } from './attempt-start.service';
import { getAttemptResult } from './attempt-result.service';
import { getAttemptSection, saveAnswer, submitAttempt } from './attempt.service';
import { getTestInfo } from './test-info.service';

/** Taking a test (webfront): info, start or resume, questions, answers, submit, result. */
export function testRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/test/:id/',
      {
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: TestInfoSchema },
        },
      },
      async (request) =>
        getTestInfo(ctx, requireUser(request), request.params.id, languageOf(request)),
    );

    app.post(
      '/test/:id/attempt/',
      { schema: { params: IdParamSchema, response: { 200: AttemptSchema, 201: AttemptSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        const { attempt, created } = await startAttempt(
          ctx,
          user,
          request.params.id,
          languageOf(request),
        );
        return reply.status(created ? 201 : 200).send(attempt);
      },
    );

    app.get(
      '/test/:id/attempt/:attemptId/section/:sectionId/',
      {
        schema: {
          params: AttemptSectionParamSchema,
          querystring: LangQuerySchema,
          response: { 200: AttemptSectionSchema },
        },
      },
      async (request) => {
        const { id, attemptId, sectionId } = request.params;
        return getAttemptSection(
          ctx,
          requireUser(request),
          { testId: id, attemptId, sectionId },
          languageOf(request),
        );
      },
    );

    app.put(
      '/test/:id/attempt/:attemptId/answer/',
      {
        schema: {
          params: AttemptParamSchema,
          body: SaveAnswerSchema,
          response: { 200: SavedAnswerSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { id, attemptId } = request.params;
        return saveAnswer(ctx, user, { testId: id, attemptId }, request.body);
      },
    );

    app.post(
      '/test/:id/attempt/:attemptId/submit/',
      { schema: { params: AttemptParamSchema, response: { 200: AttemptResultSchema } } },
      async (request) => {
        const user = requireUser(request);
        const { id, attemptId } = request.params;
        return submitAttempt(ctx, user, { testId: id, attemptId }, languageOf(request));
      },
    );

    app.get(
      '/test/:id/attempt/:attemptId/answer/',
      {
        schema: {
          params: AttemptParamSchema,
          querystring: LangQuerySchema,
          response: { 200: AttemptResultSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { id, attemptId } = request.params;
        return getAttemptResult(ctx, user, { testId: id, attemptId }, languageOf(request));
      },
    );
  };
}
