import { describe, expect, it } from 'vitest';
import { contentLabels, enrollCase, type EnrollFacts } from './enroll-case';

const now = new Date('2026-06-01T00:00:00Z');
const base: EnrollFacts = {
  is_published_now: true,
  capacity: null,
  seats_taken: 0,
  price_minor: 0,
  enroll_start: null,
  enroll_end: null,
  created_at: new Date('2026-01-01T00:00:00Z'),
  dependency_met: null,
};
const day = 86_400_000;

describe('enrollCase', () => {
  it('is free for an open course that costs nothing, open for one to buy', () => {
    expect(enrollCase(base, null, now)).toBe('free');
    expect(enrollCase({ ...base, price_minor: 100 }, null, now)).toBe('open');
  });

  it('follows the enrolment window', () => {
    const start = new Date(now.getTime() + day);
    const end = new Date(now.getTime() - day);
    expect(enrollCase({ ...base, enroll_start: start }, null, now)).toBe('schedule_upcoming');
    expect(enrollCase({ ...base, enroll_end: end }, null, now)).toBe('schedule_passed');
    expect(enrollCase({ ...base, enroll_end: new Date(now.getTime() + day) }, null, now)).toBe(
      'schedule_open',
    );
  });

  it('is full when every seat is taken, dependency when the prerequisite is not complete', () => {
    expect(enrollCase({ ...base, capacity: 2, seats_taken: 2 }, null, now)).toBe('full');
    expect(enrollCase({ ...base, capacity: 2, seats_taken: 1 }, null, now)).toBe('free');
    expect(enrollCase({ ...base, dependency_met: false }, null, now)).toBe('dependency');
    expect(enrollCase({ ...base, dependency_met: true }, null, now)).toBe('free');
  });

  it('answers from the learner’s own result first, and lets a cancelled learner enrol again', () => {
    const full = { ...base, capacity: 1, seats_taken: 1 };
    expect(enrollCase(full, 0, now)).toBe('enrolled_not_started');
    expect(enrollCase(full, 21, now)).toBe('learning');
    expect(enrollCase(full, 1, now)).toBe('waiting_approve');
    expect(enrollCase(full, 2, now)).toBe('waiting_list');
    expect(enrollCase(full, -3, now)).toBe('rejected');
    expect(enrollCase(base, -1, now)).toBe('free');
    expect(enrollCase({ ...base, is_published_now: false }, -1, now)).toBe('closed');
  });
});

describe('contentLabels', () => {
  it('labels new content and open enrolment', () => {
    const fresh = { ...base, created_at: new Date(now.getTime() - day) };
    expect(contentLabels(fresh, null, now)).toEqual(['new', 'open_enroll']);
  });

  it('labels enrolled, full, upcoming, closed and waiting for approval', () => {
    expect(contentLabels(base, 0, now)).toEqual(['enrolled', 'not_started']);
    expect(contentLabels(base, 6, now)).toEqual(['enrolled', 're_submit']);
    expect(contentLabels({ ...base, capacity: 1, seats_taken: 1 }, null, now)).toEqual(['full']);
    expect(
      contentLabels({ ...base, enroll_start: new Date(now.getTime() + day) }, null, now),
    ).toEqual(['upcoming']);
    expect(
      contentLabels({ ...base, enroll_end: new Date(now.getTime() - day) }, null, now),
    ).toEqual(['enrollment_closed']);
    expect(contentLabels(base, 1, now)).toEqual(['waiting_for_approval']);
  });
});
