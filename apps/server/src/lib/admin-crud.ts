import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DisplayToggleSchema,
  IdParamSchema,
  NoContentSchema,
  PageQuerySchema,
  pagedSchema,
  type DisplayToggle,
  type PageQuery,
} from '@portal/shared';
import { z, type ZodType } from 'zod';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import { AppError, notFound } from '@/lib/errors';
import { requestedPage } from '@/lib/paging';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { touch } from '@/lib/settings/settings';
import { writeAudit } from './audit';
import { toWire } from './wire';
import { mediaRoot } from '@/lib/media/media-storage';

/**
 * One dashboard entity's storage, for the generic list/create/update/delete routes below.
 * `dependents` names what still uses a row, so delete can answer 424 instead of breaking it.
 */
export interface EntityStore<I, R extends { id: number }> {
  /** The path segment under /api/dashboard/ and the audit entity name. */
  name: string;
  schema: ZodType<I>;
  /** The answer's schema for one row (its dates as ISO strings): the contract and serializer. */
  row: ZodType;
  list(
    db: Executor,
    query: PageQuery,
    limit: number,
    offset: number,
  ): Promise<{ rows: R[]; total: number }>;
  get(db: Executor, id: number): Promise<R | undefined>;
  /** Checks references and uniqueness; throws a validation error naming the field. */
  check?(db: Executor, input: I, id: number | undefined, mediaRoot: string): Promise<void>;
  insert(db: Executor, input: I): Promise<R>;
  update(db: Executor, id: number, input: I): Promise<R | undefined>;
  dependents(db: Executor, id: number): Promise<string[]>;
  remove(db: Executor, id: number): Promise<boolean>;
  /** Shows or hides the row in the front; a store with it takes PATCH { is_display } alone. */
  setDisplay?(db: Executor, id: number, isDisplay: boolean): Promise<R | undefined>;
}

const isToggle = (body: unknown): body is DisplayToggle =>
  DisplayToggleSchema.safeParse(body).success;

export const cannotDelete = (dependents: string[]) =>
  new AppError(
    424,
    'cannot_delete_because_dependency',
    'This item is still used and cannot be deleted.',
    { dependents },
  );

/** A row another one started to use meanwhile trips a foreign key: that is a 424 too. */
export async function removeOrRefuse(remove: () => Promise<boolean>): Promise<boolean> {
  try {
    return await remove();
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw cannotDelete(['reference']);
    throw error;
  }
}

/**
 * GET/POST {name}/ and GET/PATCH/DELETE {name}/{id}/ for one entity: dashboard_manage_content,
 * zod bodies, every write in one transaction with its audit row and the filter update stamp.
 */
export function crudRoutes<I, R extends { id: number }>(
  ctx: AppContext,
  store: EntityStore<I, R>,
): FastifyPluginAsyncZod {
  const access = { access: MANAGE_CONTENT };
  const media = mediaRoot(ctx.config);
  const one = { 200: store.row };
  return async (app) => {
    app.get(
      `/${store.name}/`,
      {
        config: access,
        schema: { querystring: PageQuerySchema, response: { 200: pagedSchema(store.row) } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await store.list(ctx.db, request.query, page.limit, page.offset);
        return page.answer(rows.map(toWire), total);
      },
    );

    app.get(
      `/${store.name}/:id/`,
      { config: access, schema: { params: IdParamSchema, response: one } },
      async (request) => {
        const row = await store.get(ctx.db, request.params.id);
        if (!row) throw notFound();
        return toWire(row);
      },
    );

    app.post(
      `/${store.name}/`,
      { config: access, schema: { body: store.schema, response: { 201: store.row } } },
      async (request, reply) => {
        const user = requireUser(request);
        const row = await ctx.db.transaction().execute(async (trx) => {
          await store.check?.(trx, request.body as I, undefined, media);
          const created = await store.insert(trx, request.body as I);
          await writeAudit(trx, request, user.id, 'create', store.name, created.id, request.body);
          await touch(trx, 'filter');
          return created;
        });
        return reply.status(201).send(toWire(row));
      },
    );

    // The toggle first: a form body fails it on a type (which aborts), so the form's own field
    // errors are the ones answered.
    const patchBody = store.setDisplay
      ? z.union([DisplayToggleSchema, store.schema])
      : store.schema;
    app.patch(
      `/${store.name}/:id/`,
      { config: access, schema: { params: IdParamSchema, body: patchBody, response: one } },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        const body: unknown = request.body;
        return ctx.db.transaction().execute(async (trx) => {
          const updated =
            store.setDisplay && isToggle(body)
              ? await store.setDisplay(trx, id, body.is_display)
              : await edit(trx, id, body as I);
          if (!updated) throw notFound();
          await writeAudit(trx, request, user.id, 'update', store.name, id, request.body);
          await touch(trx, 'filter');
          return toWire(updated);
        });
      },
    );

    async function edit(trx: Executor, id: number, input: I) {
      await store.check?.(trx, input, id, media);
      return store.update(trx, id, input);
    }

    app.delete(
      `/${store.name}/:id/`,
      { config: access, schema: { params: IdParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          const users = await store.dependents(trx, id);
          if (users.length > 0) throw cannotDelete(users);
          if (!(await removeOrRefuse(() => store.remove(trx, id)))) throw notFound();
          await writeAudit(trx, request, user.id, 'delete', store.name, id, {});
          await touch(trx, 'filter');
        });
        return reply.status(204).send();
      },
    );
  };
}
