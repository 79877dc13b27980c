import { dateTimeFormat } from '@/components/learning/format';
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
  return dateTimeFormat(scheduleLocale(language), options).format(date);
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

/** The wall-clock parts of an instant in a time zone, as a UTC timestamp of the same wall time. */
function wallAsUtc(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
}

/**
 * A wall time typed for a session ('2026-11-26T09:00', a datetime-local value) in the session's
 * time zone, as an ISO instant; null when it is not a time.
 */
export function zonedToIso(wall: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at the guess, then again at the corrected instant (DST edges).
  let utc = guess - (wallAsUtc(guess, timeZone) - guess);
  utc = guess - (wallAsUtc(utc, timeZone) - utc);
  return new Date(utc).toISOString();
}

/** An instant as the wall time of a time zone, for a datetime-local input ('2026-11-26T09:00'). */
export function isoToZoned(iso: string, timeZone: string): string {
  const wall = new Date(wallAsUtc(Date.parse(iso), timeZone));
  return wall.toISOString().slice(0, 16);
}
