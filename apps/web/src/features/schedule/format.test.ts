import { describe, expect, it } from 'vitest';
import { formatDay, formatSpan, scheduleLocale } from './format';

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
