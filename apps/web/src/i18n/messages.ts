import type { TFunction } from 'i18next';
import type { ConditionResult } from '@portal/shared';
import { ApiError, isAbortError } from '@/api/api-error';

/** Translates a server message key, falling back to a generic message for unknown keys. */
export function translateKey(t: TFunction, key: string, params: Record<string, unknown> = {}): string {
  return t(key, { ...params, defaultValue: t('error_occurs') });
}

/** The message to show for a failed call: the server's code, translated. */
export function errorMessage(t: TFunction, error: unknown): string | null {
  if (!error || isAbortError(error)) return null;
  if (error instanceof ApiError) return translateKey(t, error.code);
  return t('error_occurs');
}

/** Lists password condition kinds in the current language: "numbers, symbols and ...". */
export function conditionKinds(t: TFunction, result: ConditionResult): string[] {
  return result.required.map((kind) => t(`password_needs_${kind}`, { count: result.minLength ?? 0 }));
}

/** The SPEC §5 message of a failing password: 'your_password_must_contains' or 'length_at_least'. */
export function passwordMessage(t: TFunction, language: string, result: ConditionResult): string | null {
  if (!result.messageKey) return null;
  if (result.messageKey === 'length_at_least') return t('length_at_least', { count: result.minLength ?? 0 });
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return t('your_password_must_contains', { kinds: list.format(conditionKinds(t, result)) });
}
