import { describe, expect, it } from 'vitest';
import {
  attemptResultStatus,
  attemptsLeft,
  isPassing,
  learnerTestStatus,
  mayShowAnswers,
  testButton,
} from './test-status';

describe('testButton (SPEC §4 test status button)', () => {
  it('enables the main button on 0 and 21', () => {
    expect(testButton(0)).toEqual({ variant: 'main', disabled: false, label: 'start_test' });
    expect(testButton(21)).toEqual({ variant: 'main', disabled: false, label: 'continue_test' });
  });

  it('shows 22 as waiting and disabled', () => {
    expect(testButton(22)).toMatchObject({ variant: 'waiting', disabled: true });
  });

  it('shows 30 as success and disabled', () => {
    expect(testButton(30)).toMatchObject({ variant: 'success', disabled: true });
  });

  it('shows 300 and -3 dark grey and disabled', () => {
    expect(testButton(300)).toMatchObject({ variant: 'dark_grey', disabled: true });
    expect(testButton(-3)).toMatchObject({ variant: 'dark_grey', disabled: true });
  });

  it('shows -5 failed and -2 expired, both disabled', () => {
    expect(testButton(-5)).toMatchObject({ variant: 'failed', disabled: true });
    expect(testButton(-2)).toMatchObject({ variant: 'expired', disabled: true });
  });

  it('enables a retake on 6 and disables any status it does not know', () => {
    expect(testButton(6)).toMatchObject({ variant: 'main', disabled: false });
    expect(testButton(-11)).toMatchObject({ variant: 'dark_grey', disabled: true });
  });
});

describe('attemptResultStatus', () => {
  it('waits for marking while any description answer is unmarked', () => {
    expect(
      attemptResultStatus({ score: 10, maxScore: 10, passPercent: 60, pendingMarking: 1 }),
    ).toBe(22);
  });

  it('passes at exactly the pass percent and fails just below', () => {
    expect(
      attemptResultStatus({ score: 6, maxScore: 10, passPercent: 60, pendingMarking: 0 }),
    ).toBe(30);
    expect(
      attemptResultStatus({ score: 5.99, maxScore: 10, passPercent: 60, pendingMarking: 0 }),
    ).toBe(-5);
  });

  it('passes anyone on a 0% pass mark', () => {
    expect(isPassing(0, 10, 0)).toBe(true);
  });
});

describe('learnerTestStatus', () => {
  const rules = { maxAttempts: 2, allowResubmit: true, isClosed: false };

  it('is 0 before any attempt and 21 with an open one', () => {
    expect(learnerTestStatus([], rules)).toBe(0);
    expect(learnerTestStatus([{ status: 21 }], rules)).toBe(21);
  });

  it('offers a retake (6) after a failure while attempts remain and retakes are allowed', () => {
    expect(learnerTestStatus([{ status: -5 }], rules)).toBe(6);
    expect(learnerTestStatus([{ status: -5 }, { status: -5 }], rules)).toBe(-5);
    expect(learnerTestStatus([{ status: -5 }], { ...rules, allowResubmit: false })).toBe(-5);
    expect(learnerTestStatus([{ status: -5 }], { ...rules, maxAttempts: null })).toBe(6);
  });

  it('keeps a pass over anything else and shows marking as 22', () => {
    expect(learnerTestStatus([{ status: 30 }, { status: -5 }], rules)).toBe(30);
    expect(learnerTestStatus([{ status: -5 }, { status: 22 }], rules)).toBe(22);
  });

  it('is expired (-2) when the test closed before a result', () => {
    expect(learnerTestStatus([], { ...rules, isClosed: true })).toBe(-2);
    expect(learnerTestStatus([{ status: 30 }], { ...rules, isClosed: true })).toBe(30);
  });

  it('counts attempts left, null when unlimited', () => {
    expect(attemptsLeft(1, rules)).toBe(1);
    expect(attemptsLeft(3, rules)).toBe(0);
    expect(attemptsLeft(3, { ...rules, maxAttempts: null })).toBeNull();
  });
});

describe('mayShowAnswers', () => {
  it('follows the setting', () => {
    expect(mayShowAnswers('never', 30)).toBe(false);
    expect(mayShowAnswers('after_submit', 6)).toBe(true);
    expect(mayShowAnswers('after_final', 6)).toBe(false);
    expect(mayShowAnswers('after_final', -5)).toBe(true);
    expect(mayShowAnswers('after_final', 30)).toBe(true);
  });
});
