import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { AppConfig } from '@/config';
import type { Executor } from '@/db/database';
import { readMediaDuration } from './media-duration';

/**
 * MIME types of the files the media folder keeps, by the type file-type reads from the first
 * bytes (SPEC §5: mp4 video, mp3/mp4 audio, pdf documents, zip SCORM packages, images; WebP for
 * the browser's crops, issue 21 item 5). Never SVG or HTML: nothing stored renders as a page.
 */
const STORED_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The extensions each detected type may be stored under. */
const NAMES_FOR: Record<string, string[]> = {
  mp4: ['mp4'],
  m4v: ['mp4'],
  m4a: ['mp4'],
  mp3: ['mp3'],
  pdf: ['pdf'],
  zip: ['zip'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
};

/** The folder stored files live in: DATA_DIR/media. */
export function mediaRoot(config: Pick<AppConfig, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'media');
}

/** The absolute path of a stored file; keys are checked by the table, this checks again. */
export function mediaPath(root: string, storageKey: string): string {
  const full = path.resolve(root, storageKey);
  if (!full.startsWith(root + path.sep)) throw new Error(`bad storage key ${storageKey}`);
  return full;
}

/**
 * The MIME type of a file by its first bytes (file-type), when its name's extension agrees;
 * undefined when the file is refused.
 */
export async function mediaTypeOf(name: string, filePath: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return undefined;
  const ext = path.extname(name).slice(1).toLowerCase();
  return NAMES_FOR[detected.ext]?.includes(ext) ? STORED_TYPES[detected.ext] : undefined;
}

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

/**
 * Stores a file under the media folder by its SHA-256 (the same bytes are kept once) and
 * registers it; answers the existing row when those bytes are already registered. The file is
 * written to a temporary name and renamed, so a crash never leaves half a file under its key.
 */
export async function storeMediaFile(
  db: Executor,
  root: string,
  source: { path: string; name: string; createdBy?: number | null },
) {
  const mime = await mediaTypeOf(source.name, source.path);
  if (!mime) throw new Error(`not an accepted media file: ${source.name}`);
  const [sha256, info] = await Promise.all([sha256Of(source.path), stat(source.path)]);
  const ext = path.extname(source.name).toLowerCase();
  const storageKey = `${sha256.slice(0, 2)}/${sha256}${ext}`;
  const target = mediaPath(root, storageKey);
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await copyFile(source.path, temp);
    await rename(temp, target);
  }
  // Audio and video keep their real length, read from the bytes now stored (issue 13 item 8).
  const duration = await readMediaDuration(target, mime);
  const existing = await db
    .selectFrom('media_file')
    .selectAll()
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
  if (existing && (existing.duration_seconds !== null || duration === null)) return existing;
  if (existing)
    return db
      .updateTable('media_file')
      .set({ duration_seconds: duration })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  return db
    .insertInto('media_file')
    .values({
      storage_key: storageKey,
      original_name: source.name,
      mime_type: mime,
      size_bytes: info.size,
      sha256,
      created_by: source.createdBy ?? null,
      duration_seconds: duration,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Reads the length of every stored audio or video file that has none yet (files stored before
 * migration 0030, or whose bytes were missing when last tried), at start-up. Only headers are
 * read; a file missing from this instance's disk, or holding no readable length, is left null
 * (its materials then fall back to the length their author entered). Answers how many it filled.
 */
export async function backfillMediaDurations(db: Executor, root: string): Promise<number> {
  const rows = await db
    .selectFrom('media_file')
    .select(['id', 'storage_key', 'mime_type'])
    .where('duration_seconds', 'is', null)
    .where('mime_type', 'in', ['video/mp4', 'audio/mp4', 'audio/mpeg'])
    .orderBy('id')
    .execute();
  let filled = 0;
  for (const row of rows) {
    const file = mediaPath(root, row.storage_key);
    if (!existsSync(file)) continue;
    const duration = await readMediaDuration(file, row.mime_type).catch(() => null);
    if (duration === null) continue;
    await db
      .updateTable('media_file')
      .set({ duration_seconds: duration })
      .where('id', '=', row.id)
      .where('duration_seconds', 'is', null)
      .execute();
    filled++;
  }
  return filled;
}
