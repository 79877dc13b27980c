import { AppError } from '@/lib/errors';

/** Refusals of the test and survey flow. 409: the request is fine, the state says no. */
export const timeUp = () =>
  new AppError(409, 'time_up', 'Time is up. Your answers were submitted.');
export const attemptLimitReached = () =>
  new AppError(409, 'attempt_limit_reached', 'You have used every attempt of this test.');
export const resubmitNotAllowed = () =>
  new AppError(409, 'resubmit_not_allowed', 'This test cannot be taken again.');
export const testAlreadyPassed = () =>
  new AppError(409, 'test_already_passed', 'You have already passed this test.');
export const attemptVerifying = () =>
  new AppError(409, 'attempt_verifying', 'Your last attempt is being marked.');
export const testExpired = () => new AppError(409, 'test_expired', 'This test has closed.');
export const testHasNoQuestions = () =>
  new AppError(409, 'test_has_no_questions', 'This test has no questions yet.');
export const attemptSubmitted = () =>
  new AppError(409, 'attempt_submitted', 'This attempt was submitted and cannot change.');
export const attemptNotSubmitted = () =>
  new AppError(409, 'attempt_not_submitted', 'This attempt has not been submitted yet.');
export const attemptNotVerifying = () =>
  new AppError(409, 'attempt_not_verifying', 'This attempt is not waiting for marking.');
export const alreadyResponded = () =>
  new AppError(409, 'already_responded', 'You have already answered this survey.');
