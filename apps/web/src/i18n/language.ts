import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '@portal/shared';
import { ensureLanguage } from './create-i18n';

/** Local storage key of a visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Session storage key of this visit's `?lang=` (issue 21 item 19): it holds for the tab's visit,
 * over reloads and links without `?lang`, and overwrites neither the profile nor the stored
 * choice; switching in the header (or the profile form) ends it.
 */
export const VISIT_LANGUAGE_KEY = 'visit-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `?lang=` of a query string, when it names a supported language. */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * This visit's language, read from session storage once and then kept here: the API client asks
 * for it on every call and the content hooks on every render.
 */
let visit: { language: Language | null } | undefined;

/** This visit's language, set by a `?lang=` earlier in the tab's visit. */
export function visitLanguage(): Language | null {
  visit ??= { language: readVisitLanguage() };
  return visit.language;
}

function readVisitLanguage(): Language | null {
  try {
    const value = window.sessionStorage.getItem(VISIT_LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Starts (a language) or ends (null) this visit's language. */
export function setVisitLanguage(language: Language | null): void {
  visit = { language };
  try {
    if (language) window.sessionStorage.setItem(VISIT_LANGUAGE_KEY, language);
    else window.sessionStorage.removeItem(VISIT_LANGUAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); `?lang` then holds for the page it is on.
  }
}

/** Forgets the kept value, so the next read is from storage (tests that clear the storage). */
export function forgetVisitLanguage(): void {
  visit = undefined;
}

/**
 * The language the server answers content in, which keys the content queries: the request's
 * `lang` wins on the server, and the client sends this visit's (`?lang=`) when there is one; else
 * a signed-in user's saved language; else the shown one. The order of `resolveLanguage`.
 */
export function answerLanguage(userLanguage: string | null | undefined, shown: string): string {
  return visitLanguage() ?? userLanguage ?? shown;
}

/**
 * At page load, before the first call: a `?lang=` in the address starts this visit's language,
 * so the very first answers are already in it (the client sends it as `lang`).
 */
export function beginVisitLanguage(search: string): void {
  const query = languageFromQuery(search);
  if (query) setVisitLanguage(query);
}

/**
 * The language to start with before anything is known: `?lang`, then this visit's, then the
 * stored one, then en.
 */
export function initialLanguage(search: string): Language {
  return languageFromQuery(search) ?? visitLanguage() ?? storedLanguage() ?? 'en';
}

/**
 * Which language to show once the user and config are known (SPEC §1, §3): `?lang` first (or this
 * visit's, from an earlier `?lang`), then the signed-in user's language, then a visitor's stored
 * choice, then config-default-language (0 en, 1 th).
 */
export function resolveLanguage(input: {
  query: Language | null;
  visit?: Language | null;
  userLanguage: Language | null;
  stored: Language | null;
  configDefault: unknown;
}): Language {
  if (input.query) return input.query;
  if (input.visit) return input.visit;
  if (input.userLanguage) return input.userLanguage;
  if (input.stored) return input.stored;
  return input.configDefault === 1 ? 'th' : 'en';
}

/**
 * dayjs's global locale (the date pickers and the dashboard forms that format with dayjs read it):
 * set when it arrives, in the order the switches were made. English is dayjs's own default, so an
 * English visit loads neither dayjs nor its Thai locale here: they came before the first paint and
 * took the network and the main thread from it (issue 21 item 2); a screen that uses dayjs loads
 * it with its own chunk.
 */
const dayjsLoaded = () =>
  Promise.all([import('dayjs'), import('dayjs/locale/th')]).then(([m]) => m.default);
let dayjsModule: ReturnType<typeof dayjsLoaded> | null = null;

function applyDayjsLocale(language: Language): void {
  if (language === 'en' && !dayjsModule) return;
  dayjsModule ??= dayjsLoaded();
  dayjsModule.then((dayjs) => dayjs.locale(language)).catch(() => undefined);
}

/** The language last asked of each instance: a slow Thai load must not undo a later switch. */
const requested = new WeakMap<I18n, Language>();

/**
 * Switches i18next, dayjs and <html lang>. With `remember` (a person chose it in the header or the
 * profile) the choice is kept in local storage for the next visit, and a `?lang` visit ends.
 * Thai's shared labels load on first use (create-i18n.ts): the switch is then made when they
 * arrive, and the returned promise settles (null when the switch was made at once).
 */
export function applyLanguage(
  i18n: I18n,
  language: Language,
  options: { remember?: boolean } = {},
): Promise<void> | null {
  requested.set(i18n, language);
  applyDayjsLocale(language);
  document.documentElement.lang = language;
  if (options.remember) {
    setVisitLanguage(null);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage may be unavailable (private mode); the language still applies to this visit.
    }
  }
  const change = () => {
    if (requested.get(i18n) === language && i18n.language !== language)
      void i18n.changeLanguage(language);
  };
  const loading = ensureLanguage(i18n, language);
  if (!loading) {
    change();
    return null;
  }
  // A chunk that cannot load leaves the English labels (the fallback) showing.
  return loading.then(change, () => undefined);
}
