import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launch } from './support/browser';
import { apiJson, createLearner, newPage, settle, shot, signIn } from './support/catalog';

/**
 * The course page around enrolment: a course that needs approval, and what the page says and
 * offers once a learner is enrolled (in English and Thai, at 1366 and 390 px).
 * Each journey registers its own learner so enrolments made by other journeys do not matter.
 */

describe('the course page around enrolment', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a course that needs approval shows waiting approve after enrolling', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = await createLearner(page);
    await signIn(page, email);
    await page.goto('/course?search=leading');
    await settle(page);
    await page.getByRole('link', { name: 'Leading a team' }).click();
    await page.waitForURL(/\/course\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect
      .poll(() =>
        page.getByText('An administrator approves enrolments in this course.').isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Request to enrol' }).click();
    await expect
      .poll(() => page.getByText('Your request was sent.', { exact: false }).isVisible())
      .toBe(true);
    const waiting = page.getByRole('button', { name: 'Waiting for approval' });
    await expect.poll(() => waiting.isDisabled()).toBe(true);
    // Said once, in the status line under the button (no badge repeating it).
    await expect
      .poll(() => page.getByTestId('enroll-status').textContent())
      .toBe('Your request was sent. You can start once an administrator approves it.');
    const detail = await apiJson(page, `course/${courseId}/`);
    expect(detail.enroll_case).toBe('waiting_approve');
    expect((detail.learning_result as { status: number }).status).toBe(1);
    // Lessons stay closed until approval.
    await page.getByRole('tab', { name: 'Curriculum' }).click();
    // "Enrol to open" once above the list, not on each of the 5 lessons (issue 21 item 8).
    await expect.poll(() => page.getByText('Enrol to open the lessons.').count()).toBe(1);
    expect(await page.locator('[data-slot-id]').count()).toBe(5);
    expect(await page.locator('[data-slot-id] a').count()).toBe(0);
    await page.getByRole('tab', { name: 'Approval' }).click();
    await page.waitForURL(`**/course/${courseId}/approval`);
    await expect.poll(() => page.getByText('Your request', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'catalog-course-waiting-approve-desktop');
    await expectAccessible(page, '/course/{id}/approval');
    // In the library it waits under To do.
    await page.goto('/profile/library');
    await settle(page);
    await expect
      .poll(() => page.getByTestId('library-item').filter({ hasText: 'Leading a team' }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByTestId('library-item').first().getAttribute('data-group'))
      .toBe('to_do');
    await context.close();
  });

  it('after enrolling: one status line, Unenrol in a quiet menu, only tabs with something to say (en and th, 1366 and 390 px)', async () => {
    const wide = { width: 1366, height: 900 };
    const phone = { width: 390, height: 844 };
    for (const lang of ['en', 'th'] as const) {
      const { context, page } = await newPage(browser, wide, lang === 'th' ? 'th-TH' : 'en-US');
      const email = await createLearner(page);
      await signIn(page, email, lang);
      const list = (await apiJson(page, 'course/?search=C-SERVICE-101')) as {
        results: { id: number; code: string }[];
      };
      const course = list.results.find((c) => c.code === 'C-SERVICE-101');
      if (!course) throw new Error('demo course not found');
      await page.goto(`/course/${course.id}`);
      await settle(page);
      const en = lang === 'en';
      await page.getByRole('button', { name: en ? 'Enrol for free' : 'ลงทะเบียนเรียนฟรี' }).click();
      const learn = page.getByRole('link', { name: en ? 'Start learning' : 'เริ่มเรียน' });
      await learn.waitFor();
      // One status line; no "not started" badge or empty progress bar beside it.
      const status = page.getByTestId('enroll-status');
      // Polled, not read once: "Start learning" can show a render before the status settles.
      await expect.poll(() => status.count()).toBe(1);
      await expect
        .poll(() => status.textContent())
        .toBe(
          en ? 'You are enrolled. You can start learning now.' : 'ลงทะเบียนเรียบร้อยแล้ว เริ่มเรียนได้เลย',
        );
      // (The reviews' star rows are bars too; they are not the learner's progress.)
      const progress = page.locator(
        'main [role="progressbar"]:not(section[aria-labelledby="course-reviews"] [role="progressbar"])',
      );
      expect(await progress.count()).toBe(0);
      expect(
        await page.getByText(en ? 'Not started' : 'ยังไม่เริ่มเรียน', { exact: true }).count(),
      ).toBe(0);
      // No approval and no extra facts in this course: those tabs are not offered.
      const tabs = await page.getByRole('tab').allTextContents();
      expect(tabs).not.toContain(en ? 'Approval' : 'การอนุมัติ');
      // Unenrol is in a quiet menu, not a button under Start learning.
      const unenrol = en ? 'Unenrol' : 'ยกเลิกการลงทะเบียน';
      expect(await page.getByRole('button', { name: unenrol }).count()).toBe(0);
      for (const viewport of [wide, phone]) {
        await page.setViewportSize(viewport);
        await page.reload();
        await settle(page);
        await learn.waitFor();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
            message: 'no horizontal scroll',
          })
          .toBeLessThanOrEqual(viewport.width);
        await shot(page, `catalog-course-after-enrol-${lang}-${viewport.width}`);
      }
      const more = page.getByRole('button', { name: en ? 'More options' : 'ตัวเลือกเพิ่มเติม' });
      await expect.poll(() => more.isEnabled()).toBe(true);
      // Asked twice: kept the first time, the menu opens again.
      for (const keep of [true, false]) {
        await more.click();
        await page.getByRole('menuitem', { name: unenrol }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        if (keep) {
          if (lang === 'en') await shot(page, 'catalog-course-unenrol-ask-en-390');
          await dialog.getByRole('button', { name: en ? 'Keep my enrolment' : 'ไม่ยกเลิก' }).click();
          await dialog.waitFor({ state: 'hidden' });
        } else {
          await dialog.getByRole('button', { name: en ? 'Yes, cancel' : 'ยืนยันการยกเลิก' }).click();
        }
      }
      await page.getByText(en ? 'Your enrolment is cancelled.' : 'ยกเลิกการลงทะเบียนแล้ว').waitFor();
      await context.close();
    }
  });
});
