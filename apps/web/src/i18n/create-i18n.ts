import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/shared';
import { en } from './en';
import { COMMON_NS } from './namespaces';
import { th } from './th';

/**
 * A ready i18next instance with the bundled en and th resources (synchronous init). The shared
 * labels are the common namespace (the default one); each feature adds its own namespace when its
 * chunk loads (addFeatureMessages).
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Copies: addResourceBundle merges into the store's objects, which must not be our modules.
    resources: { en: { [COMMON_NS]: { ...en } }, th: { [COMMON_NS]: { ...th } } },
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    fallbackNS: [COMMON_NS],
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'th'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
