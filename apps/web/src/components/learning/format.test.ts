import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PROGRESS_STATUS } from '@portal/shared';
import { createI18n } from '@/i18n';
import { addFeatureMessages } from '@/i18n/feature-messages';
import { contentPath } from './content-path';
import { initialOf } from './content-image';
import { formatContentPrice, formatDateTime, formatMinutes, statusKey } from './format';
import { learningMessages } from './learning-messages';

function translator(language: 'en' | 'th'): TFunction {
  const i18n = createI18n(language);
  addFeatureMessages(i18n, learningMessages);
  return i18n.t.bind(i18n);
}

describe('learning formats', () => {
  it('has an English and Thai label for every progress status of SPEC §4', () => {
    for (const status of Object.values(PROGRESS_STATUS)) {
      const key = statusKey(status) as keyof typeof learningMessages.en;
      expect(learningMessages.en[key], String(status)).toBeTruthy();
      expect(learningMessages.th[key], String(status)).toBeTruthy();
    }
    expect(statusKey(31)).toBe('progress_status_completed');
    expect(statusKey(999)).toBe('progress_status_unknown');
  });

  it('writes durations and prices in the user language', () => {
    expect(formatMinutes(translator('en'), 45)).toBe('45 min');
    expect(formatMinutes(translator('en'), 150)).toBe('2 h 30 min');
    expect(formatMinutes(translator('th'), 120)).toBe('2 ชม.');
    expect(
      formatContentPrice(translator('en'), {
        is_free: false,
        price_minor: 150000,
        currency: 'thb',
      }),
    ).toBe('฿1,500');
    expect(
      formatContentPrice(translator('th'), {
        is_free: false,
        price_minor: 150000,
        currency: 'thb',
      }),
    ).toBe('1,500 บาท');
    expect(
      formatContentPrice(translator('th'), { is_free: true, price_minor: 0, currency: 'thb' }),
    ).toBe('ฟรี');
  });

  it('shows Thai dates in the Buddhist era', () => {
    const iso = '2026-11-23T08:00:00.000Z';
    expect(formatDateTime('th', iso)).toContain('2569');
    expect(formatDateTime('en', iso)).toContain('2026');
    expect(formatDateTime('en', null)).toBe('');
  });

  it('links each content kind to its detail route', () => {
    expect(contentPath('course', 3)).toBe('/course/3');
    expect(contentPath('external_video', 12)).toBe('/external-video/12');
    expect(contentPath('learning_path', 4)).toBe('/learning-path/4');
  });

  it('takes a Thai placeholder initial from the first consonant', () => {
    expect(initialOf('เอกสารประกอบ')).toBe('อ');
    expect(initialOf('leading a team')).toBe('L');
    expect(initialOf('')).toBe('');
  });
});
