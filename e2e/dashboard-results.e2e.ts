import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { submittedAttempt } from './support/marking';
import { api, apiSignIn, fillSignIn, registerLearner } from './support/session';

/**
 * Dashboard learning results, approvals and marking (issue 5): the administrator approves the
 * demo learner's request for 'Leading a team', changes a status with a reason, reads the
 * history and marks a written answer — in English on a desktop, and in Thai on a phone with a
 * bulk approval.
 */

/** expect.poll with room for a loaded machine (its default gives up after one second). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Paged<T> {
  count: number;
  results: T[];
}
/** The id of a content by its code, read as the administrator. */
async function contentId(admin: Page, code: string, kind: string): Promise<number> {
  const found = await api<Paged<{ id: number; code: string }>>(
    admin,
    'GET',
    `dashboard/filter/content/?kind=${kind}&search=${encodeURIComponent(code)}`,
  );
  const row = found.results.find((r) => r.code === code);
  expect(row, code).toBeDefined();
  return row?.id ?? 0;
}

/** Waits until the list has loaded (no skeleton) and the start-up loader is gone. */
async function listReady(page: Page): Promise<void> {
  // Two loaders may show at once (start-up and a lazy screen), so count rather than wait on one.
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe('dashboard learning results, approvals and marking', () => {
  test('English, desktop: approve the demo request, change a status with a reason, mark an answer', async () => {
    const learnerSide = await newPage(browser, DESKTOP);
    const markerSide = await newPage(browser, DESKTOP);
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      // The administrator signs in through the dashboard's form.
      await page.goto('/dashboard/');
      await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
      await fillSignIn(page, DEMO.admin);
      await page.waitForURL(
        (url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard',
      );
      // Another journey may have left the administrator's language in Thai.
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await page.goto('/dashboard/');
      const courseId = await contentId(page, 'C-LEAD-201', 'course');
      const testId = await contentId(page, 'TEST-THAI-BASICS', 'test');

      // The demo learner asks to join 'Leading a team' (it needs approval).
      await apiSignIn(learnerSide.page, DEMO.learner);
      const request = await api<{ status: number }>(
        learnerSide.page,
        'POST',
        `course/${courseId}/enroll/`,
        {},
        [201],
      );
      expect(request.status).toBe(1);
      // Another learner's attempt waits for marking.
      const writer = await registerLearner(markerSide.page, 'marking-en');
      const attemptId = await submittedAttempt(markerSide.page, testId);

      // Menu entries for dashboard_manage_enrollment.
      const nav = page.getByRole('navigation').first();
      await poll(() => nav.getByRole('link', { name: 'Approvals' }).isVisible()).toBe(true);
      await nav.getByRole('link', { name: 'Approvals' }).click();
      await page.waitForURL('**/dashboard/approval');
      await listReady(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(DEMO.learner.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/search=learner%40example\.com/);
      const approve = page.getByRole('button', { name: 'Approve the request of Somchai Jaidee' });
      await poll(() => approve.isVisible()).toBe(true);
      await snap(page, 'dashboard-approvals-desktop-en');
      await expectAccessible(page, '/dashboard/approval');
      await approve.click();
      await poll(() => page.getByText('Approved: Somchai Jaidee').first().isVisible()).toBe(true);
      await poll(() => page.getByTestId('empty-state').isVisible()).toBe(true);

      // The learning results list, filtered to the course through the URL.
      await nav.getByRole('link', { name: 'Learning results' }).click();
      await page.waitForURL('**/dashboard/learning-result');
      await listReady(page);
      await snap(page, 'dashboard-results-desktop-en');
      await page.goto(
        `/dashboard/learning-result?search=${encodeURIComponent(DEMO.learner.email)}&content=${courseId}`,
      );
      await listReady(page);
      const table = page.getByRole('table', { name: 'Learning results' });
      await poll(() => table.getByRole('row').count()).toBe(2);
      await poll(() => table.getByText('Not started').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Change the status of Somchai Jaidee' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change status' });
      const select = dialog.getByRole('combobox', { name: /New status/ });
      const offered = await select.locator('option:not([disabled])').allTextContents();
      expect(offered).toEqual(['Verifying', 'Completed', 'Failed']);
      // Saving without a reason is refused on the spot.
      await select.selectOption({ label: 'Completed' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await poll(() => dialog.getByText('This field is required').isVisible()).toBe(true);
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Attended the workshop in person');
      await snap(page, 'dashboard-status-dialog-desktop-en');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => table.getByText('Completed').first().isVisible()).toBe(true);

      // The history says who, when, from, to and why.
      await page.getByRole('button', { name: 'Status history of Somchai Jaidee' }).click();
      const history = page.getByRole('dialog', { name: 'Status history of Somchai Jaidee' });
      await poll(() => history.getByText('Not started → Completed').isVisible()).toBe(true);
      await poll(() => history.getByText('Attended the workshop in person').isVisible()).toBe(true);
      await poll(() => history.getByText('Waiting for approval → Not started').isVisible()).toBe(
        true,
      );
      await poll(() => history.getByText('By Ada Admin').count()).toBe(2);
      await snap(page, 'dashboard-status-history-desktop-en');
      await page.keyboard.press('Escape');

      // Marking: the test, its attempts, the attempt.
      await nav.getByRole('link', { name: 'Marking' }).click();
      await page.waitForURL('**/dashboard/marking');
      await listReady(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill('TEST-THAI');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('link', { name: 'Attempts of Thailand basics quiz' }).click();
      await page.waitForURL(`**/dashboard/marking/test/${testId}`);
      await listReady(page);
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Being marked' });
      await page.waitForURL(/status=22/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(writer.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await listReady(page);
      await snap(page, 'dashboard-attempts-desktop-en');
      await page
        .getByRole('link', { name: `Mark the attempt of ${writer.first_name} Tester` })
        .click();
      await page.waitForURL(`**/dashboard/marking/attempt/${attemptId}`);
      await listReady(page);
      await poll(() => page.getByTestId('attempt-status').textContent()).toBe('Being marked');
      await poll(() =>
        page.getByText('Full marks: farming (rice)', { exact: false }).isVisible(),
      ).toBe(true);
      const score = page.getByRole('textbox', { name: /Score/ });
      await score.fill('3');
      await page.getByRole('button', { name: 'Save mark' }).click();
      await poll(() =>
        page.getByText('The score must be between 0 and the question maximum.').isVisible(),
      ).toBe(true);
      await score.fill('2');
      await page.getByRole('textbox', { name: /Comment/ }).fill('Farming, transport and Bangkok.');
      await page.getByRole('button', { name: 'Save mark' }).click();
      await poll(() => page.getByTestId('attempt-status').textContent()).toBe('Passed');
      await poll(() =>
        page.getByText('Marking is complete: the attempt passed with 7 of 10.').isVisible(),
      ).toBe(true);
      await snap(page, 'dashboard-marking-desktop-en');
      await expectAccessible(page, '/dashboard/marking/attempt/{id}');

      // The same list on a phone becomes cards.
      await page.setViewportSize(PHONE);
      await page.goto(
        `/dashboard/learning-result?search=${encodeURIComponent(DEMO.learner.email)}`,
      );
      await listReady(page);
      await poll(() => page.getByRole('list', { name: 'Learning results' }).isVisible()).toBe(true);
      await snap(page, 'dashboard-results-phone-en');
    } finally {
      await context.close();
      await learnerSide.context.close();
      await markerSide.context.close();
    }
  });

  test('Thai, phone: bulk-approve a request, change a status with a Thai reason, mark an answer', async () => {
    const learnerSide = await newPage(browser, PHONE);
    const markerSide = await newPage(browser, PHONE);
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await api(page, 'POST', 'dashboard/account/login/', {
        username: DEMO.admin.email,
        password: DEMO.admin.password,
      });
      const courseId = await contentId(page, 'C-LEAD-201', 'course');
      const testId = await contentId(page, 'TEST-THAI-BASICS', 'test');
      const requester = await registerLearner(learnerSide.page, 'approval-th');
      await api(learnerSide.page, 'POST', `course/${courseId}/enroll/`, {}, [201]);
      const writer = await registerLearner(markerSide.page, 'marking-th');
      const attemptId = await submittedAttempt(markerSide.page, testId);
      // registerLearner names learners 'Journey Tester <n>'.
      const requesterName = `${requester.first_name} Tester`;

      await page.goto(`/dashboard/approval?lang=th&search=${encodeURIComponent(requester.email)}`);
      await listReady(page);
      await poll(() =>
        page.getByRole('heading', { level: 1, name: 'รายการรออนุมัติ' }).isVisible(),
      ).toBe(true);
      const cards = page.getByRole('list', { name: 'รายการรออนุมัติ' });
      await poll(() => cards.getByRole('listitem').count()).toBe(1);
      await cards.getByRole('checkbox', { name: new RegExp(`^เลือก ${requesterName}`) }).check();
      await poll(() => page.getByRole('button', { name: 'อนุมัติ 1 คำขอ' }).isVisible()).toBe(true);
      await snap(page, 'dashboard-approvals-phone-th');
      await expectAccessible(page, '/dashboard/approval (phone, Thai)');
      await page.getByRole('button', { name: 'อนุมัติ 1 คำขอ' }).click();
      await poll(() => page.getByText('อนุมัติแล้ว 1 คำขอ').first().isVisible()).toBe(true);
      await poll(() => page.getByTestId('empty-state').isVisible()).toBe(true);

      // Change the status with a reason in Thai.
      await page.goto(
        `/dashboard/learning-result?lang=th&search=${encodeURIComponent(requester.email)}`,
      );
      await listReady(page);
      const list = page.getByRole('list', { name: 'ผลการเรียน' });
      await poll(() => list.getByText('ยังไม่เริ่มเรียน').isVisible()).toBe(true);
      await page
        .getByRole('button', { name: new RegExp(`^เปลี่ยนสถานะของ ${requesterName}`) })
        .click();
      const dialog = page.getByRole('dialog', { name: 'เปลี่ยนสถานะ' });
      const select = dialog.getByRole('combobox', { name: /สถานะใหม่/ });
      expect(await select.locator('option:not([disabled])').allTextContents()).toEqual([
        'กำลังตรวจสอบ',
        'เรียนจบแล้ว',
        'ไม่ผ่าน',
      ]);
      await select.selectOption({ label: 'ไม่ผ่าน' });
      await dialog.getByRole('textbox', { name: /เหตุผล/ }).fill('ไม่ได้เข้าร่วมการอบรม');
      await snap(page, 'dashboard-status-dialog-phone-th');
      await dialog.getByRole('button', { name: 'บันทึก' }).click();
      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => list.getByText('ไม่ผ่าน').first().isVisible()).toBe(true);
      await snap(page, 'dashboard-results-phone-th');

      // Mark the written answer with 0: 5 of 10 is below the pass mark.
      await page.goto(
        `/dashboard/marking/test/${testId}?lang=th&search=${encodeURIComponent(writer.email)}`,
      );
      await listReady(page);
      await snap(page, 'dashboard-attempts-phone-th');
      await page
        .getByRole('link', {
          name: new RegExp(`^ตรวจการทำแบบทดสอบของ ${writer.first_name} Tester`),
        })
        .click();
      await page.waitForURL(`**/dashboard/marking/attempt/${attemptId}`);
      await listReady(page);
      await poll(() => page.getByTestId('attempt-status').textContent()).toBe('กำลังตรวจ');
      await page.getByRole('textbox', { name: /คะแนน/ }).fill('');
      await page.getByRole('button', { name: 'บันทึกคะแนน' }).click();
      await poll(() => page.getByText('กรุณากรอกข้อมูลในช่องนี้').isVisible()).toBe(true);
      await page.getByRole('textbox', { name: /คะแนน/ }).fill('0');
      await page.getByRole('button', { name: 'บันทึกคะแนน' }).click();
      await poll(() => page.getByTestId('attempt-status').textContent()).toBe('ไม่ผ่าน');
      await poll(() => page.getByText('ตรวจครบแล้ว: ไม่ผ่าน ได้ 5 จาก 10 คะแนน').isVisible()).toBe(
        true,
      );
      await snap(page, 'dashboard-marking-phone-th');
      await expectAccessible(page, '/dashboard/marking/attempt/{id} (phone, Thai)');

      // Thai on a desktop: the table.
      await page.setViewportSize(DESKTOP);
      await page.goto(`/dashboard/learning-result?lang=th&status=1,-5&ordering=-created`);
      await listReady(page);
      await poll(() => page.getByRole('table', { name: 'ผลการเรียน' }).isVisible()).toBe(true);
      await snap(page, 'dashboard-results-desktop-th');
    } finally {
      // Other journeys expect the administrator in English.
      await api(page, 'PATCH', 'account/profile/', { language: 'en' }).catch(() => undefined);
      await context.close();
      await learnerSide.context.close();
      await markerSide.context.close();
    }
  });
});
