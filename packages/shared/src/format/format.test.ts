import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatPrice, percent } from './index';

describe('format', () => {
  it('abbreviates by digit length in English and Thai', () => {
    expect(abbreviateNumber(999, 'en')).toBe('999');
    expect(abbreviateNumber(1500, 'en')).toBe('1.5K');
    expect(abbreviateNumber(2_300_000, 'en')).toBe('2.3M');
    expect(abbreviateNumber(15_000, 'th')).toBe('1.5 หมื่น');
    expect(abbreviateNumber(250_000, 'th')).toBe('2.5 แสน');
  });

  it('formats prices from minor units with thousands commas', () => {
    expect(formatPrice(150000, 'thb')).toBe('1,500');
    expect(formatPrice(1999, 'usd', 2)).toBe('19.99');
    expect(formatPrice(1200, 'jpy')).toBe('1,200');
  });

  it('floors percent and answers 0 for an empty total', () => {
    expect(percent(2, 3)).toBe(66);
    expect(percent(5, 0)).toBe(0);
  });
});
