import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Classes (issue 16, part 1). An administrator makes a class of its own and, in the class
 * editor, adds two sessions and opens the first one's check-in QR screen (English, 1366 px). A
 * new learner finds that class in the list, enrols, opens today's session and checks in
 * (English desktop); another sees the class page in Thai on a phone with the Buddhist-era date.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
const token = `cl${Date.now().toString(36)}`;
const title = `Forklift refresher ${token}`;

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let classId = 0;

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  admin = { page, close: () => context.close() };
  // Another journey may have left the shared demo administrator in Thai: this one reads English.
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  const created = await api<{ id: number }>(page, 'POST', 'dashboard/class/', {
    code: `FL-${token}`,
    title_en: title,
    title_th: `ทบทวนการขับรถยก ${token}`,
    capacity: 10,
  });
  classId = created.id;
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

/** Fills the session dialog and saves it; times are typed in the session's zone (Bangkok). */
async function addSession(page: Page, name: string, start: string, end: string) {
  await page.getByRole('button', { name: 'Add session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Title (English)').fill(name);
  await dialog.getByLabel('Starts').fill(start);
  await dialog.getByLabel('Ends').fill(end);
  await dialog.getByLabel('Place').fill('Warehouse B');
  await dialog.getByRole('button', { name: 'Save session' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(name, { exact: true }).waitFor();
}

/** A datetime-local value in Bangkok time (UTC+7, no daylight saving), `hours` from now. */
function bangkokWall(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000 + 7 * 3_600_000).toISOString().slice(0, 16);
}

describe('classes', () => {
  test('an administrator adds two sessions to a class and opens the check-in QR screen', async () => {
    const { page } = admin;
    await page.goto(`/dashboard/content/class/${classId}`);
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    // The first starts in 10 minutes (check-in open now), the second next week.
    await addSession(page, `Yard practice ${token}`, bangkokWall(10 / 60), bangkokWall(3));
    await addSession(page, `Final check ${token}`, bangkokWall(24 * 7), bangkokWall(24 * 7 + 2));
    await api(page, 'POST', `dashboard/class/${classId}/publish/`, { is_publish: true });
    // The attendance sheet: a column per session, in order, nobody enrolled yet.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Attendance sheet (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^attendance-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'attendance-')), 'sheet.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const header = (workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 4)).toEqual(['Name', 'Email', 'Department', 'Status']);
    expect(header[4]).toContain(`Yard practice ${token}`);
    expect(header[5]).toContain(`Final check ${token}`);
    await page.getByRole('link', { name: 'Check-in QR' }).first().click();
    await page.getByRole('heading', { name: 'Check in to this session' }).waitFor();
    await page.getByTestId('check-in-qr').waitFor();
    expect(await page.getByTestId('check-in-qr').getAttribute('src')).toMatch(/^data:image\/png/);
    await snap(page, 'class-check-in-qr-en-1366');

    // Cloned for a new run a week later: a draft with the same two sessions, opened in the editor.
    await page.goto(`/dashboard/content/class/${classId}`);
    await page.getByRole('button', { name: 'Clone for a new run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone this class for a new run' });
    await dialog.getByLabel('Code of the new class').fill(`CLS-RUN2-${token}`);
    await dialog.getByLabel('Days later').fill('7');
    await dialog.getByRole('button', { name: 'Make the copy' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/class/${classId}`));
    await page.getByText(`Final check ${token}`, { exact: true }).waitFor();
    await snap(page, 'class-clone-en-1366');
    await page.getByRole('link', { name: 'Check-in QR' }).nth(1).waitFor();
    expect(await page.getByRole('link', { name: 'Check-in QR' }).count()).toBe(2);
  });

  test('a learner finds the class, enrols, opens today’s session and checks in', async () => {
    const { context, page } = await newLearnerPage(browser, 'class-en', LAPTOP);
    try {
      await page.goto(`/class?search=${token}`);
      await page.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/class/${classId}`);
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await page.getByRole('link', { name: 'See your sessions' }).click();
      await page.waitForURL((url) => url.pathname === `/class/${classId}/schedule`);
      await page.getByRole('link', { name: 'Check in' }).first().click();
      await page.getByRole('heading', { name: `Yard practice ${token}` }).waitFor();
      await page.getByRole('button', { name: 'Check in' }).click();
      await page.getByText('Checked in', { exact: true }).first().waitFor();
      await snap(page, 'class-session-checked-in-en-1366');
      const detail = await api<{ attended_count: number; required_count: number }>(
        page,
        'GET',
        `class/${classId}/`,
      );
      expect(detail).toMatchObject({ attended_count: 1, required_count: 2 });
    } finally {
      await context.close();
    }
  });

  test('in Thai on a phone the class page shows the Buddhist-era date', async () => {
    const { context, page } = await newLearnerPage(browser, 'class-th', PHONE_390, 'th-TH');
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await page.goto(`/class/${classId}`);
      const when = page.getByTestId('class-when');
      await when.waitFor();
      const year = new Date().getFullYear();
      await poll(async () => (await when.textContent()) ?? '').toMatch(
        new RegExp(`${year + 543}|${year + 544}`),
      );
      await page.getByRole('tab', { name: 'ตารางเรียน' }).click();
      await page.getByText(`Yard practice ${token}`).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1),
      ).toBe(false);
      await snap(page, 'class-schedule-th-390');
    } finally {
      await context.close();
    }
  });
});
