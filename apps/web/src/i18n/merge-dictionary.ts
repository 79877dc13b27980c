import type { i18n as I18n } from 'i18next';
import type { DictAnswer } from '@portal/shared';
import { COMMON_NS, featureNamespaces } from './namespaces';

type Labels = Record<string, string>;

/**
 * The administrator's labels merged so far, per resource store (an instance and its clones, such
 * as the question preview's, share one): a feature loaded later gets them too.
 */
const overrides = new WeakMap<object, { en: Labels; th: Labels }>();

/** The server dictionary merged into an instance so far (empty before the first merge). */
export function dictionaryOverrides(i18n: I18n): { en: Labels; th: Labels } {
  let merged = overrides.get(i18n.store);
  if (!merged) {
    merged = { en: {}, th: {} };
    overrides.set(i18n.store, merged);
  }
  return merged;
}

/**
 * Lays the administrator's labels of one language over one namespace, for the keys it defines
 * (the common namespace takes every label, so a key no bundle knows is still shown).
 */
export function applyOverrides(
  i18n: I18n,
  language: 'en' | 'th',
  ns: string,
  labels: Labels,
): void {
  const bundle = i18n.getResourceBundle(language, ns) as Labels | undefined;
  const picked =
    ns === COMMON_NS || !bundle
      ? labels
      : Object.fromEntries(Object.entries(labels).filter(([key]) => key in bundle));
  if (Object.keys(picked).length > 0) i18n.addResourceBundle(language, ns, picked, true, true);
}

/**
 * Merges the server dictionary over the bundled resources: deep, overwriting, so an
 * administrator's label replaces ours and every key the server does not send stays. Dictionary
 * rows are global keys: a label applies to the common namespace and to every feature namespace
 * that defines the key, now and when the feature loads later (see addFeatureMessages).
 */
export function mergeDictionary(i18n: I18n, dict: Pick<DictAnswer, 'en' | 'th'>): void {
  const merged = dictionaryOverrides(i18n);
  for (const language of ['en', 'th'] as const) {
    const labels = dict[language];
    if (!labels || Object.keys(labels).length === 0) continue;
    Object.assign(merged[language], labels);
    for (const ns of [COMMON_NS, ...featureNamespaces(i18n)])
      applyOverrides(i18n, language, ns, labels);
  }
}
