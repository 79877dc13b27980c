import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, PageQuerySchema, RelatedListSchema, type Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { toCard } from './catalog.mapper';
import { listContent, type ContentFilters } from './catalog.repository';

/**
 * What "related" means for one item: the catalog filters its relatives answer, and whether the
 * item itself is listed under them (it then counts in the total and must be taken out).
 */
export interface RelatedScope {
  filters: ContentFilters;
  selfListed: boolean;
}

/**
 * The related items of item `id` under `scope`, newest first, paged on the server through the
 * catalog's own list (so only what the viewer may find), the item itself never among them.
 */
export async function relatedContent(
  db: Executor,
  user: UserRow | null,
  id: number,
  scope: RelatedScope,
  page: { limit: number; offset: number },
  language: Language,
) {
  // One extra row, so the page stays full once the item itself is left out.
  const { rows, total } = await listContent(
    db,
    scope.filters,
    { limit: page.limit + 1, offset: page.offset, ordering: '-created', language },
    user?.id ?? null,
  );
  const now = new Date();
  return {
    results: rows
      .filter((r) => r.id !== id)
      .slice(0, page.limit)
      .map((r) => toCard(r, language, now)),
    total: Math.max(0, total - (scope.selfListed ? 1 : 0)),
  };
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * GET `path` (with an `:id`): a signed-in viewer's page of the item's related content. `scopeOf`
 * checks the viewer may see the item (its own 404) and says what is related to it.
 */
export function relatedRoute(
  app: ZodApp,
  ctx: AppContext,
  path: string,
  scopeOf: (db: Executor, user: UserRow, id: number) => Promise<RelatedScope>,
) {
  relatedRouteFor(app, ctx, path, 'user', (db, user, id) => scopeOf(db, requireUserRow(user), id));
}

/** The same for an item visitors see too (a course): `scopeOf` is given null for a visitor. */
export function visitorRelatedRoute(
  app: ZodApp,
  ctx: AppContext,
  path: string,
  scopeOf: (db: Executor, user: UserRow | null, id: number) => Promise<RelatedScope>,
) {
  relatedRouteFor(app, ctx, path, 'visitor', scopeOf);
}

function requireUserRow(user: UserRow | null): UserRow {
  if (!user) throw new Error('a user route was answered without a user');
  return user;
}

function relatedRouteFor(
  app: ZodApp,
  ctx: AppContext,
  path: string,
  access: 'user' | 'visitor',
  scopeOf: (db: Executor, user: UserRow | null, id: number) => Promise<RelatedScope>,
) {
  app.get(
    path,
    {
      config: { access },
      schema: {
        params: IdParamSchema,
        querystring: PageQuerySchema,
        response: { 200: RelatedListSchema },
      },
    },
    async (request) => {
      const page = await requestedPage(request, ctx.settings);
      const user = access === 'user' ? requireUser(request) : request.user;
      const { id } = request.params;
      const answer = await relatedContent(
        ctx.db,
        user,
        id,
        await scopeOf(ctx.db, user, id),
        { limit: page.limit, offset: page.offset },
        languageOf(request),
      );
      return page.answer(answer.results, answer.total);
    },
  );
}
