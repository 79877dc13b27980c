import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '@/config';
import type { Executor } from '@/db/database';

/** Types of file a material may carry (SPEC §5: video mp4, audio mp3, document pdf). */
const MEDIA_TYPES = {
  mp4: {
    mime: 'video/mp4',
    matches: (b: Buffer) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  },
  mp3: {
    mime: 'audio/mpeg',
    // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
    matches: (b: Buffer) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' ||
      (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  pdf: { mime: 'application/pdf', matches: (b: Buffer) => b.subarray(0, 5).toString() === '%PDF-' },
} as const;

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

/** The MIME type of a file by extension, confirmed by its first bytes; undefined if refused. */
export function mediaTypeOf(name: string, head: Buffer): string | undefined {
  const ext = path.extname(name).slice(1).toLowerCase();
  const type = (MEDIA_TYPES as Record<string, (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES]>)[ext];
  return type?.matches(head) ? type.mime : undefined;
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
  const bytes = await readFile(source.path);
  const mime = mediaTypeOf(source.name, bytes);
  if (!mime) throw new Error(`not an accepted media file: ${source.name}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const ext = path.extname(source.name).toLowerCase();
  const storageKey = `${sha256.slice(0, 2)}/${sha256}${ext}`;
  const target = mediaPath(root, storageKey);
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await copyFile(source.path, temp);
    await rename(temp, target);
  }
  const existing = await db
    .selectFrom('media_file')
    .selectAll()
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('media_file')
    .values({
      storage_key: storageKey,
      original_name: source.name,
      mime_type: mime,
      size_bytes: bytes.length,
      sha256,
      created_by: source.createdBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
