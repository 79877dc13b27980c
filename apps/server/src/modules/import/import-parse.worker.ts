import { parentPort } from 'node:worker_threads';
import { AppError } from '@/lib/errors';
import { readImportFile, readImportPreview, type ImportFileRow } from './import-file';
import { PARSE_CHUNK_ROWS, type ParseReply, type ParseRequest } from './import-parse';

/**
 * The worker thread of import-parse.ts: reads one import file at a time and answers with its
 * row count, or its rows a chunk at a time (the next chunk when the server asks, so the server
 * never deserialises more than one chunk at once), or the 400 that refuses it.
 */
const port = parentPort;
const send = (reply: ParseReply) => port?.postMessage(reply);

let pending: ImportFileRow[] = [];
let next = 0;

function sendChunk() {
  if (next >= pending.length) {
    send({ type: 'done', count: pending.length });
    pending = [];
    return;
  }
  send({ type: 'rows', rows: pending.slice(next, next + PARSE_CHUNK_ROWS) });
  next += PARSE_CHUNK_ROWS;
}

async function parse(request: ParseRequest) {
  const content = Buffer.from(
    request.content.buffer,
    request.content.byteOffset,
    request.content.byteLength,
  );
  try {
    if (request.mode === 'preview') {
      send({
        type: 'preview',
        preview: await readImportPreview(request.module, request.filename, content),
      });
      return;
    }
    const rows = await readImportFile(request.module, request.filename, content, request.mapping);
    if (request.mode === 'count') {
      send({ type: 'done', count: rows.length });
      return;
    }
    pending = rows;
    next = 0;
    sendChunk();
  } catch (error) {
    if (error instanceof AppError)
      send({
        type: 'refused',
        status: error.statusCode,
        code: error.code,
        detail: error.detail,
        extra: error.extra,
      });
    else send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

port?.on('message', (message: ParseRequest | 'more') => {
  if (message === 'more') sendChunk();
  else void parse(message);
});
