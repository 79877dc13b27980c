import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  IdParamSchema,
  PublishInputSchema,
  SurveyInputSchema,
  TestInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { touch } from '@/lib/settings/settings';
import { writeAudit } from '@/lib/audit';
import { deleteAuthored, setAuthoredPublished, type AuthoredKind } from './authoring-admin';
import { createAdminSurvey, surveyForEdit, updateAdminSurvey } from './survey-admin.service';
import { createAdminTest, testForEdit, updateAdminTest } from './test-admin.service';

const access = { access: MANAGE_CONTENT };

interface AuthoredStore<I> {
  kind: AuthoredKind;
  schema: ZodType<I>;
  create(db: Executor, input: I): Promise<number>;
  update(db: Executor, id: number, input: I): Promise<void>;
  forEdit(db: Executor, id: number): Promise<unknown>;
}

/**
 * GET/PATCH/DELETE {kind}/{id}/, POST {kind}/ and POST {kind}/{id}/publish/ for tests and
 * surveys: dashboard_manage_content, the whole document validated by its shared schema, each
 * write one transaction with its audit row and the front's update stamp.
 */
function authoredRoutes<I>(ctx: AppContext, store: AuthoredStore<I>): FastifyPluginAsyncZod {
  const { kind } = store;
  return async (app) => {
    app.get(`/${kind}/:id/`, { config: access, schema: { params: IdParamSchema } }, (request) =>
      store.forEdit(ctx.db, request.params.id),
    );

    app.post(
      `/${kind}/`,
      { config: access, schema: { body: store.schema } },
      async (request, reply) => {
        const user = requireUser(request);
        const body = request.body as I;
        const id = await ctx.db.transaction().execute(async (trx) => {
          const created = await store.create(trx, body);
          await writeAudit(trx, request, user.id, 'create', kind, created, body);
          await touch(trx, 'home_menu');
          return created;
        });
        return reply.status(201).send(await store.forEdit(ctx.db, id));
      },
    );

    app.patch(
      `/${kind}/:id/`,
      { config: access, schema: { params: IdParamSchema, body: store.schema } },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        const body = request.body as I;
        await ctx.db.transaction().execute(async (trx) => {
          await store.update(trx, id, body);
          await writeAudit(trx, request, user.id, 'update', kind, id, body);
          await touch(trx, 'home_menu');
        });
        return store.forEdit(ctx.db, id);
      },
    );

    app.post(
      `/${kind}/:id/publish/`,
      { config: access, schema: { params: IdParamSchema, body: PublishInputSchema } },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        const publish = request.body.is_publish;
        await ctx.db.transaction().execute(async (trx) => {
          await setAuthoredPublished(trx, kind, id, publish);
          const action = publish ? 'publish' : 'unpublish';
          await writeAudit(trx, request, user.id, action, kind, id, {});
          await touch(trx, 'home_menu');
        });
        return store.forEdit(ctx.db, id);
      },
    );

    app.delete(
      `/${kind}/:id/`,
      { config: access, schema: { params: IdParamSchema } },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await deleteAuthored(trx, kind, id);
          await writeAudit(trx, request, user.id, 'delete', kind, id, {});
          await touch(trx, 'home_menu');
        });
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
        create: createAdminTest,
        update: updateAdminTest,
        forEdit: testForEdit,
      }),
    );
    await app.register(
      authoredRoutes(ctx, {
        kind: 'survey',
        schema: SurveyInputSchema,
        create: createAdminSurvey,
        update: updateAdminSurvey,
        forEdit: surveyForEdit,
      }),
    );
  };
}
