import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '@/lib/errors';

/**
 * Inflation limits of an .xlsx import, the same kinds SCORM packages have (scorm-zip.ts): entry
 * count, bytes of one part and of all parts once inflated, and the inflated ÷ compressed ratio
 * of one part past RATIO_FLOOR_BYTES. A legitimate workbook at the row limit (100,000 rows of a
 * users sheet) inflates to some 30 MB, its sheet part compressing about 10:1.
 */
export interface ImportZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxUncompressedBytes: number;
  maxRatio: number;
}

const MB = 1024 * 1024;
export const IMPORT_ZIP_LIMITS: ImportZipLimits = {
  maxEntries: 500,
  maxEntryBytes: 64 * MB,
  maxUncompressedBytes: 128 * MB,
  maxRatio: 100,
};
/** A part's ratio is only judged past this size: small parts may compress very well. */
const RATIO_FLOOR_BYTES = MB;

const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;

/** 400 import_file_too_large_unpacked: the workbook inflates past a limit. */
export const inflatesTooMuch = () =>
  new AppError(
    400,
    'import_file_too_large_unpacked',
    'The Excel file expands to too much data (or compresses suspiciously well).',
    { limit_mb: IMPORT_ZIP_LIMITS.maxUncompressedBytes / MB },
  );

const damaged = () =>
  new AppError(400, 'invalid_import_file', 'The Excel file cannot be read: the zip is damaged.');

const openZip = (content: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(
      content,
      // Sizes are judged here, on the bytes inflated, so a lying directory meets our limits.
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false },
      (error, zip) => (error ? reject(damaged()) : resolve(zip)),
    );
  });

/** Every entry of the central directory, refusing at once past the entry count. */
function centralDirectory(zip: ZipFile, limits: ImportZipLimits) {
  return new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('error', () => reject(damaged()));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > limits.maxEntries) reject(inflatesTooMuch());
      else zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Judges the sizes the directory declares: one part, all parts, and each part's ratio. */
function checkDeclared(entries: Entry[], limits: ImportZipLimits) {
  let total = 0;
  for (const entry of entries) {
    if (entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod)) throw damaged();
    total += entry.uncompressedSize;
    if (
      entry.uncompressedSize > limits.maxEntryBytes ||
      total > limits.maxUncompressedBytes ||
      (entry.uncompressedSize > RATIO_FLOOR_BYTES &&
        entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio)
    )
      throw inflatesTooMuch();
  }
}

/**
 * The entries' local records must follow one another from the first byte to the central
 * directory with nothing between them: the spreadsheet reader walks the local records in order
 * (it never reads the directory), so a part hidden between records, or a record the directory
 * describes differently, would reach it unchecked.
 */
async function checkContiguous(
  content: Buffer,
  zip: ZipFile,
  entries: Entry[],
  directoryOffset: number,
) {
  const sorted = [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  let expected = 0;
  for (const entry of sorted) {
    const start = entry.relativeOffsetOfLocalHeader;
    if (start !== expected) throw damaged();
    if (content.length < start + 30 || content.readUInt32LE(start) !== LOCAL_SIGNATURE)
      throw damaged();
    const header = await zip.readLocalFileHeaderPromise(entry).catch(() => {
      throw damaged();
    });
    let end = header.fileDataStart + entry.compressedSize;
    if ((entry.generalPurposeBitFlag & 0x8) !== 0) {
      // A data descriptor follows the data: an optional signature, the crc and two sizes of 4
      // bytes (8 in ZIP64); the next record or the directory must start right after it.
      if (content.length >= end + 4 && content.readUInt32LE(end) === DESCRIPTOR_SIGNATURE) end += 4;
      const boundary = (at: number) =>
        at === directoryOffset ||
        (content.length >= at + 4 && content.readUInt32LE(at) === LOCAL_SIGNATURE);
      if (boundary(end + 12)) end += 12;
      else if (boundary(end + 20)) end += 20;
      else throw damaged();
    } else if (
      (header.compressedSize !== 0xffffffff && header.compressedSize !== entry.compressedSize) ||
      (header.uncompressedSize !== 0xffffffff && header.uncompressedSize !== entry.uncompressedSize)
    )
      throw damaged();
    expected = end;
  }
  if (expected !== directoryOffset) throw damaged();
}

const openStream = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(damaged()) : resolve(stream)));
  });

/** Inflates every part, counting the bytes as they come and stopping at the first limit. */
async function checkInflated(zip: ZipFile, entries: Entry[], limits: ImportZipLimits) {
  let total = 0;
  for (const entry of entries) {
    let written = 0;
    const counter = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        total += chunk.length;
        if (
          written > limits.maxEntryBytes ||
          total > limits.maxUncompressedBytes ||
          (written > RATIO_FLOOR_BYTES &&
            written / Math.max(1, entry.compressedSize) > limits.maxRatio)
        )
          done(inflatesTooMuch());
        else done();
      },
    });
    try {
      await pipeline(await openStream(zip, entry), counter);
    } catch (error) {
      throw error instanceof AppError ? error : damaged();
    }
    // The directory said another size: it lies, or the part is damaged.
    if (written !== entry.uncompressedSize) throw damaged();
  }
}

/**
 * Checks an .xlsx before any spreadsheet parser sees it: the central directory (entry count,
 * declared sizes and ratios), that the local records are exactly the directory's, then every
 * part inflated with its bytes counted, since a directory can lie. Throws a 400: the key
 * import_file_too_large_unpacked past a limit, invalid_import_file for a damaged zip.
 */
export async function checkImportZip(
  content: Buffer,
  limits: ImportZipLimits = IMPORT_ZIP_LIMITS,
): Promise<void> {
  const zip = await openZip(content);
  // Where the central directory starts (the end-of-directory record's offset, ZIP64 resolved):
  // yauzl's read cursor holds it until the first entry is read.
  const directoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
  try {
    const entries = await centralDirectory(zip, limits);
    checkDeclared(entries, limits);
    await checkContiguous(content, zip, entries, directoryOffset);
    await checkInflated(zip, entries, limits);
  } finally {
    zip.close();
  }
}
