import { open } from 'node:fs/promises';

/** Width and height in pixels; 0×0 when the bytes are not a PNG, GIF or JPEG we can read. */
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

/** The size an image's header declares (PNG, GIF, JPEG); the pixels are never decoded. */
export function imageSizeOf(bytes: Buffer): ImageSize {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngSize(bytes);
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return gifSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
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
    return imageSizeOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
