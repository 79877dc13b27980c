import type { TFunction } from 'i18next';

/** The default ordering of course/ (newest first). */
export const DEFAULT_ORDERING = '-created';

/** The orderings course/ and search/ accept, with their labels. */
export function orderingOptions(t: TFunction) {
  return [
    { value: '-created', label: t('catalog_order_newest') },
    { value: 'created', label: t('catalog_order_oldest') },
    { value: 'title', label: t('catalog_order_title') },
    { value: '-title', label: t('catalog_order_title_desc') },
    { value: 'popular', label: t('catalog_order_popular') },
  ];
}

/** The ordering to send: unknown values from a hand-edited URL fall back to the default. */
export function validOrdering(value: string): string {
  return ['-created', 'created', 'title', '-title', 'popular'].includes(value)
    ? value
    : DEFAULT_ORDERING;
}
