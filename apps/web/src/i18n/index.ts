export { createI18n, ensureLanguage, hasLanguage, loadThaiMessages } from './create-i18n';
export { mergeDictionary } from './merge-dictionary';
export * from './language';
export * from './messages';
export type { MessageKey } from './en';
export * from './feature-messages';
