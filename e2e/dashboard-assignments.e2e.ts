import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { fillDate } from './support/admin';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Assignments (issue 5 item 3): in Thai, the administrator assigns 'Healthy desk habits' to a
 * new learner with a period through the dashboard form (people searched on the server); the
 * detail lists the learner as assigned; the learner finds the course in My library with its
 * deadline — on a desktop and on a phone.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A day `days` from today as the date input takes it (YYYY-MM-DD). */
function day(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('dashboard assignments', () => {
  it('an administrator assigns a course in Thai and the learner sees its deadline', async () => {
    const learner = await newLearnerPage(browser, 'assignee', PHONE, 'th-TH');

    const { context, page } = await newPage(browser, DESKTOP, 'th-TH');
    await page.goto('/dashboard/account/signin');
    await fillSignIn(page, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    await page.goto('/dashboard/assignment?lang=th');
    await page.getByRole('heading', { level: 1, name: 'การมอบหมาย' }).waitFor();
    await page.getByRole('link', { name: 'มอบหมายใหม่' }).click();
    await page.getByRole('heading', { level: 1, name: 'มอบหมายใหม่' }).waitFor();

    // Submitting empty says what each field needs.
    await page.getByRole('button', { name: 'มอบหมาย', exact: true }).click();
    await page.getByText('กรุณาเลือกหลักสูตร').waitFor();
    await page.getByText('กรุณาเลือกบุคคลหรือกลุ่มอย่างน้อยหนึ่งรายการ').waitFor();
    await snap(page, 'dashboard-assignment-form-errors-th-desktop');

    const course = page.getByLabel(/^หลักสูตร/).and(page.locator('input:not([type=hidden])'));
    await course.click();
    await course.fill('C-ERGO-101');
    await page.getByRole('option', { name: /C-ERGO-101/ }).click();
    const people = page.getByLabel(/^บุคคล/).and(page.locator('input:not([type=hidden])'));
    await people.click();
    await people.fill(learner.account.email);
    await page.getByRole('option', { name: new RegExp(learner.account.email) }).click();
    await page.keyboard.press('Escape');
    await fillDate(page, /^วันที่สิ้นสุด/, day(14));
    await expectAccessible(page, 'assignment form (th)');
    await snap(page, 'dashboard-assignment-form-th-desktop');
    await page.getByRole('button', { name: 'มอบหมาย', exact: true }).click();

    // The detail: the learner is assigned, not started yet.
    await page.waitForURL((url) => /\/dashboard\/assignment\/\d+$/.test(url.pathname));
    const row = page.getByRole('row').filter({ hasText: learner.account.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('มอบหมายแล้ว');
    await expectAccessible(page, 'assignment detail (th)');
    await snap(page, 'dashboard-assignment-detail-th-desktop');
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const detail = await api<{ datetime_end: string; learner_count: number }>(
      page,
      'GET',
      `dashboard/assignment/${id}/`,
    );
    expect(detail.learner_count).toBe(1);
    await context.close();

    // The administrator's list on a phone.
    const phone = await newPage(browser, PHONE, 'th-TH');
    await phone.page.goto('/dashboard/account/signin');
    await fillSignIn(phone.page, DEMO.admin);
    await phone.page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    await phone.page.goto(`/dashboard/assignment/${id}?lang=th`);
    await phone.page.getByText(learner.account.email).first().waitFor();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'dashboard-assignment-detail-th-phone');
    await phone.page.goto('/dashboard/assignment?lang=th');
    await phone.page.getByRole('heading', { level: 1, name: 'การมอบหมาย' }).waitFor();
    await phone.page.getByText('นิสัยการทำงานที่โต๊ะ', { exact: false }).first().waitFor();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'dashboard-assignments-th-phone');
    await phone.context.close();

    // The learner: the course is in My library with its deadline.
    await learner.page.goto('/profile/library?lang=th');
    const item = learner.page
      .getByTestId('library-item')
      .filter({ hasText: 'นิสัยการทำงานที่โต๊ะอย่างมีสุขภาพดี' });
    await item.first().waitFor();
    const deadline = item.first().getByTestId('library-assignment');
    await poll(() => deadline.textContent()).toMatch(/^ได้รับมอบหมาย · เรียนให้จบภายใน /);
    const due = new Date(detail.datetime_end).toLocaleDateString('th-TH', { day: 'numeric' });
    expect(await deadline.textContent()).toContain(due);
    expect(
      await learner.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(learner.page, 'library with an assignment (th, phone)');
    await snap(learner.page, 'library-assignment-th-phone');
    await learner.context.close();
  });
});
