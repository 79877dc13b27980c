import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launch, newPage, snap } from './support/browser';
import { type Account, acceptDocuments, api, registerLearner, signIn } from './support/session';

/**
 * A new learner enrols in 'Workplace safety', opens its SCORM 1.2 lesson (seeded from
 * apps/server/src/seed/scorm-demo) and completes it in the browser: the package, sandboxed in
 * its frame, finds the scorm-again runtime injected into its own page, and its
 * LMSCommit/LMSFinish reach the server through the player, which completes the course slot. Then the same lesson on a phone in Thai resumes as completed.
 */

interface CourseDetail {
  id: number;
  section_list: {
    slot_list: {
      id: number;
      is_required: boolean;
      content: { id: number; content_type: { code: string } };
      learning_result: { status: number; percent: number } | null;
    }[];
  }[];
}

let browser: Browser;
/** A learner of this journey's own, so other journeys' progress in the demo course is not theirs. */
let learner: Account & { first_name: string; last_name: string };
beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, DESKTOP);
  learner = await registerLearner(page, 'scorm');
  await acceptDocuments(page);
  await context.close();
});
afterAll(async () => browser?.close());

/** The frame the package runs in, once its script has connected to the runtime. */
async function lessonFrame(page: Page, connected: RegExp): Promise<Frame> {
  const element = page.locator('iframe[title^="Lesson"], iframe[title^="บทเรียน"]');
  await element.waitFor();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the lesson iframe has no frame');
  await expect.poll(() => frame.locator('#status').textContent()).toMatch(connected);
  return frame;
}

const scormSlot = (detail: CourseDetail) => {
  const slot = detail.section_list
    .flatMap((s) => s.slot_list)
    .find((s) => s.content.content_type.code === 'scorm');
  if (!slot) throw new Error('the demo course has no SCORM slot');
  return slot;
};

describe('SCORM lesson', () => {
  it('a learner enrols and completes the demo package in the browser', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, learner, '/course');
    const list = await api<{ results: { id: number; code: string }[] }>(
      page,
      'GET',
      'course/?search=Workplace%20safety',
    );
    const course = list.results.find((c) => c.code === 'C-SAFE-101');
    if (!course) throw new Error('demo course C-SAFE-101 not found');

    await page.goto(`/course/${course.id}`);
    await page.getByRole('button', { name: 'Enrol for free' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Start learning' }).isVisible())
      .toBe(true);
    const slot = scormSlot(await api<CourseDetail>(page, 'GET', `course/${course.id}/`));
    expect(slot.learning_result).toBeNull();

    const url = `/learning-material/scorm/${slot.content.id}?course=${course.id}&slot=${slot.id}`;
    await page.goto(url);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Interactive lesson: working safely with data');
    const frame = await lessonFrame(page, /Your progress is saved/);
    // The runtime gave the package the learner's name from the server.
    expect(await frame.locator('.learner').first().textContent()).toBe(
      `${learner.last_name}, ${learner.first_name}`,
    );
    await frame.getByRole('button', { name: /Next page/ }).click();
    await expect.poll(() => page.locator('[data-save-state="saved"]').isVisible()).toBe(true);
    await snap(page, 'scorm-lesson-page-2-desktop');

    // Page 2 was committed: the material started, not completed.
    let detail = await api<CourseDetail>(page, 'GET', `course/${course.id}/`);
    expect(scormSlot(detail).learning_result).toEqual({ status: 21, percent: 0 });

    await frame.getByRole('button', { name: /Mark as complete/ }).click();
    await expect.poll(() => frame.locator('#done').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('scorm-completed').textContent())
      .toBe('You completed this lesson.');
    await snap(page, 'scorm-lesson-completed-desktop');

    detail = await api<CourseDetail>(page, 'GET', `course/${course.id}/`);
    expect(scormSlot(detail).learning_result).toEqual({ status: 30, percent: 100 });
    // One of the course's required lessons is done.
    const required = detail.section_list
      .flatMap((s) => s.slot_list)
      .filter((s) => s.is_required).length;
    const result = (
      await api<{ learning_result: { status: number; percent: number } }>(
        page,
        'GET',
        `course/${course.id}/`,
      )
    ).learning_result;
    expect(result).toEqual(
      expect.objectContaining({ status: 21, percent: Math.floor(100 / required) }),
    );

    // The curriculum shows the lesson completed.
    await page.goto(`/course/${course.id}/curriculum`);
    const row = page.locator(`[data-slot-id="${slot.id}"]`);
    await expect.poll(() => row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await snap(page, 'scorm-course-curriculum-desktop');
    await context.close();
  });

  it('resumes the completed lesson on a phone in Thai', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    await signIn(page, learner, '/');
    const list = await api<{ results: { id: number; code: string }[] }>(
      page,
      'GET',
      'course/?search=Workplace%20safety',
    );
    const courseId = list.results.find((c) => c.code === 'C-SAFE-101')?.id ?? 0;
    const slot = scormSlot(await api<CourseDetail>(page, 'GET', `course/${courseId}/`));
    await page.goto(
      `/learning-material/scorm/${slot.content.id}?course=${courseId}&slot=${slot.id}&lang=th`,
    );
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('บทเรียนแบบโต้ตอบ: การทำงานกับข้อมูลอย่างปลอดภัย');
    const frame = await lessonFrame(page, /You completed this lesson before/);
    // The package resumed on the page it was left at (cmi.core.lesson_location).
    expect(await frame.locator('[data-page="2"]').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('scorm-completed').textContent())
      .toBe('คุณเรียนบทเรียนนี้จบแล้ว');
    // The frame fills the phone's width without a horizontal scroll.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    const box = await page.locator('iframe').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await snap(page, 'scorm-lesson-phone-th');

    // The course player runs the same lesson in its SCORM slot, next to the material list.
    await page.goto(`/course/${courseId}/playlist/${slot.id}?lang=th`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe('บทเรียนแบบโต้ตอบ: การทำงานกับข้อมูลอย่างปลอดภัย');
    await lessonFrame(page, /You completed this lesson before/);
    await snap(page, 'scorm-in-player-phone-th');

    // A new attempt starts the package from its first page; the first stays in the history and
    // the lesson stays completed.
    await page.getByRole('button', { name: 'เริ่มเรียนครั้งใหม่' }).click();
    const dialog = page.getByRole('dialog', { name: 'เริ่มเรียนครั้งใหม่หรือไม่' });
    await dialog.getByRole('button', { name: 'เริ่มเรียนครั้งใหม่' }).click();
    await page.getByText('ครั้งที่ 2', { exact: true }).waitFor();
    const again = await lessonFrame(page, /Your progress is saved/);
    expect(await again.locator('[data-page="1"]').isVisible()).toBe(true);
    expect(await page.getByTestId('scorm-completed').textContent()).toBe('คุณเรียนบทเรียนนี้จบแล้ว');
    await page.getByRole('button', { name: 'ประวัติการเรียน' }).click();
    const history = page.getByRole('table', { name: 'ประวัติการเรียนบทเรียนนี้' });
    await history.waitFor();
    expect(await history.locator('tbody tr').count()).toBe(2);
    expect(await history.locator('tbody tr').nth(1).textContent()).toContain('เรียนจบแล้ว');
    await snap(page, 'scorm-new-attempt-phone-th');
    await context.close();
  });
});
