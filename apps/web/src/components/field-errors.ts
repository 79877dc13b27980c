import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';
import { ApiError } from '@/api/api-error';
import { translateKey } from '@/i18n/messages';

export type FieldMessages = Record<string, string | undefined>;

/** The first message key per field of a failed zod parse, translated. */
export function zodFieldMessages(t: TFunction, error: ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    messages[field] ??= translateKey(t, issue.message);
  }
  return messages;
}

/** The server's field errors (message keys) translated; the first key per field. */
export function apiFieldMessages(t: TFunction, error: unknown): FieldMessages {
  if (!(error instanceof ApiError)) return {};
  const messages: FieldMessages = {};
  for (const [field, keys] of Object.entries(error.errors)) {
    if (keys[0]) messages[field] = translateKey(t, keys[0]);
  }
  return messages;
}
