import type { i18n as I18n } from 'i18next';
import type { DictAnswer } from '@portal/shared';

/**
 * Merges the server dictionary over the bundled resources: deep, overwriting, so an
 * administrator's label replaces ours and every key the server does not send stays.
 */
export function mergeDictionary(i18n: I18n, dict: Pick<DictAnswer, 'en' | 'th'>): void {
  for (const language of ['en', 'th'] as const) {
    const labels = dict[language];
    if (labels && Object.keys(labels).length > 0) {
      i18n.addResourceBundle(language, 'translation', labels, true, true);
    }
  }
}
