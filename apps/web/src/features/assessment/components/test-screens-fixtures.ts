/** Shared setup of the learner test screens' tests: the answers the fake server gives. */
import {
  ATTEMPT_STATUS,
  PROGRESS_STATUS,
  testButton,
  type AttemptResult,
  type AttemptSummary,
  type LearnerQuestion,
  type ProgressStatus,
  type TestInfo,
} from '@portal/shared';
import { buildUser } from '@/test/fake-server';

export const profile = { status: 200, body: buildUser() };

export function testInfo(status: ProgressStatus, overrides: Partial<TestInfo> = {}): TestInfo {
  return {
    id: 5,
    code: 'TEST-1',
    title: 'Thailand basics quiz',
    desc: 'Ten minutes, three questions.',
    image: null,
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: 2,
    attempts_used: 0,
    attempts_left: 2,
    allow_resubmit: true,
    show_answers: 'after_final',
    question_count: 3,
    max_score: 4,
    sections: [
      { id: 11, title: 'Choose', question_count: 2 },
      { id: 12, title: 'Write', question_count: 1 },
    ],
    status,
    button: testButton(status),
    open_attempt: null,
    last_attempt: null,
    server_time: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const openAttempt: AttemptSummary = {
  id: 70,
  attempt_no: 1,
  status: ATTEMPT_STATUS.in_progress,
  datetime_start: '2026-03-01T09:00:00.000Z',
  datetime_deadline: '2026-03-01T09:10:00.000Z',
  datetime_submit: null,
  is_auto_submitted: false,
  score: null,
  max_score: 4,
  percent: null,
};

export const questions: LearnerQuestion[] = [
  {
    id: 101,
    type: 1,
    position: 1,
    text: 'What is the capital of Thailand?',
    score: 1,
    is_multiple: false,
    choices: [
      { id: 'c1', text: 'Chiang Mai' },
      { id: 'c2', text: 'Bangkok' },
    ],
    answer: { choice_ids: ['c1'] },
  },
  {
    id: 102,
    type: 2,
    position: 2,
    text: 'Match each region with a city.',
    score: 2,
    left_items: [
      { id: 'l1', text: 'North' },
      { id: 'l2', text: 'South' },
    ],
    right_items: [
      { id: 'r2', text: 'Hat Yai' },
      { id: 'r1', text: 'Chiang Rai' },
    ],
    answer: null,
  },
];

export function section(secondsLeft: number | null, list = questions) {
  return {
    attempt_id: 70,
    section: { id: 11, title: 'Choose' },
    datetime_deadline: null,
    seconds_left: secondsLeft,
    questions: list,
  };
}

export function result(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    ...openAttempt,
    status: ATTEMPT_STATUS.passed,
    datetime_submit: '2026-03-01T09:05:00.000Z',
    score: 3,
    percent: 75,
    pass_percent: 60,
    is_passed: true,
    test_status: PROGRESS_STATUS.completed,
    button: testButton(PROGRESS_STATUS.completed),
    is_show_answers: true,
    questions: [
      {
        ...questions[0]!,
        answer: { choice_ids: ['c2'] },
        earned: 1,
        is_correct: true,
        needs_marking: false,
        correct_answer: { choice_ids: ['c2'] },
        comment: null,
      },
      {
        ...questions[1]!,
        answer: { pairs: [{ left_id: 'l1', right_id: 'r1' }] },
        earned: 1,
        is_correct: false,
        needs_marking: false,
        correct_answer: {
          pairs: [
            { left_id: 'l1', right_id: 'r1' },
            { left_id: 'l2', right_id: 'r2' },
          ],
        },
        comment: null,
      },
    ],
    ...overrides,
  };
}
