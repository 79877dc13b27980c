import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT } from '@portal/shared';
import { checkMark } from './mark-form-state';

describe('checkMark (the marker form)', () => {
  it('accepts a score from 0 to the question maximum, decimals included', () => {
    expect(checkMark(5, { score: '0', comment: '' }, 2)).toEqual({
      ok: true,
      value: { question_id: 5, score: 0, comment: '' },
    });
    expect(checkMark(5, { score: ' 1,5 ', comment: ' Good ' }, 2)).toEqual({
      ok: true,
      value: { question_id: 5, score: 1.5, comment: 'Good' },
    });
    expect(checkMark(5, { score: '2', comment: '' }, 2).ok).toBe(true);
  });

  it('requires a score: an empty box is not zero', () => {
    expect(checkMark(5, { score: '  ', comment: 'x' }, 2)).toEqual({
      ok: false,
      errors: { score: 'this_field_is_required' },
    });
  });

  it('refuses a score above the maximum or below zero with the server message key', () => {
    expect(checkMark(5, { score: '2.01', comment: '' }, 2)).toEqual({
      ok: false,
      errors: { score: 'score_out_of_range' },
    });
    expect(checkMark(5, { score: '-1', comment: '' }, 2)).toEqual({
      ok: false,
      errors: { score: 'score_out_of_range' },
    });
  });

  it('refuses text that is not a number and a comment over the description limit', () => {
    expect(checkMark(5, { score: 'two', comment: '' }, 2)).toEqual({
      ok: false,
      errors: { score: 'invalid_value' },
    });
    expect(checkMark(5, { score: '1', comment: 'x'.repeat(DESCRIPTION_LIMIT + 1) }, 2)).toEqual({
      ok: false,
      errors: { comment: 'length_less_than' },
    });
  });
});
