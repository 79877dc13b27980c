import { sql } from 'kysely';
import type {
  ImportColumnMapping,
  ImportHistoryItem,
  ImportModule,
  ImportStatus,
  PageQuery,
} from '@portal/shared';
import { IMPORT_ORDERINGS, IMPORT_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import { boundedCount } from '@/lib/count';
import { containsPattern, searchWords } from '@/lib/search-text';
import type { RowError } from './import-rows';

/** The history item columns, with the uploader's email. */
export function historyQuery(db: Executor) {
  return db
    .selectFrom('import_history as h')
    .leftJoin('users as u', 'u.id', 'h.created_by')
    .select([
      'h.id',
      'h.module',
      'h.input_filename',
      'h.status',
      'h.percent',
      'h.total_rows',
      'h.ok_rows',
      'h.failed_rows',
      'h.error_code',
      'h.created_by',
      'u.email as created_by_email',
      'h.created_at',
      'h.updated_at',
    ]);
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['executeTakeFirstOrThrow']>>;

/** The history list's filters: a module, a status, words of the file name, an ordering. */
export type HistoryFilter = PageQuery & { module?: ImportModule; status?: ImportStatus };

/**
 * The history of the given modules, filtered (`filtered`, for the count) and ordered by the
 * asked field (created_at unless it is one of IMPORT_ORDERINGS), newest first by default.
 */
export function historyListQuery(db: Executor, modules: ImportModule[], query: HistoryFilter) {
  let q = historyQuery(db).where('h.module', 'in', modules);
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

/** One page of the filtered history, with the (bounded) total. */
export async function historyRows(
  db: Executor,
  modules: ImportModule[],
  query: HistoryFilter,
  page: { limit: number; offset: number },
) {
  const { filtered, ordered } = historyListQuery(db, modules, query);
  const [total, rows] = await Promise.all([
    boundedCount(db, filtered),
    ordered.limit(page.limit).offset(page.offset).execute(),
  ]);
  return { rows, total };
}

/** The newest 50 imports in progress among the modules. */
export async function inProgressRows(db: Executor, modules: ImportModule[]) {
  return historyQuery(db)
    .where('h.status', '=', IMPORT_STATUS.in_progress)
    .where('h.module', 'in', modules)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(50)
    .execute();
}

/** Row to the API's item (SPEC §3: percent 100 once succeeded). */
export function toItem(row: HistoryRow): ImportHistoryItem {
  return {
    id: row.id,
    module: row.module,
    input_filename: row.input_filename,
    status: row.status,
    percent: row.status === IMPORT_STATUS.succeeded ? 100 : row.percent,
    total_rows: row.total_rows,
    ok_rows: row.ok_rows,
    failed_rows: row.failed_rows,
    created_by: row.created_by,
    created_by_email: row.created_by_email,
    datetime_create: row.created_at.toISOString(),
    datetime_update: row.updated_at.toISOString(),
    error_code: row.error_code,
  };
}

export async function findItem(db: Executor, id: number): Promise<ImportHistoryItem | undefined> {
  const row = await historyQuery(db).where('h.id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/** The history row and its file, in one insert each. */
export async function insertImport(
  db: Executor,
  values: {
    module: ImportModule;
    input_filename: string;
    total_rows: number;
    created_by: number;
    content: Buffer;
    /** The columns chosen on the preview (issue 21 item 16), null to go by the header's names. */
    column_mapping: ImportColumnMapping | null;
  },
): Promise<number> {
  const { content, column_mapping, ...history } = values;
  const row = await db
    .insertInto('import_history')
    .values({
      ...history,
      column_mapping: column_mapping && JSON.stringify(column_mapping),
      status: IMPORT_STATUS.in_progress,
      percent: 0,
      error_code: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('import_file').values({ import_id: row.id, content }).execute();
  return row.id;
}

/** Locks the import for one batch, so two workers never write the same rows. */
export function lockImport(db: Executor, id: number) {
  return db
    .selectFrom('import_history')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Row numbers of the import already written (the ledger), among the given ones. */
export async function processedRows(
  db: Executor,
  id: number,
  rowNumbers?: number[],
): Promise<Set<number>> {
  let q = db.selectFrom('import_row').select('row_number').where('import_id', '=', id);
  if (rowNumbers) {
    if (rowNumbers.length === 0) return new Set();
    q = q.where('row_number', 'in', rowNumbers);
  }
  return new Set((await q.execute()).map((r) => r.row_number));
}

/** Writes the batch's ledger rows and refused cells, and moves the counts and percent on. */
export async function recordBatch(
  db: Executor,
  id: number,
  rowNumbers: number[],
  ok: Set<number>,
  errors: RowError[],
): Promise<void> {
  if (rowNumbers.length === 0) return;
  await db
    .insertInto('import_row')
    .values(rowNumbers.map((n) => ({ import_id: id, row_number: n, is_ok: ok.has(n) })))
    .execute();
  if (errors.length)
    await db
      .insertInto('import_row_error')
      .values(errors.map((e) => ({ import_id: id, ...e })))
      .execute();
  const okCount = rowNumbers.filter((n) => ok.has(n)).length;
  await db
    .updateTable('import_history')
    .set((eb) => ({
      ok_rows: eb('ok_rows', '+', okCount),
      failed_rows: eb('failed_rows', '+', rowNumbers.length - okCount),
      percent: sql<number>`least(100, floor((ok_rows + failed_rows + ${rowNumbers.length}) * 100.0 / greatest(total_rows, 1)))`,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

/** Ends the import: succeeded with percent 100, or failed with a reason. The file is dropped. */
export async function finishImport(
  db: Executor,
  id: number,
  outcome:
    | { status: typeof IMPORT_STATUS.succeeded }
    | { status: typeof IMPORT_STATUS.failed; error_code: string },
): Promise<void> {
  await db
    .updateTable('import_history')
    .set({
      status: outcome.status,
      ...(outcome.status === IMPORT_STATUS.succeeded
        ? { percent: 100, error_code: null }
        : { error_code: outcome.error_code }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', IMPORT_STATUS.in_progress)
    .execute();
  await db.deleteFrom('import_file').where('import_id', '=', id).execute();
}

/** One page of an import's refused cells and rows, in file order, with the (bounded) total. */
export async function rowErrorPage(
  db: Executor,
  importId: number,
  page: { limit: number; offset: number },
) {
  const q = db
    .selectFrom('import_row_error')
    .select(['id', 'row_number', 'field', 'code', 'value'])
    .where('import_id', '=', importId);
  const [total, rows] = await Promise.all([
    boundedCount(db, q),
    q.orderBy('row_number').orderBy('id').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { rows, total };
}
