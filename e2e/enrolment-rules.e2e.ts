import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launch, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Enrolment rules a learner meets in the browser: a full course's waiting list moves up when
 * someone cancels, and a course that asks for a survey waits for it before it completes. Each
 * learner here is new, so no other journey's progress is in the way.
 */

interface Course {
  id: number;
  code: string;
  learning_result: { status: number } | null;
  required_survey: { id: number; is_answered: boolean } | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const freshLearner = (viewport = DESKTOP, locale?: string) =>
  newLearnerPage(browser, 'rules', viewport, locale);

async function courseByCode(page: Page, search: string, code: string): Promise<Course> {
  const list = await api<{ results: { id: number; code: string }[] }>(
    page,
    'GET',
    `course/?search=${encodeURIComponent(search)}`,
  );
  const id = list.results.find((c) => c.code === code)?.id;
  if (!id) throw new Error(`demo course ${code} not found`);
  return api<Course>(page, 'GET', `course/${id}/`);
}

describe('enrolment rules', () => {
  it('a learner on the waiting list gets the seat another learner gives up', async () => {
    // The demo course with two seats.
    const first = await freshLearner();
    const course = await courseByCode(first.page, 'security', 'C-SEC-101');
    const taken = await api<{ seats_taken: number }>(first.page, 'GET', `course/${course.id}/`);
    // Fill the seats that are still free, the first learner last.
    const fillers = [];
    for (let i = taken.seats_taken; i < 1; i += 1) {
      const other = await freshLearner();
      await api(other.page, 'POST', `course/${course.id}/enroll/`, {});
      fillers.push(other);
    }
    await api(first.page, 'POST', `course/${course.id}/enroll/`, {});

    const waiting = await freshLearner();
    await waiting.page.goto(`/course/${course.id}`);
    await waiting.page.getByRole('button', { name: 'Join the waiting list' }).click();
    await waiting.page.getByText('The course is full: you are on the waiting list.').waitFor();
    await snap(waiting.page, 'rules-waiting-list-desktop');

    await first.page.goto(`/course/${course.id}`);
    await first.page.getByRole('button', { name: 'More options' }).click();
    await first.page.getByRole('menuitem', { name: 'Unenrol' }).click();
    await first.page.getByText('Cancel your enrolment?').waitFor();
    await snap(first.page, 'rules-cancel-dialog-desktop');
    await first.page.getByRole('button', { name: 'Yes, cancel' }).click();
    await first.page.getByText('Your enrolment is cancelled.').waitFor();
    await first.page.getByRole('button', { name: 'Join the waiting list' }).waitFor();

    // The learner who waited now holds the seat and may start.
    await waiting.page.reload();
    await waiting.page.getByRole('link', { name: 'Start learning' }).waitFor();
    const mine = await api<Course>(waiting.page, 'GET', `course/${course.id}/`);
    expect(mine.learning_result?.status).toBe(0);
    await snap(waiting.page, 'rules-promoted-desktop');
    for (const opened of [first, waiting, ...fillers]) await opened.context.close();
  });

  it('in Thai on a phone: the course waits for its survey, then completes once it is answered', async () => {
    const { context, page } = await freshLearner(PHONE, 'th-TH');
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    const course = await courseByCode(page, 'Business English', 'C-ENG-101');
    expect(course.required_survey).toMatchObject({ is_answered: false });
    await api(page, 'POST', `course/${course.id}/enroll/`, {});

    // Finishing the lessons and the test is covered by the server tests; here the learner has
    // just finished them, which leaves the course in survey_required (23).
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      await db.query(
        `UPDATE learning_result SET status = 23, percent = 100
           WHERE content_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2)`,
        [course.id, (await api<{ email: string }>(page, 'GET', 'account/profile/')).email],
      );
    } finally {
      await db.end();
    }

    await page.goto(`/course/${course.id}`);
    const notice = page.getByTestId('survey-required');
    await notice.getByText('เหลืออีกขั้นเดียว: ตอบแบบสำรวจ').waitFor();
    await snap(page, 'rules-survey-required-phone-th');
    await notice.getByRole('link', { name: 'ตอบแบบสำรวจ' }).click();
    await page.waitForURL(`**/survey/${course.required_survey?.id}`);
    // The course page's notice (its link has the same name) gone: the survey's page is shown.
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'ตอบแบบสำรวจ' }).click();
    await page.waitForURL(/\/survey\/\d+\/question$/);
    await page.getByLabel('4 จาก 5').check();
    await page.getByLabel('ที่บ้าน').check();
    await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
    await page.getByText(/^ขอบคุณ ระบบได้รับคำตอบ “.+” ของคุณแล้ว/).waitFor();

    const done = await api<Course>(page, 'GET', `course/${course.id}/`);
    expect(done.learning_result?.status).toBe(30);
    expect(done.required_survey?.is_answered).toBe(true);
    await page.goto(`/course/${course.id}`);
    await page
      .getByRole('link', { name: /ทบทวน|เรียนต่อ/ })
      .first()
      .waitFor();
    expect(await page.getByTestId('survey-required').count()).toBe(0);
    await snap(page, 'rules-survey-answered-phone-th');
    await context.close();
  });
});
