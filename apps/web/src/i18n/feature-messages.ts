import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The labels of one feature, in both languages: the Thai object must have every English key. */
export interface FeatureMessages<K extends string = string> {
  en: Record<K, string>;
  th: Record<K, string>;
}

const added = new WeakMap<I18n, WeakSet<FeatureMessages>>();

/**
 * Adds a feature's labels to the i18n store, once per instance. Features keep their labels in
 * their own lazily loaded chunk so the first page load stays small. Added without overwrite:
 * the server dictionary (an administrator's labels) has already been merged and wins.
 */
export function addFeatureMessages(i18n: I18n, messages: FeatureMessages): void {
  let seen = added.get(i18n);
  if (!seen) {
    seen = new WeakSet();
    added.set(i18n, seen);
  }
  if (seen.has(messages)) return;
  seen.add(messages);
  for (const language of ['en', 'th'] as const) {
    i18n.addResourceBundle(language, 'translation', { ...messages[language] }, true, false);
  }
}

/** `useTranslation` for a feature screen: its labels are registered before the first `t` call. */
export function useFeatureTranslation(messages: FeatureMessages) {
  const result = useTranslation();
  addFeatureMessages(result.i18n, messages);
  return result;
}

/** Declares a feature's labels; the type makes a missing Thai key a compile error. */
export function defineMessages<K extends string>(messages: {
  en: Record<K, string>;
  th: Record<NoInfer<K>, string>;
}): FeatureMessages<K> {
  return messages;
}
