import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportColumnMapping, ImportModule, ImportPreview } from '@portal/shared';
import { AppError } from '@/lib/errors';
import type { ImportFileRow } from './import-file';

/** What the worker is given. */
export interface ParseRequest {
  module: ImportModule;
  filename: string;
  content: Uint8Array;
  /**
   * `count`: only the number of rows (the upload's check); `rows`: the rows, chunk by chunk;
   * `preview`: the header, the first rows and the suggested mapping (issue 21 item 16).
   */
  mode: 'count' | 'rows' | 'preview';
  /** The columns to read each field from (a mapped import), null to go by the header's names. */
  mapping: ImportColumnMapping | null;
}

/** What the worker answers, message by message. */
export type ParseReply =
  | { type: 'rows'; rows: ImportFileRow[] }
  | { type: 'done'; count: number }
  | { type: 'preview'; preview: ImportPreview }
  | {
      type: 'refused';
      status: number;
      code: string;
      detail: string;
      extra: Record<string, unknown>;
    }
  | { type: 'failed'; message: string };

/** Rows per message from the worker: deserialising one takes a few milliseconds. */
export const PARSE_CHUNK_ROWS = 2_000;
/** A parse that runs longer is stopped and the file refused. */
const PARSE_TIMEOUT_MS = 120_000;
/** The worker's heap: a file that needs more is refused instead of straining the server. */
const WORKER_HEAP_MB = 768;

const require = createRequire(import.meta.url);
/**
 * The worker runs the TypeScript sources as the server does: it registers tsx (with the
 * server's tsconfig, for the `@/` paths) and then imports the worker module.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then((tsx) => tsx.register({ tsconfig: workerData.tsconfig }))
  .then(() => import(workerData.entry));
`;
const boot = {
  // The ES module build of tsx's API (its CommonJS build cannot register from a worker).
  tsx: pathToFileURL(path.join(path.dirname(require.resolve('tsx/esm/api')), 'index.mjs')).href,
  tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
  entry: new URL('./import-parse.worker.ts', import.meta.url).href,
};

const unreadable = (why: string) =>
  new AppError(400, 'invalid_import_file', `The file cannot be read: ${why}`);

/** One file at a time: the others wait their turn. */
let busy = false;
const waiting: (() => void)[] = [];
async function turn(): Promise<() => void> {
  while (busy) await new Promise<void>((resolve) => waiting.push(resolve));
  busy = true;
  return () => {
    busy = false;
    waiting.shift()?.();
  };
}

/**
 * The parse worker, started with the first import and kept (starting a thread and loading the
 * parsers costs tens of milliseconds of this thread's time); a new one replaces it after a
 * timeout, a crash or a heap overflow. It does not keep the process alive.
 */
let current: Worker | null = null;
let listener: ((reply: ParseReply) => void) | null = null;
let failure: ((error: Error) => void) | null = null;

function parseWorker(): Worker {
  if (current) return current;
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    execArgv: [],
    workerData: boot,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  worker.on('message', (reply: ParseReply) => listener?.(reply));
  worker.on('error', (error) => {
    if (current === worker) current = null;
    failure?.(
      (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? unreadable('it needs too much memory.')
        : error,
    );
  });
  worker.on('exit', () => {
    if (current === worker) current = null;
    failure?.(unreadable('the reader stopped.'));
  });
  // After the listeners: adding a message listener refs the worker's port again.
  worker.unref();
  current = worker;
  return worker;
}

interface ParseResult {
  rows: ImportFileRow[];
  count: number;
  preview?: ImportPreview;
}

async function runWorker(request: ParseRequest): Promise<ParseResult> {
  const done = await turn();
  const worker = parseWorker();
  try {
    return await new Promise((resolve, reject) => {
      const rows: ImportFileRow[] = [];
      const finish = (error: Error | null, count = 0, preview?: ImportPreview) => {
        clearTimeout(timer);
        listener = null;
        failure = null;
        if (error) reject(error);
        else resolve({ rows, count, preview });
      };
      const timer = setTimeout(() => {
        finish(unreadable('reading it took too long.'));
        if (current === worker) current = null;
        void worker.terminate();
      }, PARSE_TIMEOUT_MS);
      failure = (error) => finish(error);
      listener = (reply) => {
        if (reply.type === 'rows') {
          for (const row of reply.rows) rows.push(row);
          // The next chunk on a later turn of the event loop, so requests go in between.
          setImmediate(() => worker.postMessage('more'));
        } else if (reply.type === 'done') finish(null, reply.count);
        else if (reply.type === 'preview') finish(null, reply.preview.total_rows, reply.preview);
        else if (reply.type === 'refused')
          finish(new AppError(reply.status, reply.code, reply.detail, reply.extra));
        else if (reply.type === 'failed') finish(unreadable(reply.message.slice(0, 200)));
      };
      worker.postMessage(request);
    });
  } finally {
    done();
  }
}

/**
 * Reads an import file (readImportFile) in a worker thread, so a large or hostile file never
 * holds up the server's event loop: the whole parse, the zip checks and the row limit run there,
 * one file at a time, with a bounded heap and time.
 */
export async function parseImportFile(
  module: ImportModule,
  filename: string,
  content: Buffer,
  mapping: ImportColumnMapping | null = null,
): Promise<ImportFileRow[]> {
  return (await runWorker({ module, filename, content, mode: 'rows', mapping })).rows;
}

/** The number of rows of an import file, read in the worker like parseImportFile. */
export async function countImportRows(
  module: ImportModule,
  filename: string,
  content: Buffer,
  mapping: ImportColumnMapping | null = null,
): Promise<number> {
  return (await runWorker({ module, filename, content, mode: 'count', mapping })).count;
}

/** The preview of an import file (readImportPreview), read in the worker like parseImportFile. */
export async function previewImportFile(
  module: ImportModule,
  filename: string,
  content: Buffer,
): Promise<ImportPreview> {
  const { preview } = await runWorker({
    module,
    filename,
    content,
    mode: 'preview',
    mapping: null,
  });
  if (!preview) throw unreadable('the reader gave no preview.');
  return preview;
}
