import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  AdminSurveySchema,
  AdminTestSchema,
  IdParamSchema,
  NoContentSchema,
  PublishInputSchema,
  SurveyInputSchema,
  TestInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import {
  createAuthored,
  publishAuthored,
  removeAuthored,
  updateAuthored,
  type AuthoredStore,
} from './authoring-admin.service';
import { createAdminSurvey, surveyForEdit, updateAdminSurvey } from './survey-admin.service';
import { createAdminTest, testForEdit, updateAdminTest } from './test-admin.service';

const access = { access: MANAGE_CONTENT };

interface AuthoredRoutes<I> extends AuthoredStore<I> {
  /** The request body: the whole document. */
  schema: ZodType<I>;
  /** The answer: the document as the editor loads it. */
  answer: ZodType;
  forEdit(db: Executor, id: number): Promise<unknown>;
}

/**
 * GET/PATCH/DELETE {kind}/{id}/, POST {kind}/ and POST {kind}/{id}/publish/ for tests and
 * surveys: dashboard_manage_content, the whole document validated by its shared schema, each
 * write one transaction with its audit row and the front's update stamp.
 */
function authoredRoutes<I>(ctx: AppContext, store: AuthoredRoutes<I>): FastifyPluginAsyncZod {
  const { kind } = store;
  const one = { 200: store.answer };
  return async (app) => {
    app.get(
      `/${kind}/:id/`,
      { config: access, schema: { params: IdParamSchema, response: one } },
      (request) => store.forEdit(ctx.db, request.params.id),
    );

    app.post(
      `/${kind}/`,
      { config: access, schema: { body: store.schema, response: { 201: store.answer } } },
      async (request, reply) => {
        const body = request.body as I;
        const id = await createAuthored(ctx.db, request, requireUser(request), store, body);
        return reply.status(201).send(await store.forEdit(ctx.db, id));
      },
    );

    app.patch(
      `/${kind}/:id/`,
      { config: access, schema: { params: IdParamSchema, body: store.schema, response: one } },
      async (request) => {
        const { id } = request.params;
        await updateAuthored(ctx.db, request, requireUser(request), store, id, request.body as I);
        return store.forEdit(ctx.db, id);
      },
    );

    app.post(
      `/${kind}/:id/publish/`,
      {
        config: access,
        schema: { params: IdParamSchema, body: PublishInputSchema, response: one },
      },
      async (request) => {
        const { id } = request.params;
        const user = requireUser(request);
        await publishAuthored(ctx.db, request, user, kind, id, request.body.is_publish);
        return store.forEdit(ctx.db, id);
      },
    );

    app.delete(
      `/${kind}/:id/`,
      { config: access, schema: { params: IdParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await removeAuthored(ctx.db, request, requireUser(request), kind, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}

/** Dashboard: authoring tests (settings, sections, questions) and surveys (questions). */
export function authoringAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      authoredRoutes(ctx, {
        kind: 'test',
        schema: TestInputSchema,
        answer: AdminTestSchema,
        create: createAdminTest,
        update: updateAdminTest,
        forEdit: testForEdit,
      }),
    );
    await app.register(
      authoredRoutes(ctx, {
        kind: 'survey',
        schema: SurveyInputSchema,
        answer: AdminSurveySchema,
        create: createAdminSurvey,
        update: updateAdminSurvey,
        forEdit: surveyForEdit,
      }),
    );
  };
}
