import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PHONE, launch, settled, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

// Course pages that sell (issue 21 item 7): a Thai learner on a phone sees, on a demo course,
// the card's rating and learners, then the page's outcomes, rich description, instructors with
// biographies, reviews and related courses, all in Thai.
let browser: Browser;

describe('course pages that sell', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  test('a Thai learner on a phone sees what a course teaches, who teaches it and what others say', async () => {
    const { page, context } = await newLearnerPage(browser, 'sell', PHONE, 'th-TH');
    const list = await api<{ results: { id: number; code: string }[] }>(
      page,
      'GET',
      'course/?search=C-LEAD-201&lang=th',
    );
    const course = list.results.find((c) => c.code === 'C-LEAD-201');
    expect(course).toBeTruthy();
    await page.goto(`/course?lang=th`);
    await settled(page);
    await page.getByTestId('card-social-proof').first().waitFor();
    await snap(page, 'course-selling-catalog-th-phone');

    await page.goto(`/course/${course?.id}?lang=th`);
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'การเป็นผู้นำทีม' }).waitFor();
    await page.getByRole('heading', { name: 'สิ่งที่คุณจะได้เรียนรู้' }).waitFor();
    expect(await page.getByTestId('course-outcomes').getByRole('listitem').count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('course-outcomes').textContent())
      .toContain('ให้ข้อเสนอแนะที่นำไปปฏิบัติได้');
    expect(await page.getByTestId('course-description-body').locator('p').count()).toBe(1);
    await page.getByRole('heading', { name: 'ผู้สอนของคุณ' }).waitFor();
    expect(await page.getByTestId('course-instructor-bios').textContent()).toMatch(
      /โค้ช|ผู้จัดการโครงการ/,
    );
    await page.getByRole('heading', { name: 'คะแนนและรีวิว' }).waitFor();
    await page.getByRole('heading', { name: 'คอร์สที่เกี่ยวข้อง' }).waitFor();
    expect(await page.getByTestId('course-related').locator('li').count()).toBeGreaterThan(0);
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await snap(page, 'course-selling-page-th-phone');
    await context.close();
  });
});
