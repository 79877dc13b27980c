import { describe, expect, it } from 'vitest';
import { correctAnswer, grade } from './grade';
import { normaliseTextAnswer } from './normalise';
import { checkAnswer, QuestionKeySchema, type QuestionKey } from './question';

const choice = (id: string, is_correct = false) => ({ id, text_en: id, text_th: '', is_correct });

const single: QuestionKey = QuestionKeySchema.parse({
  type: 1,
  score: 2,
  choices: [choice('qa', true), choice('qb'), choice('qc')],
});
const multiple: QuestionKey = QuestionKeySchema.parse({
  type: 1,
  score: 3,
  is_multiple: true,
  choices: [choice('qa', true), choice('qb', true), choice('qc')],
});
const matching: QuestionKey = QuestionKeySchema.parse({
  type: 2,
  score: 3,
  pairs: [
    { left: { id: 'k1', text_en: 'Thailand' }, right: { id: 'zx', text_en: 'Bangkok' } },
    { left: { id: 'k2', text_en: 'Japan' }, right: { id: 'pq', text_en: 'Tokyo' } },
    { left: { id: 'k3', text_en: 'France' }, right: { id: 'mn', text_en: 'Paris' } },
  ],
});
const number: QuestionKey = QuestionKeySchema.parse({
  type: 3,
  score: 1,
  value: 3.14,
  tolerance: 0.01,
});
const exactNumber: QuestionKey = QuestionKeySchema.parse({ type: 3, score: 1, value: 42 });
const text: QuestionKey = QuestionKeySchema.parse({
  type: 6,
  score: 1,
  accepted: ['กรุงเทพมหานคร', 'Bangkok', 'กรุงเทพฯ'],
});
const description: QuestionKey = QuestionKeySchema.parse({ type: 4, score: 5 });

describe('grade: 1 multiple choice', () => {
  it('gives full score for the one correct choice and 0 for another', () => {
    expect(grade(single, { choice_ids: ['qa'] })).toEqual({
      status: 'graded',
      score: 2,
      max_score: 2,
      is_correct: true,
    });
    expect(grade(single, { choice_ids: ['qb'] })).toMatchObject({ score: 0, is_correct: false });
  });

  it('refuses two choices on a single-choice question and grades them 0', () => {
    expect(checkAnswer(single, { choice_ids: ['qa', 'qb'] })).toBe('invalid_choice');
    expect(grade(single, { choice_ids: ['qa', 'qb'] })).toMatchObject({ score: 0 });
  });

  it('needs exactly the correct set when several choices are correct (no partial credit)', () => {
    expect(grade(multiple, { choice_ids: ['qb', 'qa'] })).toMatchObject({ score: 3 });
    expect(grade(multiple, { choice_ids: ['qa'] })).toMatchObject({ score: 0 });
    expect(grade(multiple, { choice_ids: ['qa', 'qb', 'qc'] })).toMatchObject({ score: 0 });
    expect(grade(multiple, { choice_ids: [] })).toMatchObject({ score: 0 });
  });

  it('grades unknown or repeated ids 0', () => {
    expect(grade(single, { choice_ids: ['zz'] })).toMatchObject({ score: 0 });
    expect(grade(multiple, { choice_ids: ['qa', 'qa', 'qb'] })).toMatchObject({ score: 0 });
  });

  it('refuses a question key without a correct choice, or with two on a single choice', () => {
    const none = { type: 1, score: 1, choices: [choice('a'), choice('b')] };
    const two = { type: 1, score: 1, choices: [choice('a', true), choice('b', true)] };
    expect(QuestionKeySchema.safeParse(none).success).toBe(false);
    expect(QuestionKeySchema.safeParse(two).success).toBe(false);
    expect(QuestionKeySchema.safeParse({ ...two, is_multiple: true }).success).toBe(true);
  });
});

describe('grade: 2 matching', () => {
  it('gives full score when every pair is matched', () => {
    const pairs = [
      { left_id: 'k1', right_id: 'zx' },
      { left_id: 'k2', right_id: 'pq' },
      { left_id: 'k3', right_id: 'mn' },
    ];
    expect(grade(matching, { pairs })).toMatchObject({ score: 3, is_correct: true });
  });

  it('gives partial credit per correctly matched pair, to two decimals', () => {
    const pairs = [
      { left_id: 'k1', right_id: 'zx' },
      { left_id: 'k2', right_id: 'mn' },
      { left_id: 'k3', right_id: 'pq' },
    ];
    expect(grade(matching, { pairs })).toEqual({
      status: 'graded',
      score: 1,
      max_score: 3,
      is_correct: false,
    });
    const twoOfThree = QuestionKeySchema.parse({ ...matching, score: 1 });
    expect(
      grade(twoOfThree, {
        pairs: [
          { left_id: 'k1', right_id: 'zx' },
          { left_id: 'k2', right_id: 'pq' },
        ],
      }),
    ).toMatchObject({ score: 0.67 });
  });

  it('grades an answer that uses one right item twice 0', () => {
    const pairs = [
      { left_id: 'k1', right_id: 'zx' },
      { left_id: 'k2', right_id: 'zx' },
    ];
    expect(checkAnswer(matching, { pairs })).toBe('invalid_choice');
    expect(grade(matching, { pairs })).toMatchObject({ score: 0 });
  });
});

