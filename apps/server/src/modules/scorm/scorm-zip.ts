import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SCORM_LIMITS } from '@portal/shared';
import { AppError } from '@/lib/errors';
import {
  corruptZip,
  fileTooBig,
  invalidFiletype,
  tooLarge,
  tooManyFiles,
  unsafePath,
} from './scorm.errors';

/** Limits of one extraction; tests lower them, production uses SCORM_LIMITS. */
export interface ZipLimits {
  zipBytes: number;
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
}

const DEFAULT_LIMITS: ZipLimits = {
  zipBytes: SCORM_LIMITS.zipBytes,
  maxEntries: SCORM_LIMITS.maxEntries,
  maxUncompressedBytes: SCORM_LIMITS.maxUncompressedBytes,
  maxRatio: SCORM_LIMITS.maxRatio,
};

/** A file's ratio is only judged past this size: tiny files may compress very well. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** What was extracted: relative file paths (forward slashes) and their total size. */
export interface Extracted {
  dir: string;
  files: Set<string>;
  totalBytes: number;
}

/**
 * The entry's name if it is a safe relative path, else null: no backslashes, no absolute or
 * drive paths, no `..` or empty segments, no control characters.
 */
export function safeEntryPath(name: string): string | null {
  if (name.length === 0 || name.length > 500) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(name)) return null;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return null;
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return segments.join('/');
}

/** Checks the upload itself before opening it: extension, size and zip magic bytes. */
export function checkUpload(
  buffer: Buffer,
  filename: string,
  limits: ZipLimits = DEFAULT_LIMITS,
): void {
  if (!/\.zip$/i.test(filename)) throw invalidFiletype();
  if (buffer.length > limits.zipBytes) throw fileTooBig();
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(LOCAL_HEADER)) throw invalidFiletype();
}

const openZip = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    // decodeStrings off: we judge names ourselves, so an unsafe one gets our clear message.
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(corruptZip()) : resolve(zip)),
    );
  });

const entryName = (entry: Entry) => {
  const raw = entry.fileName as unknown as Buffer;
  // General purpose bit 11: the name is UTF-8; otherwise read it byte for byte.
  return raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
};

const openStream = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(corruptZip()) : resolve(stream)));
  });

/**
 * Extracts a checked zip into a new folder under `parent`, refusing unsafe paths, symlinks,
 * encrypted entries, too many entries and zip bombs. Sizes are counted on the inflated bytes as
 * they stream, never taken from the headers. On any failure the folder is removed.
 */
export async function extractZip(
  buffer: Buffer,
  parent: string,
  limits: ZipLimits = DEFAULT_LIMITS,
): Promise<Extracted> {
  const zip = await openZip(buffer);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw tooManyFiles();
  }
  await mkdir(parent, { recursive: true });
  const dir = path.join(parent, `.tmp-${randomBytes(8).toString('hex')}`);
  await mkdir(dir);
  const files = new Set<string>();
  let totalBytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let entries = 0;
      const fail = (error: unknown) => {
        zip.close();
        reject(error instanceof AppError ? error : corruptZip());
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const handle = async () => {
          entries += 1;
          if (entries > limits.maxEntries) throw tooManyFiles();
          const name = entryName(entry);
          const relative = safeEntryPath(name);
          if (relative === null) throw unsafePath(name);
          const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
          if (mode === S_IFLNK) throw unsafePath(name);
          if (entry.isEncrypted()) throw corruptZip();
          const target = path.join(dir, ...relative.split('/'));
          if (!target.startsWith(dir + path.sep)) throw unsafePath(name);
          if (name.endsWith('/')) {
            await mkdir(target, { recursive: true });
            return;
          }
          if (files.has(relative)) throw unsafePath(name);
          await mkdir(path.dirname(target), { recursive: true });
          let written = 0;
          const counter = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              written += chunk.length;
              totalBytes += chunk.length;
              const ratio = written / Math.max(1, entry.compressedSize);
              if (
                totalBytes > limits.maxUncompressedBytes ||
                (written > RATIO_FLOOR_BYTES && ratio > limits.maxRatio)
              )
                done(tooLarge());
              else done(null, chunk);
            },
          });
          const source = await openStream(zip, entry);
          await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }));
          files.add(relative);
        };
        handle().then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error instanceof AppError ? error : corruptZip();
  }
  return { dir, files, totalBytes };
}
