import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import type { ReactNode } from 'react';
import { DateInput, DatesProvider } from '@mantine/dates';
import { defineMessages, useFeatureTranslation } from '@/i18n/feature-messages';

/**
 * Date and date-time inputs in the viewer's language (issue 21 item 6): a Thai viewer reads and
 * picks Buddhist-era years and Thai month names ('1 ธ.ค. 2569'), an English one '1 Dec 2026'. The
 * browser's own date input follows the browser's language instead, and shows no Buddhist era.
 *
 * The forms keep their plain values: a day is 'YYYY-MM-DD', a moment 'YYYY-MM-DDTHH:mm' (the
 * datetime-local value the server's schemas read), '' for none. Typing works in the shown format,
 * as an ISO day ('2026-12-01', '2026-12-01T09:00'), or as D/M/YYYY with either era.
 */

type Language = 'en' | 'th';

const dateFieldMessages = defineMessages('date_field', {
  en: {
    date_clear: 'Clear the date',
    date_next_month: 'Next month',
    date_previous_month: 'Previous month',
    date_next_year: 'Next year',
    date_previous_year: 'Previous year',
    date_next_decade: 'Next ten years',
    date_previous_decade: 'Previous ten years',
  },
  th: {
    date_clear: 'ล้างวันที่',
    date_next_month: 'เดือนถัดไป',
    date_previous_month: 'เดือนก่อนหน้า',
    date_next_year: 'ปีถัดไป',
    date_previous_year: 'ปีก่อนหน้า',
    date_next_decade: 'สิบปีถัดไป',
    date_previous_decade: 'สิบปีก่อนหน้า',
  },
});

const BUDDHIST_ERA_OFFSET = 543;

function locale(language: Language): string {
  return language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB';
}

/** A 'YYYY-MM-DD[ HH:mm[:ss]]' wall-clock value as a Date whose UTC fields are that wall clock. */
function wallClock(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/i.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? date : null;
}

function format(language: Language, options: Intl.DateTimeFormatOptions, date: Date): string {
  return new Intl.DateTimeFormat(locale(language), { ...options, timeZone: 'UTC' }).format(date);
}