describe('grade: 3 number', () => {
  it('accepts a value within the tolerance, edges included', () => {
    expect(grade(number, { value: 3.14 })).toMatchObject({ score: 1 });
    expect(grade(number, { value: 3.15 })).toMatchObject({ score: 1 });
    expect(grade(number, { value: 3.13 })).toMatchObject({ score: 1 });
    expect(grade(number, { value: 3.151 })).toMatchObject({ score: 0 });
  });

  it('needs the exact value without a tolerance', () => {
    expect(grade(exactNumber, { value: 42 })).toMatchObject({ score: 1 });
    expect(grade(exactNumber, { value: 42.001 })).toMatchObject({ score: 0 });
  });

  it('grades a text answer to a number question 0', () => {
    expect(grade(exactNumber, { text: '42' })).toMatchObject({ score: 0 });
  });
});

describe('grade: 6 short answer', () => {
  it('accepts any accepted answer, in Thai or English, ignoring Latin case', () => {
    expect(grade(text, { text: 'กรุงเทพมหานคร' })).toMatchObject({ score: 1 });
    expect(grade(text, { text: 'BANGKOK' })).toMatchObject({ score: 1 });
    expect(grade(text, { text: 'กรุงเทพฯ' })).toMatchObject({ score: 1 });
    expect(grade(text, { text: 'เชียงใหม่' })).toMatchObject({ score: 0 });
  });

  it('matches Thai with a trailing space, a zero-width space or doubled spaces', () => {
    expect(grade(text, { text: 'กรุงเทพมหานคร ' })).toMatchObject({ score: 1 });
    expect(grade(text, { text: 'กรุงเทพ\u200Bมหานคร' })).toMatchObject({ score: 1 });
    expect(grade(text, { text: '\u200Bกรุงเทพมหานคร\u200B' })).toMatchObject({ score: 1 });
    expect(grade(text, { text: '  Bang\u00A0kok ' })).toMatchObject({ score: 0 });
    const twoWords = QuestionKeySchema.parse({ type: 6, score: 1, accepted: ['New  York'] });
    expect(grade(twoWords, { text: ' new york\t' })).toMatchObject({ score: 1 });
  });

  it('treats Thai marks typed in either order, and a split sara am, as the same text', () => {
    const q = QuestionKeySchema.parse({ type: 6, score: 1, accepted: ['ปู่', 'น้ำ'] });
    expect(grade(q, { text: 'ป\u0E48\u0E39' })).toMatchObject({ score: 1 });
    expect(grade(q, { text: 'น\u0E49\u0E4D\u0E32' })).toMatchObject({ score: 1 });
  });

  it('compares after NFC, so composed and decomposed Latin letters match', () => {
    const q = QuestionKeySchema.parse({ type: 6, score: 1, accepted: ['café'] });
    expect(grade(q, { text: 'cafe\u0301' })).toMatchObject({ score: 1 });
  });

  it('never accepts a blank answer', () => {
    expect(grade(text, { text: ' \u200B ' })).toMatchObject({ score: 0 });
    expect(QuestionKeySchema.safeParse({ type: 6, score: 1, accepted: [' '] }).success).toBe(false);
  });
});

describe('grade: 4 description', () => {
  it('needs marking when text was written, and is 0 when blank or missing', () => {
    expect(grade(description, { text: 'ผมคิดว่า…' })).toEqual({
      status: 'needs_marking',
      max_score: 5,
    });
    expect(grade(description, { text: '   ' })).toMatchObject({ status: 'graded', score: 0 });
    expect(grade(description, null)).toMatchObject({ status: 'graded', score: 0 });
  });
});

describe('grade: unanswered', () => {
  it('is 0 for every objective type', () => {
    for (const q of [single, multiple, matching, number, text])
      expect(grade(q, undefined)).toEqual({
        status: 'graded',
        score: 0,
        max_score: q.score,
        is_correct: false,
      });
  });
});

describe('correctAnswer', () => {
  it('gives the correct answer in the answer shape, none for a description', () => {
    expect(correctAnswer(multiple)).toEqual({ choice_ids: ['qa', 'qb'] });
    expect(correctAnswer(number)).toEqual({ value: 3.14 });
    expect(correctAnswer(text)).toEqual({ text: 'กรุงเทพมหานคร' });
    expect(correctAnswer(description)).toBeNull();
    const key = correctAnswer(matching);
    expect(key && grade(matching, key)).toMatchObject({ is_correct: true });
  });
});

describe('normaliseTextAnswer', () => {
  it('removes invisible characters, collapses whitespace, trims and lower-cases', () => {
    expect(normaliseTextAnswer(' A\u200Bb \t\n C\uFEFF ')).toBe('ab c');
  });
});
