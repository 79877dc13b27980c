import { PROGRESS_STATUS, type ProgressStatus } from '../status/progress';
import { ATTEMPT_STATUS, type AttemptStatus, type ShowAnswers } from './constants';

/** How the test's main button looks. */
export type TestButtonVariant = 'main' | 'waiting' | 'success' | 'dark_grey' | 'failed' | 'expired';

export interface TestButton {
  variant: TestButtonVariant;
  disabled: boolean;
  /** Message key of the button text. */
  label: string;
}

/**
 * The test status button of SPEC §4: 0 and 21 enabled main button; 22 waiting, disabled;
 * 30 success, disabled; 300 and -3 dark grey, disabled; -5 failed, disabled; -2 expired,
 * disabled. Not in the SPEC, decided here: 6 (re_submit, a retake is open) is the enabled main
 * button; 31 is success like 30; any other status is dark grey and disabled.
 */
export function testButton(status: number): TestButton {
  switch (status) {
    case PROGRESS_STATUS.not_start:
      return { variant: 'main', disabled: false, label: 'start_test' };
    case PROGRESS_STATUS.in_progress:
      return { variant: 'main', disabled: false, label: 'continue_test' };
    case PROGRESS_STATUS.re_submit:
      return { variant: 'main', disabled: false, label: 'retake_test' };
    case PROGRESS_STATUS.verifying:
      return { variant: 'waiting', disabled: true, label: 'verifying' };
    case PROGRESS_STATUS.completed:
    case PROGRESS_STATUS.completed_alt:
      return { variant: 'success', disabled: true, label: 'success' };
    case PROGRESS_STATUS.submitted:
      return { variant: 'dark_grey', disabled: true, label: 'submitted' };
    case PROGRESS_STATUS.rejected:
      return { variant: 'dark_grey', disabled: true, label: 'rejected' };
    case PROGRESS_STATUS.failed:
      return { variant: 'failed', disabled: true, label: 'failed' };
    case PROGRESS_STATUS.expired:
      return { variant: 'expired', disabled: true, label: 'expired' };
    default:
      return { variant: 'dark_grey', disabled: true, label: 'not_available' };
  }
}

/** The status a graded attempt ends in: verifying while any answer awaits marking. */
export function attemptResultStatus(input: {
  score: number;
  maxScore: number;
  passPercent: number;
  pendingMarking: number;
}): AttemptStatus {
  if (input.pendingMarking > 0) return ATTEMPT_STATUS.verifying;
  return isPassing(input.score, input.maxScore, input.passPercent)
    ? ATTEMPT_STATUS.passed
    : ATTEMPT_STATUS.failed;
}

/** Pass when score ÷ max ≥ pass percent (exact, no rounding in the learner's favour or against). */
export function isPassing(score: number, maxScore: number, passPercent: number): boolean {
  if (maxScore <= 0) return passPercent <= 0;
  return score * 100 >= passPercent * maxScore - 1e-9;
}

export interface TestRules {
  maxAttempts: number | null;
  allowResubmit: boolean;
}

/** Attempts a learner has left after using `used`; null when unlimited. */
export function attemptsLeft(used: number, rules: TestRules): number | null {
  return rules.maxAttempts === null ? null : Math.max(0, rules.maxAttempts - used);
}

/**
 * A learner's status on a test, from their attempts (oldest first): passed once → 30; an open
 * attempt → 21; an attempt being marked → 22; the test closed (publish window over) → -2;
 * nothing yet → 0; last attempt failed → 6 re_submit when retakes are allowed and attempts
 * remain, else -5.
 */
export function learnerTestStatus(
  attempts: readonly { status: number }[],
  rules: TestRules & { isClosed: boolean },
): ProgressStatus {
  const has = (s: number) => attempts.some((a) => a.status === s);
  if (has(ATTEMPT_STATUS.passed)) return PROGRESS_STATUS.completed;
  if (has(ATTEMPT_STATUS.in_progress)) return PROGRESS_STATUS.in_progress;
  if (has(ATTEMPT_STATUS.verifying)) return PROGRESS_STATUS.verifying;
  if (rules.isClosed) return PROGRESS_STATUS.expired;
  if (attempts.length === 0) return PROGRESS_STATUS.not_start;
  const left = attemptsLeft(attempts.length, rules);
  return rules.allowResubmit && left !== 0 ? PROGRESS_STATUS.re_submit : PROGRESS_STATUS.failed;
}

/** Whether the correct answers may be shown for a submitted attempt. */
export function mayShowAnswers(setting: ShowAnswers, learnerStatus: number): boolean {
  switch (setting) {
    case 'never':
      return false;
    case 'after_submit':
      return true;
    case 'after_final':
      return (
        learnerStatus === PROGRESS_STATUS.completed ||
        learnerStatus === PROGRESS_STATUS.failed ||
        learnerStatus === PROGRESS_STATUS.expired
      );
  }
}
