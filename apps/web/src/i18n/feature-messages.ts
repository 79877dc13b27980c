import { useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { applyOverrides, dictionaryOverrides } from './merge-dictionary';
import { addFallbackNamespace } from './namespaces';

/**
 * The labels of one feature, in both languages, in their own i18next namespace `ns`: the Thai
 * object must have every English key.
 */
export interface FeatureMessages<K extends string = string> {
  ns: string;
  en: Record<K, string>;
  th: Record<K, string>;
}

const added = new WeakMap<I18n, WeakSet<FeatureMessages>>();

/**
 * Adds a feature's labels to the i18n store, in the feature's namespace, once per instance.
 * Features keep their labels in their own lazily loaded chunk so the first page load stays small.
 * The server dictionary (an administrator's labels) already merged is laid over them: it wins.
 */
export function addFeatureMessages(i18n: I18n, messages: FeatureMessages): void {
  let seen = added.get(i18n);
  if (!seen) {
    seen = new WeakSet();
    added.set(i18n, seen);
  }
  if (seen.has(messages)) return;
  seen.add(messages);
  const overrides = dictionaryOverrides(i18n);
  for (const language of ['en', 'th'] as const) {
    i18n.addResourceBundle(language, messages.ns, { ...messages[language] }, true, false);
    applyOverrides(i18n, language, messages.ns, overrides[language]);
  }
  addFallbackNamespace(i18n, messages.ns);
}

/**
 * `useTranslation` for a feature screen: its labels are registered before the first `t` call and
 * `t` reads the feature's namespace first (then the next ones given, then the common labels).
 */
export function useFeatureTranslation(messages: FeatureMessages, ...more: FeatureMessages[]) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (i18n) for (const each of [messages, ...more]) addFeatureMessages(i18n, each);
  // nsMode 'fallback': `t` looks through every namespace given, not only the first.
  return useTranslation([messages.ns, ...more.map((each) => each.ns)], { nsMode: 'fallback' });
}

/**
 * Declares a feature's labels in the namespace `ns` (unique: namespaces.test.ts checks it); the
 * type makes a missing Thai key a compile error.
 */
export function defineMessages<K extends string>(
  ns: string,
  messages: { en: Record<K, string>; th: Record<NoInfer<K>, string> },
): FeatureMessages<K> {
  return { ns, ...messages };
}
