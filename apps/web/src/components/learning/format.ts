import type { TFunction } from 'i18next';
import { formatPrice, PROGRESS_STATUS } from '@portal/shared';

const STATUS_NAMES = new Map<number, string>(
  Object.entries(PROGRESS_STATUS).map(([name, code]) => [
    code,
    name === 'completed_alt' ? 'completed' : name,
  ]),
);

/** The i18n key of a progress status of SPEC §4 (`progress_status_in_progress`). */
export function statusKey(status: number): string {
  const name = STATUS_NAMES.get(status);
  return name ? `progress_status_${name}` : 'progress_status_unknown';
}

/** A progress status in the current language. */
export function statusLabel(t: TFunction, status: number): string {
  return t(statusKey(status), { status });
}

/** A length in minutes as '45 min', '2 h' or '1 h 30 min'. */
export function formatMinutes(t: TFunction, minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return t('duration_minutes', { count: whole });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0
    ? t('duration_hours', { count: hours })
    : t('duration_hours_minutes', { hours, minutes: rest });
}

/** A price from minor units ('฿1,500' / '1,500 บาท'), or 'Free'. */
export function formatContentPrice(
  t: TFunction,
  content: { is_free: boolean; price_minor: number; currency: string },
): string {
  if (content.is_free || content.price_minor <= 0) return t('price_free');
  const currency =
    content.currency === 'usd' || content.currency === 'jpy' ? content.currency : 'thb';
  return t(`price_${currency}`, { amount: formatPrice(content.price_minor, currency) });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, kept: making one costs far more than using it,
 * and a list formats a date on every row of every render.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** The locale used for dates: Thai shows the Buddhist era, as Thai readers expect. */
export function dateLocale(language: string): string {
  return language === 'th' ? 'th-TH' : 'en-GB';
}

/** A date and time in the user's language ('23 Nov 2026, 14:05' / '23 พ.ย. 2569 14:05'). */
export function formatDateTime(language: string, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** A date in the user's language ('23 Nov 2026' / '23 พ.ย. 2569'). */
export function formatDate(language: string, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(dateLocale(language), { dateStyle: 'medium' }).format(date);
}
