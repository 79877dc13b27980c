import type { FastifyInstance } from 'fastify';
import { validationError } from '@/lib/errors';

/** Deeper than any body a route takes; a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 12;

/**
 * Where a request's parsed value holds U+0000 (`first_name`, `answers.2.text`), or null.
 * PostgreSQL's text cannot store that character: without this check such a value passed every
 * zod schema (a string is a string) and failed in the database as a 500.
 */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    if (String(key).includes('\u0000')) return [...path, 'key'].join('.');
    const found = nulCharacterPath(item, [...path, String(key)], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a body, query or path parameter holding U+0000 with 400 invalid_value on its field. */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A body that is one string or Buffer is a whole file (an import's CSV): its rows are
    // checked where they are read.
    const body =
      typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? request.body : null;
    for (const part of [body, request.query, request.params]) {
      const field = nulCharacterPath(part);
      if (field !== null) throw validationError({ [field]: ['invalid_value'] });
    }
  });
}
