/** A byte window of a file, both ends inclusive (as Content-Range writes them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110 §14.1.2):
 * - undefined: no usable range; send the whole file (no header, another unit, bad syntax, or
 *   several ranges, which we answer whole rather than as multipart);
 * - 'unsatisfiable': a valid single range that starts past the end (answer 416);
 * - a range clamped to the file: `bytes=a-b`, `bytes=a-` and the suffix form `bytes=-n`.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}
