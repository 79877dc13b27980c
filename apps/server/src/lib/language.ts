import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/shared';

/**
 * The language of a request: its ?lang (the web sends the language of a `?lang=` visit, issue 21
 * item 19, and a PDF link names its own), then the signed-in user's choice, then Accept-Language.
 */
export function pickLanguage(
  userLanguage: string | undefined,
  query: unknown,
  acceptLanguage: string | undefined,
): Language {
  const lang =
    typeof query === 'object' && query !== null
      ? (query as Record<string, unknown>).lang
      : undefined;
  if (typeof lang === 'string' && (LANGUAGES as readonly string[]).includes(lang))
    return lang as Language;
  if (userLanguage && (LANGUAGES as readonly string[]).includes(userLanguage))
    return userLanguage as Language;
  if (acceptLanguage && /^th\b/i.test(acceptLanguage.trim())) return 'th';
  return DEFAULT_LANGUAGE;
}

/** The translated field with English as the fallback for anything not translated. */
export function localized(row: { en: string; th: string }, language: Language): string {
  return language === 'th' && row.th.trim() !== '' ? row.th : row.en;
}
