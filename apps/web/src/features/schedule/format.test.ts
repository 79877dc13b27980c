import { describe, expect, it } from 'vitest';
import { formatDay, formatSpan, isoToZoned, scheduleLocale, zonedToIso } from './format';

describe('session dates', () => {
  it('shows Thai dates in the Buddhist era with Thai month names', () => {
    expect(scheduleLocale('th')).toBe('th-TH-u-ca-buddhist');
    const day = formatDay('th', '2026-11-26T05:00:00Z');
    expect(day).toContain('2569');
    expect(day).toContain('พ.ย.');
    expect(formatDay('en', '2026-11-26T05:00:00Z')).toContain('2026');
  });

  it('names the end day only when a session ends on another day', () => {
    const same = formatSpan('en', '2026-11-26T02:00:00Z', '2026-11-26T05:00:00Z');
    expect(same.match(/2026/g)).toHaveLength(1);
    const over = formatSpan('en', '2026-11-26T02:00:00Z', '2026-11-28T05:00:00Z');
    expect(over.match(/2026/g)).toHaveLength(2);
  });
});

describe('session wall times in the session time zone', () => {
  it('turns a Bangkok wall time into UTC and back', () => {
    expect(zonedToIso('2026-11-26T09:00', 'Asia/Bangkok')).toBe('2026-11-26T02:00:00.000Z');
    expect(isoToZoned('2026-11-26T02:00:00.000Z', 'Asia/Bangkok')).toBe('2026-11-26T09:00');
    expect(zonedToIso('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToIso('2026-01-01T09:00', 'Europe/London')).toBe('2026-01-01T09:00:00.000Z');
    expect(zonedToIso('not a time', 'UTC')).toBeNull();
  });
});
