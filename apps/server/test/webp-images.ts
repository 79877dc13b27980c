/**
 * Real WebP files, encoded once by Chromium (canvas.toDataURL('image/webp')) and kept as bytes:
 * each decodes in a browser to the size its name says. The simple ones are Chromium's bitstream
 * in a plain RIFF (its ICC profile chunk left out).
 */

/** Lossy ('VP8 '), 800 × 450: a cover's size. */
const LOSSY_800X450 =
  'UklGRqQDAABXRUJQVlA4IJgDAADQXgCdASogA8IBPlEokkajoqGhIcgAcAoJaW7hd2Ef31/APxy0wH4AfirMAP8BhA' +
  'H+A9v+7gP0AAG2saD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg92YoC4Y6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg' +
  '92YoC4Y6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg92YoC4Y6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg92' +
  'YoC4Y6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg92XDc3pZW1w3phOOafsi4b0wnHNP2RcN6YTjmn7IuG9MJxzT' +
  'NBp66IvFVjQe7MUBcMactOGOkF+KrGg92Yfq4JIPdmKAuGOkF+Ay04Y6QX4qsaD3Zh+lrQe7MUBcMdIL8Tn8n1WNB7' +
  'sxQFwx0bZacMdIL8VWNB7sw/S1oPdmKAuGOkF+Jz+T6rGg92YoC4Y6NstOGOkF+KrGg92Yfpa0HuzFAXDHSC/E5/J9' +
  'VjQe7MUBcMdG2WnDHSC/FVjQe7MP0taD3ZigLhjpBfic/k+qxoPdmKAuGOjbLThjpBfiqxoPdmH6WtB7sxQFwx0gvx' +
  'OfyfVY0HuzFAXDHRtlpwx0gvxVY0HuzD9LWg92YoC4Y6QX4nP5PqsaD3ZigLhjo2y04Y6QX4qsaD3Zh+lrQe7MUBcM' +
  'dIL8Tn8n1WNB7sxQFwx0bZacMdIL8VWNB7sw/S1oPdmKAuGOkF+Jz+T6rGg92YoC4Y6NgI77Ccc0/ZFw3phOOafsi4' +
  'b0wnHNP2RcN6YTjmn7IuG7Z3yROY6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg92YoC4Y6QX4qsaD3ZigLhjpBf' +
  'iqxoPdmKAuGOkF+KrGg92YoC4Y6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+KrGg92YoC4Y6QX4qsaD3ZigLhjpBfiq' +
  'xoPdmKAuGOkF+KrGg92YoC4Y6QX4qsaD3ZigLhjpBfiqxoPdmKAuGOkF+JwAD+/7S6fD/++1m7EXlDDEgAAAAAAAAA' +
  'ef5E+NlsL9InOvqPaqExnUhoBcfLY210ls92e7Pdnuz3Z7s92e7Pdnuz3Z7s92e7Pdnuz3Z7s92e7Odm9fUe1ILkfU' +
  'hoBDn5UMgAAAAAAAAAAAAAAAAAAAAAAH6T37gK8d1pOB/hMLCa5QhQB7Zx8Sa7CyU8UGWAAAAAAAAAAAAAAA==';

/** Lossless ('VP8L', quality 1), 300 × 200. */
const LOSSLESS_300X200 =
  'UklGRiYBAABXRUJQVlA4TBkBAAAvK8ExAA9wI717SF/LeP4jDWbatvH4E94XFNMi+j8YAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAGCrqqqqaj5WN7esAQA=';

/** Extended ('VP8X' + ICCP + ALPH + 'VP8 '), 120 × 60, half transparent, as Chromium writes it. */
const EXTENDED_120X60 =
  'UklGRowCAABXRUJQVlA4WAoAAAAwAAAAdwAAOwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAA' +
  'EAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKA' +
  'AAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
  'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWi' +
  'AAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQA' +
  'AAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbA' +
  'BlACAASQBuAGMALgAgADIAMAAxADZBTFBIGwAAAAEPMIAREUJR2zZQGZQ/2nMM9ono/wToJu6nAwBWUDggegAAAJAG' +
  'AJ0BKngAPAA+USaRRiOiIaElEzkwcAoJZwDV8QA0AFAAq//cAAA1tCj5Z/SxJlR299FvlvHQsSZW8GAA/vBTH/sU14' +
  '5xb/7g4/7Bx/2Dj93DX/6Y7WE7M74/+bj+SCdt/6H8kE7d/yLiUh3OjcxqmA5txA6gv4AA';

/** A lossy WebP of 800 × 450. */
export const webpLossy = () => Buffer.from(LOSSY_800X450, 'base64');

/** A lossless WebP of 300 × 200. */
export const webpLossless = () => Buffer.from(LOSSLESS_300X200, 'base64');

/** An extended (VP8X) WebP of 120 × 60 with an ICC profile and alpha. */
export const webpExtended = () => Buffer.from(EXTENDED_120X60, 'base64');

/** The extended WebP with the VP8X animation flag set (its canvas still 120 × 60). */
export function webpAnimated(): Buffer {
  const bytes = webpExtended();
  bytes[20] = (bytes[20] ?? 0) | 0x02;
  return bytes;
}

/** The extended WebP whose VP8X canvas claims another size than its bitstream's. */
export function webpLyingCanvas(width: number, height: number): Buffer {
  const bytes = webpExtended();
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}
