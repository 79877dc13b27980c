import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/shared';
import { en } from './en';
import { th } from './th';

/** A ready i18next instance with the bundled en and th resources (synchronous init). */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Copies: addResourceBundle merges into the store's objects, which must not be our modules.
    resources: { en: { translation: { ...en } }, th: { translation: { ...th } } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'th'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
