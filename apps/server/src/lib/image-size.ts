import { open } from 'node:fs/promises';

/** Width and height in pixels; 0×0 when the bytes are not a PNG, GIF, JPEG or WebP we can read. */
export interface ImageSize {
  width: number;
  height: number;
}

const NONE: ImageSize = { width: 0, height: 0 };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(bytes: Buffer): ImageSize {
  // The first chunk must be IHDR: width and height as big-endian 32-bit numbers.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return NONE;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer): ImageSize {
  if (bytes.length < 10) return NONE;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** Start-of-frame markers (SOF0..SOF15 except DHT, JPG and DAC) carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): ImageSize {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return NONE;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0..7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return NONE; // end of image or scan before a frame
    if (isStartOfFrame(marker))
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2) return NONE;
    i += 2 + length;
  }
  return NONE;
}

/** A RIFF chunk of a WebP file: its FourCC, where its payload starts, and the payload's size. */
interface Chunk {
  type: string;
  start: number;
  size: number;
}

/**
 * The chunk whose header is at `offset`, or null when that header is not in the bytes or the
 * chunk would end past the RIFF size (a cut-off or lying header). The payload itself may lie
 * past the bytes read: only the header fields a size needs are read.
 */
function chunkAt(bytes: Buffer, offset: number, riffEnd: number): Chunk | null {
  if (offset + 8 > Math.min(bytes.length, riffEnd)) return null;
  const size = bytes.readUInt32LE(offset + 4);
  if (offset + 8 + size > riffEnd) return null;
  return { type: bytes.toString('latin1', offset, offset + 4), start: offset + 8, size };
}

/** The chunk after `chunk` (payloads are padded to an even length). */
const nextChunk = (bytes: Buffer, chunk: Chunk, riffEnd: number) =>
  chunkAt(bytes, chunk.start + chunk.size + (chunk.size % 2), riffEnd);

/** A lossy bitstream ('VP8 '): a key frame's tag, the start code 9d 01 2a, 14-bit sizes. */
function vp8Size(bytes: Buffer, { start, size }: Chunk): ImageSize {
  if (size < 10 || start + 10 > bytes.length || ((bytes[start] ?? 1) & 1) !== 0) return NONE;
  if (bytes[start + 3] !== 0x9d || bytes[start + 4] !== 0x01 || bytes[start + 5] !== 0x2a)
    return NONE;
  return {
    width: bytes.readUInt16LE(start + 6) & 0x3fff,
    height: bytes.readUInt16LE(start + 8) & 0x3fff,
  };
}

/** A lossless bitstream ('VP8L'): signature 0x2f, then width − 1 and height − 1 in 14 bits each. */
function vp8lSize(bytes: Buffer, { start, size }: Chunk): ImageSize {
  if (size < 5 || start + 5 > bytes.length || bytes[start] !== 0x2f) return NONE;
  const bits = bytes.readUInt32LE(start + 1);
  if (bits >>> 29 !== 0) return NONE; // version must be 0
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/** The VP8X flag of an animated WebP (refused: docs/decisions.md, WebP crops). */
const VP8X_ANIMATION = 0x02;

/**
 * An extended file ('VP8X'): flags, then canvas width − 1 and height − 1 in 24 bits each. A
 * still image's own bitstream (after optional ICCP and ALPH chunks) must declare the same size,
 * as decoders require; an animation is refused.
 */
function vp8xSize(bytes: Buffer, header: Chunk, riffEnd: number): ImageSize {
  const { start, size } = header;
  if (size < 10 || start + 10 > bytes.length) return NONE;
  if (((bytes[start] ?? 0) & VP8X_ANIMATION) !== 0) return NONE;
  const canvas = {
    width: bytes.readUIntLE(start + 4, 3) + 1,
    height: bytes.readUIntLE(start + 7, 3) + 1,
  };
  let chunk = nextChunk(bytes, header, riffEnd);
  while (chunk && chunk.type !== 'VP8 ' && chunk.type !== 'VP8L')
    chunk = nextChunk(bytes, chunk, riffEnd);
  if (!chunk) return NONE;
  const frame = chunk.type === 'VP8 ' ? vp8Size(bytes, chunk) : vp8lSize(bytes, chunk);
  return frame.width === canvas.width && frame.height === canvas.height ? canvas : NONE;
}

/**
 * WebP: 'RIFF', the size of what follows, 'WEBP', then a VP8, VP8L or VP8X chunk first. A file
 * shorter than its RIFF size says was cut off.
 */
function webpSize(bytes: Buffer, fileSize: number): ImageSize {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > fileSize) return NONE;
  const first = chunkAt(bytes, 12, riffEnd);
  if (first?.type === 'VP8 ') return vp8Size(bytes, first);
  if (first?.type === 'VP8L') return vp8lSize(bytes, first);
  if (first?.type === 'VP8X') return vp8xSize(bytes, first, riffEnd);
  return NONE;
}

const isWebp = (bytes: Buffer) =>
  bytes.length >= 12 &&
  bytes.toString('latin1', 0, 4) === 'RIFF' &&
  bytes.toString('latin1', 8, 12) === 'WEBP';

/**
 * The size an image's header declares (PNG, GIF, JPEG, WebP); the pixels are never decoded.
 * `bytes` may be the file's start only; `fileSize` is then the whole file's length.
 */
export function imageSizeOf(bytes: Buffer, fileSize = bytes.length): ImageSize {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngSize(bytes);
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return gifSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (isWebp(bytes)) return webpSize(bytes, fileSize);
  return NONE;
}

/** Bytes read from a file's start: enough for any header, EXIF blocks included. */
const HEADER_BYTES = 256 * 1024;

/** The declared size of an image file (reads at most its first 256 KB). */
export async function imageSizeOfFile(filePath: string): Promise<ImageSize> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    const { size } = await handle.stat();
    return imageSizeOf(buffer.subarray(0, bytesRead), size);
  } finally {
    await handle.close();
  }
}
