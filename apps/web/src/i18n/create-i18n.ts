import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/shared';
import { en, type MessageKey } from './en';
import { applyOverrides, dictionaryOverrides } from './merge-dictionary';
import { COMMON_NS } from './namespaces';

type Messages = Record<MessageKey, string>;

/**
 * The Thai shared labels, loaded on demand (issue 21 item 2): an English visit never downloads
 * them, and a Thai visit fetches this small chunk beside its start-up calls instead of every
 * visitor parsing both languages in the entry. English stays bundled: it is the fallback language.
 */
let thai: Messages | undefined;
let thaiLoading: Promise<Messages> | undefined;

export function loadThaiMessages(): Promise<Messages> {
  thaiLoading ??= import('./th').then(
    (module) => (thai = module.th),
    (error: unknown) => {
      thaiLoading = undefined; // a failed chunk may load on the next try
      throw error;
    },
  );
  return thaiLoading;
}

/**
 * The resource stores holding the Thai shared labels (a store, not an instance: clones share it).
 * Not `hasResourceBundle`: an administrator's Thai labels merged first make a bundle too.
 */
const withThai = new WeakSet<object>();

/** Whether an instance holds the shared labels of a language (English always does). */
export function hasLanguage(i18n: I18n, language: Language): boolean {
  return language === 'en' || withThai.has(i18n.store);
}

function addThai(i18n: I18n, messages: Messages): void {
  if (withThai.has(i18n.store)) return;
  withThai.add(i18n.store);
  // A copy: addResourceBundle merges into the store's objects, which must not be our module.
  i18n.addResourceBundle('th', COMMON_NS, { ...messages }, true, false);
  // An administrator's Thai labels merged before the bundle arrived still win.
  applyOverrides(i18n, 'th', COMMON_NS, dictionaryOverrides(i18n).th);
}

/**
 * Makes sure an instance holds a language's shared labels: at once when they are loaded (so a
 * switch stays synchronous), else after their chunk arrives. A failed load leaves the English
 * fallback showing; it rejects so the caller can stop waiting.
 */
export function ensureLanguage(i18n: I18n, language: Language): Promise<void> | null {
  if (hasLanguage(i18n, language)) return null;
  if (thai) {
    addThai(i18n, thai);
    return null;
  }
  return loadThaiMessages().then((messages) => addThai(i18n, messages));
}

/**
 * A ready i18next instance with the bundled English resources (synchronous init), and the Thai
 * ones when they are already loaded. The shared labels are the common namespace (the default
 * one); each feature adds its own namespace when its chunk loads (addFeatureMessages). Start it
 * in English and switch with applyLanguage, which loads Thai first when needed.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Copies: addResourceBundle merges into the store's objects, which must not be our modules.
    resources: {
      en: { [COMMON_NS]: { ...en } },
      ...(thai ? { th: { [COMMON_NS]: { ...thai } } } : {}),
    },
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    fallbackNS: [COMMON_NS],
    lng: thai || language === 'en' ? language : 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'th'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (thai) withThai.add(instance.store);
  return instance;
}
