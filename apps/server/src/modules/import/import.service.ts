import {
  unmappedRequired,
  type ImportColumnMapping,
  type ImportHistoryItem,
  type ImportModule,
  type ImportPreview,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { countImportRows, previewImportFile } from './import-parse';
import {
  findItem,
  historyListQuery,
  historyRows,
  inProgressRows,
  insertImport,
  rowErrorPage,
  toItem,
  type HistoryFilter,
} from './import.repository';
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
 * 400 before anything is stored), then stores the import, its file, its column mapping and its
 * job in one transaction. A mapping must map every required field of the module (400
 * `import_missing_column` naming them) to a column of the file's header line.
 */
export async function startImport(
  ctx: AppContext,
  user: UserRow,
  module: ImportModule,
  filename: string,
  content: Buffer,
  mapping: ImportColumnMapping | null = null,
): Promise<ImportHistoryItem> {
  if (mapping) {
    const missing = unmappedRequired(module, mapping);
    if (missing.length)
      throw new AppError(400, 'import_missing_column', `Unmapped columns: ${missing.join(', ')}.`, {
        columns: missing,
      });
  }
  const totalRows = await countImportRows(module, filename, content, mapping);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertImport(trx, {
      module,
      input_filename: filename,
      total_rows: totalRows,
      created_by: user.id,
      content,
      column_mapping: mapping,
    });
    await ctx.queue.send(trx, IMPORT_QUEUE, { importId: created });
    return created;
  });
  await publishProgress(ctx, id);
  const item = await findItem(ctx.db, id);
  if (!item) throw notFound();
  return item;
}

/**
 * The first rows of a file and the mapping its header names suggest (issue 21 item 16), read in
 * the parse worker with the import's own checks (type, zip limits, row limit); nothing stored.
 */
export function previewImport(
  module: ImportModule,
  filename: string,
  content: Buffer,
): Promise<ImportPreview> {
  return previewImportFile(module, filename, content);
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
  const rows = await inProgressRows(ctx.db, modules);
  return rows.map(toItem);
}

/** The history list's query: visible modules, filters, search on the file name, ordering. */
export function historyList(ctx: AppContext, modules: ImportModule[], query: HistoryFilter) {
  return historyListQuery(ctx.db, modules, query);
}

/** One page of the history the user may see (none of a module they may not import). */
export async function historyPage(
  ctx: AppContext,
  user: UserRow,
  query: HistoryFilter,
  page: { limit: number; offset: number },
) {
  const modules = await visibleModules(ctx, user);
  if (modules.length === 0) return { rows: [], total: 0 };
  const { rows, total } = await historyRows(ctx.db, modules, query, page);
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
