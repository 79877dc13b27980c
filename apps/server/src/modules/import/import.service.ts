import { sql } from 'kysely';
import {
  IMPORT_ORDERINGS,
  type ImportHistoryItem,
  type ImportModule,
  type ImportStatus,
  type PageQuery,
  IMPORT_STATUS,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { containsPattern, searchWords } from '@/lib/search-text';
import { countImportRows } from './import-parse';
import { findItem, historyQuery, insertImport, rowErrorPage, toItem } from './import.repository';
import { boundedCount } from '@/lib/count';
import { IMPORT_QUEUE, publishProgress } from './import.worker';

/** The permission each module's imports need, to upload and to see. */
export const IMPORT_PERMISSION: Record<ImportModule, string> = {
  users: 'dashboard_manage_user',
  enrollments: 'dashboard_manage_enrollment',
};

/** The modules whose imports the user may see. */
export async function visibleModules(ctx: AppContext, user: UserRow): Promise<ImportModule[]> {
  const modules: ImportModule[] = [];
  for (const module of ['users', 'enrollments'] as const)
    if (user.is_superuser || (await hasPermission(ctx.db, user, IMPORT_PERMISSION[module])))
      modules.push(module);
  return modules;
}

/**
 * Reads the file in a worker thread (refusing a wrong type, a zip bomb or a malformed file with
 * 400 before anything is stored), then stores the import, its file and its job in one
 * transaction.
 */
export async function startImport(
  ctx: AppContext,
  user: UserRow,
  module: ImportModule,
  filename: string,
  content: Buffer,
): Promise<ImportHistoryItem> {
  const totalRows = await countImportRows(module, filename, content);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertImport(trx, {
      module,
      input_filename: filename,
      total_rows: totalRows,
      created_by: user.id,
      content,
    });
    await ctx.queue.send(trx, IMPORT_QUEUE, { importId: created });
    return created;
  });
  await publishProgress(ctx, id);
  const item = await findItem(ctx.db, id);
  if (!item) throw notFound();
  return item;
}

/** One import, if its module is the user's to see. */
export async function getImport(ctx: AppContext, user: UserRow, id: number) {
  const item = await findItem(ctx.db, id);
  if (!item) throw notFound();
  if (!(await visibleModules(ctx, user)).includes(item.module)) throw noPermission();
  return item;
}

/** Imports in progress among the given modules (the WebSocket's processing list). */
export async function processingList(ctx: AppContext, modules: ImportModule[]) {
  if (modules.length === 0) return [];
  const rows = await historyQuery(ctx.db)
    .where('h.status', '=', IMPORT_STATUS.in_progress)
    .where('h.module', 'in', modules)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(50)
    .execute();
  return rows.map(toItem);
}

/** The history list's query: visible modules, filters, search on the file name, ordering. */
export function historyList(
  ctx: AppContext,
  modules: ImportModule[],
  query: PageQuery & { module?: ImportModule; status?: ImportStatus },
) {
  let q = historyQuery(ctx.db).where('h.module', 'in', modules);
  if (query.module) q = q.where('h.module', '=', query.module);
  if (query.status !== undefined) q = q.where('h.status', '=', query.status);
  for (const word of searchWords(query.search ?? ''))
    q = q.where(sql<string>`lower(h.input_filename)`, 'like', containsPattern(word));
  const ordering = query.ordering ?? '-created_at';
  const field = ordering.replace(/^-/, '');
  const column = (IMPORT_ORDERINGS as readonly string[]).includes(field)
    ? (`h.${field}` as 'h.created_at')
    : 'h.created_at';
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  return { filtered: q, ordered: q.orderBy(column, direction).orderBy('h.id', direction) };
}

/** One page of the history the user may see (none of a module they may not import). */
export async function historyPage(
  ctx: AppContext,
  user: UserRow,
  query: Parameters<typeof historyList>[2],
  page: { limit: number; offset: number },
) {
  const modules = await visibleModules(ctx, user);
  if (modules.length === 0) return { rows: [], total: 0 };
  const { filtered, ordered } = historyList(ctx, modules, query);
  const [total, rows] = await Promise.all([
    boundedCount(ctx.db, filtered),
    ordered.limit(page.limit).offset(page.offset).execute(),
  ]);
  return { rows: rows.map(toItem), total };
}

/** One page of the refused rows of an import the user may see. */
export async function rowErrors(
  ctx: AppContext,
  user: UserRow,
  id: number,
  page: { limit: number; offset: number },
) {
  await getImport(ctx, user, id);
  return rowErrorPage(ctx.db, id, page);
}
