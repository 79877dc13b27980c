import type { TFunction } from 'i18next';
import { ApiError } from '@/api';
import { errorMessage, translateKey } from '@/i18n/messages';

/**
 * What to show when the server refuses a dashboard action: the first field error of a
 * validation answer (`score_out_of_range`), else the answer's own message key, translated.
 */
export function refusalMessage(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors)[0]?.[0];
    if (first) return translateKey(t, first);
  }
  return errorMessage(t, error);
}
