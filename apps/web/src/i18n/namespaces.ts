import type { i18n as I18n } from 'i18next';

/**
 * The namespace of the shared labels (en.ts, th.ts: server codes, header, menus, validation):
 * the default namespace of `useTranslation()` and the first fallback of every feature namespace.
 */
export const COMMON_NS = 'common';

/** The feature namespaces an instance has loaded, in the order their chunks arrived. */
export function featureNamespaces(i18n: I18n): string[] {
  const chain: unknown = i18n.options.fallbackNS;
  return Array.isArray(chain) ? (chain as string[]).filter((ns) => ns !== COMMON_NS) : [];
}

/**
 * Appends a feature namespace to the fallback chain: a feature's `t` looks in its own namespace
 * first, then in the common one, then in the other loaded features in load order. The last step
 * keeps a screen that shows another feature's label (a course page showing a catalog label,
 * `formatMinutes` reading the learning labels) exactly as before namespaces; a key the screen's
 * own namespace defines can no longer be taken by another feature's chunk.
 */
export function addFallbackNamespace(i18n: I18n, ns: string): void {
  const chain = i18n.options.fallbackNS;
  // In place: a clone (cloneInstance, sharing the store) keeps the same array, so it sees
  // the namespaces its parent loads and the other way round.
  if (Array.isArray(chain)) {
    if (!chain.includes(ns)) (chain as string[]).push(ns);
  } else i18n.options.fallbackNS = [COMMON_NS, ns];
}
