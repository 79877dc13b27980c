import type { Job } from 'pg-boss';
import { IMPORT_LIMITS, type ImportModule, IMPORT_STATUS } from '@portal/shared';
import type { AppContext } from '@/context';
import type { QueueWorker } from '@/plugins/queue';
import type { ImportFileRow } from './import-file';
import { parseImportFile } from './import-parse';
import { applyRows } from './import-rows';
import {
  finishImport,
  findItem,
  lockImport,
  processedRows,
  recordBatch,
} from './import.repository';

export const IMPORT_QUEUE = 'import';
/** The pub/sub channel of import progress (WebSocket alert/import). */
export const IMPORT_CHANNEL = 'import';
const RETRY_LIMIT = 5;

/** Thrown between batches when the app stops: pg-boss retries the job. */
class Interrupted extends Error {}

/** Sends the import's current state to every instance's WebSocket clients. */
export async function publishProgress(ctx: AppContext, id: number): Promise<void> {
  const item = await findItem(ctx.db, id);
  if (item) await ctx.pubsub.publish(IMPORT_CHANNEL, { event: 'import_history', data: item });
}

export interface RunOptions {
  stopping?: () => boolean;
  /** Test hook: a pause after each batch, to stop an import half way. */
  batchDelayMs?: number;
}

/**
 * Rows per batch: a users file is cut into about a hundred batches (progress moves by about
 * 1 %), between IMPORT_LIMITS.batchRows and maxBatchRows rows. Each batch costs a commit, some
 * ten statements and a progress message whatever its size, and at 50 rows that was most of a
 * 100,000-row import (2,000 batches). Enrolments, and users files that carry passwords, stay at
 * 50: an enrolment row is several statements and a seat count whose content row lock the batch
 * holds until it commits, and a password is an argon2 hash (tens of ms) inside the transaction.
 */
export function batchSize(module: ImportModule, rows: ImportFileRow[]): number {
  if (module !== 'users' || rows.some((r) => r.values.password)) return IMPORT_LIMITS.batchRows;
  return Math.min(
    IMPORT_LIMITS.maxBatchRows,
    Math.max(IMPORT_LIMITS.batchRows, Math.ceil(rows.length / 100)),
  );
}

/**
 * Runs an import to its end. Each batch of rows is one transaction that writes the rows'
 * effects, their ledger entries and the new counts together, so a job retried after a crash or
 * a stop skips exactly the rows already written.
 */
export async function runImport(ctx: AppContext, id: number, options: RunOptions = {}) {
  const head = await ctx.db
    .selectFrom('import_history')
    .leftJoin('import_file', 'import_file.import_id', 'import_history.id')
    .select([
      'import_history.module',
      'import_history.input_filename',
      'import_history.status',
      'import_history.created_by',
      'import_history.column_mapping',
      'import_file.content',
    ])
    .where('import_history.id', '=', id)
    .executeTakeFirst();
  if (!head || head.status !== IMPORT_STATUS.in_progress) return; // gone, or finished by an earlier attempt
  if (!head.content) {
    await finishImport(ctx.db, id, {
      status: IMPORT_STATUS.failed,
      error_code: 'import_file_missing',
    });
    await publishProgress(ctx, id);
    return;
  }
  const module: ImportModule = head.module;
  const rows = await parseImportFile(
    module,
    head.input_filename,
    head.content,
    head.column_mapping,
  );
  const done = await processedRows(ctx.db, id);
  const pending = rows.filter((r) => !done.has(r.rowNumber));
  const size = batchSize(module, rows);
  for (let i = 0; i < pending.length; i += size) {
    if (options.stopping?.()) throw new Interrupted(`import ${id} interrupted`);
    const batch = pending.slice(i, i + size);
    await ctx.db.transaction().execute(async (trx) => {
      await lockImport(trx, id);
      // Re-read under the lock: another attempt may have written some of these meanwhile.
      const already = await processedRows(
        trx,
        id,
        batch.map((r) => r.rowNumber),
      );
      const fresh = batch.filter((r) => !already.has(r.rowNumber));
      const outcome = await applyRows(ctx, trx, module, fresh, head.created_by);
      await recordBatch(
        trx,
        id,
        fresh.map((r) => r.rowNumber),
        outcome.ok,
        outcome.errors,
      );
    });
    await publishProgress(ctx, id);
    if (options.batchDelayMs) await new Promise((r) => setTimeout(r, options.batchDelayMs));
  }
  await finishImport(ctx.db, id, { status: IMPORT_STATUS.succeeded });
  await publishProgress(ctx, id);
}

/** The pg-boss worker of imports: retried on failure, marked failed after the last attempt. */
export function importWorker(
  ctx: AppContext,
  options: { batchDelayMs?: number } = {},
): QueueWorker<{ importId: number }> {
  return {
    name: IMPORT_QUEUE,
    retryLimit: RETRY_LIMIT,
    heartbeatSeconds: 30,
    async work(job: Job<{ importId: number }>, stopping) {
      const id = job.data.importId;
      try {
        await runImport(ctx, id, { stopping, batchDelayMs: options.batchDelayMs });
      } catch (error) {
        if (error instanceof Interrupted || job.retryCount < RETRY_LIMIT) throw error;
        const code =
          error instanceof Error && 'code' in error && typeof error.code === 'string'
            ? error.code
            : 'import_failed';
        await finishImport(ctx.db, id, { status: IMPORT_STATUS.failed, error_code: code });
        await publishProgress(ctx, id);
      }
    },
  };
}
