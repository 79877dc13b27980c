import { describe, expect, it } from 'vitest';
import {
  checkConditions,
  DEFAULT_PASSWORD_CONDITIONS,
  DEFAULT_USERNAME_CONDITIONS,
  type ConditionSet,
} from './conditions';

describe('checkConditions', () => {
  it('passes a password that meets every default condition', () => {
    expect(checkConditions('Learner#2026', DEFAULT_PASSWORD_CONDITIONS)).toMatchObject({
      ok: true,
      failed: [],
      messageKey: null,
    });
  });

  it('lists every failing kind in display order', () => {
    const result = checkConditions('abc', DEFAULT_PASSWORD_CONDITIONS);
    expect(result.failed).toEqual(['length', 'number', 'symbol', 'upper']);
    expect(result.messageKey).toBe('your_password_must_contains');
    expect(result.minLength).toBe(8);
  });

  it('says length_at_least when length is the only enabled condition', () => {
    const off = { is_use: false, compile: '' };
    const set: ConditionSet = {
      condition_lower: off,
      condition_upper: off,
      condition_number: off,
      condition_symbol: off,
      condition_length: { is_use: true, compile: '6' },
    };
    expect(checkConditions('abc', set)).toMatchObject({
      ok: false,
      failed: ['length'],
      messageKey: 'length_at_least',
    });
    expect(checkConditions('abcdef', set).ok).toBe(true);
  });

  it('counts Thai characters as characters, not bytes', () => {
    const set: ConditionSet = {
      ...DEFAULT_USERNAME_CONDITIONS,
      condition_length: { is_use: true, compile: '4' },
    };
    expect(checkConditions('สมชาย', set).ok).toBe(true);
    expect(checkConditions('สม', set).failed).toEqual(['length']);
  });

  it('ignores disabled conditions and survives a broken pattern', () => {
    const set: ConditionSet = {
      ...DEFAULT_PASSWORD_CONDITIONS,
      condition_symbol: { is_use: true, compile: '[' },
    };
    expect(checkConditions('Abcdefg1', set).failed).toEqual([]);
  });
});
