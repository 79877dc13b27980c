import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { AppError } from '@/lib/errors';

const MESSAGE_KEY = /^[a-z0-9_>{}]+$/;

function keyOf(issue: ZodFastifySchemaValidationError): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return issue.message;
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '')
        ? 'this_field_is_required'
        : 'invalid_type';
    case 'too_big':
      return 'length_less_than';
    case 'too_small':
      return 'length_at_least';
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid_choice';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid_value';
  }
}

/** Groups zod issues by field name, each with message keys. */
export function fieldErrors(issues: ZodFastifySchemaValidationError[]): Record<string, string[]> {
  // A Map, not an object literal: a field may be named 'toString' or '__proto__'.
  const errors = new Map<string, string[]>();
  const add = (field: string, key: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(key)) list.push(key);
    errors.set(field, list);
  };
  for (const issue of issues) {
    const key = keyOf(issue);
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const name of keys) add(String(name), key);
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    add(field, key);
  }
  return Object.fromEntries(errors);
}

/** Words of a unique index's key that are not columns (`lower(email::text)`). */
const KEY_WORDS = new Set([
  'lower',
  'upper',
  'text',
  'varchar',
  'character',
  'varying',
  'coalesce',
]);

/**
 * PostgreSQL's unique_violation (23505) as the 400 a service's own "already taken" check gives:
 * two requests at once (a double-clicked save) both pass that check, and the index refuses the
 * second. The field is the key's last column (`Key (kind, code)=(...)` → code).
 */
export function uniqueViolation(error: unknown): AppError | null {
  const pg = error as { code?: unknown; detail?: unknown };
  if (pg.code !== '23505') return null;
  const key = /^Key \((.+?)\)=\(/.exec(typeof pg.detail === 'string' ? pg.detail : '')?.[1] ?? '';
  const columns = (key.match(/[a-z_][a-z0-9_]*/g) ?? []).filter((w) => !KEY_WORDS.has(w));
  const field = columns.at(-1) ?? 'non_field_errors';
  return new AppError(400, 'validation_error', 'Invalid input.', {
    errors: { [field]: ['already_exists'] },
  });
}

/** One error handler: `{ detail, code }` with the right status, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ detail: error.detail, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        detail: 'Invalid input.',
        code: 'validation_error',
        errors: fieldErrors(error.validation),
      });
    }
    const taken = uniqueViolation(error);
    if (taken) {
      // Kept in the log: a violation no person caused (not a race of two saves) is a bug.
      request.log.warn({ err: error }, 'unique violation answered 400 already_exists');
      return reply.status(400).send({ detail: taken.detail, code: taken.code, ...taken.extra });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Try again later.', code: 'too_many_requests' });
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'bad_request';
      return reply.status(status).send({ detail: error.message, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'A server error occurred.', code: 'server_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
  });
}