/** '1 Dec 2026' / '1 ธ.ค. 2569', with ' 09:00' when `withTime`. */
export function formatFieldValue(language: Language, value: string, withTime: boolean): string {
  const date = wallClock(value);
  if (!date) return '';
  const day = format(language, { day: 'numeric', month: 'short', year: 'numeric' }, date);
  if (!withTime) return day;
  const time = format(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, date);
  return `${day} ${time}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function monthNames(language: Language): string[][] {
  return Array.from({ length: 12 }, (_, month) => {
    const date = new Date(Date.UTC(2026, month, 1));
    return [
      format(language, { month: 'short' }, date),
      format(language, { month: 'long' }, date),
    ].map((name) => name.toLowerCase().replace(/\.$/, ''));
  });
}

/**
 * What a person typed, as 'YYYY-MM-DD HH:mm:ss' (or null while it is not a whole date yet).
 * Years above 2400 are read as Buddhist era.
 */
export function parseFieldValue(language: Language, typed: string): string | null {
  const text = typed.trim().toLowerCase();
  const iso = wallClock(text);
  let parts: { y: number; m: number; d: number; hh: number; mm: number } | null = null;
  if (iso)
    parts = {
      y: iso.getUTCFullYear(),
      m: iso.getUTCMonth() + 1,
      d: iso.getUTCDate(),
      hh: iso.getUTCHours(),
      mm: iso.getUTCMinutes(),
    };
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+(\d{1,2})[:.](\d{2}))?$/.exec(text);
  if (!parts && numeric) {
    const [, d, m, y, hh = '0', mm = '0'] = numeric;
    parts = { y: Number(y), m: Number(m), d: Number(d), hh: Number(hh), mm: Number(mm) };
  }
  const named = /^(\d{1,2})\s+([^\s\d]+)\s+(\d{4})(?:,?\s+(\d{1,2})[:.](\d{2}))?$/.exec(text);
  if (!parts && named) {
    const [, d, name, y, hh = '0', mm = '0'] = named;
    const wanted = (name ?? '').replace(/\.$/, '');
    const month = monthNames(language).findIndex((names) => names.includes(wanted));
    if (month >= 0)
      parts = { y: Number(y), m: month + 1, d: Number(d), hh: Number(hh), mm: Number(mm) };
  }
  if (!parts) return null;
  const year = parts.y > 2400 ? parts.y - BUDDHIST_ERA_OFFSET : parts.y;
  if (parts.hh > 23 || parts.mm > 59) return null;
  const value = `${year}-${pad(parts.m)}-${pad(parts.d)}`;
  return wallClock(value) ? `${value} ${pad(parts.hh)}:${pad(parts.mm)}:00` : null;
}

/** The calendar's labels in the language; Thai years in the Buddhist era. */
function calendarLabels(language: Language) {
  const at = (value: string) => wallClock(value.slice(0, 10)) ?? new Date();
  return {
    monthLabelFormat: (value: string) =>
      format(language, { month: 'long', year: 'numeric' }, at(value)),
    yearLabelFormat: (value: string) => format(language, { year: 'numeric' }, at(value)),
    yearsListFormat: (value: string) => format(language, { year: 'numeric' }, at(value)),
    monthsListFormat: (value: string) => format(language, { month: 'short' }, at(value)),
    decadeLabelFormat: (start: string, end: string) =>
      `${format(language, { year: 'numeric' }, at(start))} – ${format(language, { year: 'numeric' }, at(end))}`,
  };
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The earliest and latest values allowed, in the field's own form. */
  min?: string;
  max?: string;
  style?: React.CSSProperties;
}

function Field(props: FieldProps & { withTime: boolean }) {
  const { t, i18n } = useFeatureTranslation(dateFieldMessages);
  const language: Language = i18n.language === 'th' ? 'th' : 'en';
  const { withTime } = props;
  const toPicker = (value: string | undefined) => {
    if (!value) return null;
    const date = wallClock(value);
    if (!date) return null;
    const day = date.toISOString().slice(0, 10);
    return withTime ? `${day} ${date.toISOString().slice(11, 16)}:00` : day;
  };
  const fromPicker = (value: string | null) => {
    if (!value) return '';
    return withTime
      ? `${value.slice(0, 10)}T${value.slice(11, 16) || '00:00'}`
      : value.slice(0, 10);
  };
  const min = toPicker(props.min)?.slice(0, 10);
  const max = toPicker(props.max)?.slice(0, 10);
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 0 }}>
      <DateInput
        {...calendarLabels(language)}
        label={props.label}
        name={props.name}
        description={props.description}
        error={props.error}
        required={props.required}
        style={props.style}
        clearable={!props.required}
        clearButtonProps={{ 'aria-label': t('date_clear') }}
        ariaLabels={{
          nextMonth: t('date_next_month'),
          previousMonth: t('date_previous_month'),
          nextYear: t('date_next_year'),
          previousYear: t('date_previous_year'),
          nextDecade: t('date_next_decade'),
          previousDecade: t('date_previous_decade'),
        }}
        getDayAriaLabel={(day: string) => formatFieldValue(language, day, false)}
        // Weekends in the theme's text colour and no days of the next or previous month: their
        // red and dimmed greys fall below the contrast the portal keeps (WCAG AA).
        weekendDays={[]}
        hideOutsideDates
        withTime={withTime}
        value={toPicker(props.value)}
        // An empty field with a lower bound opens its calendar at that month, not at today's.
        defaultDate={props.value ? undefined : min}
        // The calendar greys out days outside min/max, but a typed day outside them still reaches
        // the form, whose own check says what is wrong (the picker's minDate would drop it silently).
        getDayProps={(day: string) => ({
          disabled: (min !== undefined && day < min) || (max !== undefined && day > max),
        })}
        valueFormat={(value: string) => formatFieldValue(language, value, withTime)}
        dateParser={(typed) => {
          const parsed = parseFieldValue(language, typed);
          return parsed && !withTime ? parsed.slice(0, 10) : parsed;
        }}
        onChange={(value) => props.onChange(fromPicker(value))}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}

/** A day ('YYYY-MM-DD') in the viewer's language and era. */
export function DateField(props: FieldProps) {
  return <Field {...props} withTime={false} />;
}

/** A moment ('YYYY-MM-DDTHH:mm', wall clock) in the viewer's language and era. */
export function DateTimeField(props: FieldProps) {
  return <Field {...props} withTime />;
}
