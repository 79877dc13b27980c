import fc from 'fast-check';
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
    expect(formatPrice(-20000, 'thb')).toBe('-200');
    expect(formatPrice(150050, 'thb')).toBe('1,501');
    expect(formatPrice(123456789, 'usd', 2)).toBe('1,234,567.89');
  });

  it('writes any price as Intl writes it in en-US, without building a number format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('thb' as const, 'usd' as const, 'jpy' as const),
        fc.integer({ min: 0, max: 3 }),
        (minor, currency, decimals) => {
          const expected = (minor / (currency === 'jpy' ? 1 : 100)).toLocaleString('en-US', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
          expect(formatPrice(minor, currency, decimals)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('floors percent and answers 0 for an empty total', () => {
    expect(percent(2, 3)).toBe(66);
    expect(percent(5, 0)).toBe(0);
  });
});
