/**
 * Dates and times of sessions in the viewer's own time zone: English with the Gregorian
 * calendar, Thai with the Buddhist era and Thai month names ('th-TH-u-ca-buddhist').
 */
export function scheduleLocale(language: string): string {
  return language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB';
}

/** The viewer's time zone (the browser's). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function format(language: string, iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(scheduleLocale(language), options).format(date);
}

/** 'Thu 26 Nov 2026' / 'พฤ. 26 พ.ย. 2569'. */
export function formatDay(language: string, iso: string): string {
  return format(language, iso, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** '14:05'. */
export function formatTime(language: string, iso: string): string {
  return format(language, iso, { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A session's span: 'Thu 26 Nov 2026, 09:00–12:00', the end's day too when it differs. */
export function formatSpan(language: string, start: string, end: string): string {
  const startDay = formatDay(language, start);
  const endDay = formatDay(language, end);
  const tail =
    startDay === endDay ? formatTime(language, end) : `${endDay}, ${formatTime(language, end)}`;
  return `${startDay}, ${formatTime(language, start)}–${tail}`;
}

/** A day and time: 'Thu 26 Nov 2026, 14:05'. */
export function formatMoment(language: string, iso: string): string {
  return `${formatDay(language, iso)}, ${formatTime(language, iso)}`;
}
