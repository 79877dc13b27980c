import { describe, expect, it } from 'vitest';
import { ENROLL_CASES, type ProgressStatus } from '@portal/shared';
import { buildCourse } from '@/test/catalog-factories';
import { en } from '@/i18n/en';
import { courseMessages } from '../course-messages';
import { canLearn, enrolledMessage, enrollView, nextSlotId } from './enroll-state';

const result = (status: ProgressStatus) => ({
  id: 1,
  status,
  status_group: null,
  percent: 0,
  datetime_start: null,
  datetime_complete: null,
});

describe('enrol button by enroll case (SPEC §4)', () => {
  it('gives every enroll case a labelled state in both languages', () => {
    for (const enrollCase of ENROLL_CASES) {
      const view = enrollView(buildCourse({ enroll_case: enrollCase }));
      const keys = [view.label, view.note].filter((k): k is string => k !== undefined);
      for (const key of keys) {
        expect(
          courseMessages.en[key as keyof typeof courseMessages.en] ?? en[key as keyof typeof en],
          `${enrollCase}: ${key}`,
        ).toBeTruthy();
        expect(
          courseMessages.th[key as keyof typeof courseMessages.th],
          `${enrollCase}: ${key} (th)`,
        ).toBeTruthy();
      }
    }
  });

  it('lets a learner enrol when open, free or full (waiting list), and buy a priced course', () => {
    expect(enrollView(buildCourse({ enroll_case: 'free' }))).toMatchObject({
      action: 'enroll',
      label: 'enroll_free',
    });
    expect(
      enrollView(buildCourse({ enroll_case: 'free', is_approval_required: true })),
    ).toMatchObject({
      action: 'enroll',
      label: 'enroll_request',
      note: 'enroll_note_approval',
    });
    expect(enrollView(buildCourse({ enroll_case: 'open' }))).toMatchObject({
      action: 'buy',
      label: 'enroll_price',
    });
    expect(enrollView(buildCourse({ enroll_case: 'full' }))).toMatchObject({
      action: 'enroll',
      label: 'enroll_join_waiting_list',
    });
    expect(enrollView(buildCourse({ enroll_case: 'schedule_open' }))).toMatchObject({
      action: 'enroll',
      note: 'enroll_note_schedule_open',
    });
  });

  it('shows waiting, closed and dependency states as disabled', () => {
    for (const enrollCase of [
      'waiting_approve',
      'waiting_list',
      'closed',
      'dependency',
      'schedule_upcoming',
      'schedule_passed',
      'rejected',
      'view_only',
    ] as const) {
      expect(enrollView(buildCourse({ enroll_case: enrollCase })).action, enrollCase).toBe('none');
    }
    expect(enrollView(buildCourse({ enroll_case: 'waiting_approve' })).label).toBe(
      'enroll_case_waiting_approve',
    );
  });

  it('sends an enrolled learner to the first lesson not completed', () => {
    const course = buildCourse({ enroll_case: 'learning', learning_result: result(21) });
    course.section_list[0]!.slot_list[0]!.learning_result = { status: 30, percent: 100 };
    expect(enrollView(course)).toMatchObject({
      action: 'learn',
      label: 'enroll_continue_learning',
      slotId: 17,
    });
    expect(nextSlotId(buildCourse())).toBe(16);
    const done = buildCourse({ enroll_case: 'learning', learning_result: result(30) });
    expect(enrollView(done).label).toBe('enroll_review');
  });

  it('opens lessons only in learning statuses', () => {
    expect(canLearn(buildCourse())).toBe(false);
    expect(canLearn(buildCourse({ learning_result: result(1) }))).toBe(false);
    expect(canLearn(buildCourse({ learning_result: result(0) }))).toBe(true);
    expect(canLearn(buildCourse({ learning_result: result(21) }))).toBe(true);
  });

  it('says what happened after enrolling, by the new status', () => {
    expect(enrolledMessage(0)).toBe('enroll_success');
    expect(enrolledMessage(1)).toBe('enroll_success_waiting_approve');
    expect(enrolledMessage(2)).toBe('enroll_success_waiting_list');
  });
});
