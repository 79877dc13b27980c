import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, PHONE, baseUrl, expectAccessible, launch, snap } from './support/browser';
import { api } from './support/session';

/**
 * Dashboard reports and list exports (issue 5 items 6 and 8): the administrator opens the
 * reports on the seeded demo activity, changes the period and the breakdown, switches to
 * Thai, and exports the users list to a real .xlsx whose headers are Thai; then the same
 * screens on a phone.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Later journeys expect the administrator in English, whatever happened in a test. */
async function closeInEnglish(context: BrowserContext, page: Page): Promise<void> {
  try {
    await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  } finally {
    await context.close();
  }
}

async function adminContext(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto('/dashboard/account/signin');
  await api(page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  return { context, page };
}

async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const total = async (page: Page, key: string) =>
  Number((await page.getByTestId(`total-${key}`).textContent())?.replace(/[^0-9]/g, ''));

/** Clicks "Export to Excel" and opens the download with exceljs: the first sheet's rows. */
async function exportRows(page: Page, button: string): Promise<unknown[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), 'users.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('dashboard reports and exports', () => {
  test('English then Thai, desktop: period, breakdown, charts, export', async () => {
    const { context, page } = await adminContext();
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await page.goto('/dashboard/');
      const nav = page.getByRole('navigation').first();
      await nav.getByRole('link', { name: 'Reports' }).click();
      await page.waitForURL('**/dashboard/report');
      await ready(page);
      // The seeded demo activity of the last 30 days: totals, two charts, a content table.
      await poll(() => total(page, 'enrolled')).toBeGreaterThan(10);
      expect(await total(page, 'active_learners')).toBeGreaterThan(0);
      await poll(() => page.locator('.recharts-surface').count()).toBe(2);
      await poll(() => page.locator('.recharts-line').count()).toBe(2);
      const table = page.getByRole('table', { name: 'Breakdown: Content' });
      await poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
      await snap(page, 'dashboard-report-desktop-en');
      await expectAccessible(page, '/dashboard/report');

      // A shorter period: the URL holds it, the totals shrink or stay.
      const monthEnrolments = await total(page, 'enrolled');
      const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('From').fill(weekAgo);
      await page.waitForURL((url) => url.searchParams.get('date_start') === weekAgo);
      await ready(page);
      await poll(() => page.getByText(/ to /).first().textContent()).not.toMatch(/^$/);
      expect(await total(page, 'enrolled')).toBeLessThanOrEqual(monthEnrolments);
      await poll(() => page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);

      // By department: the demo colleagues' departments.
      await page.getByText('Department', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('by') === 'department');
      const departments = page.getByRole('table', { name: 'Breakdown: Department' });
      await poll(() => departments.getByText('Engineering').count()).toBeGreaterThan(0);

      // Thai: the switch saves the language to the profile, so the export is Thai too.
      await page
        .getByRole('group', { name: 'Change language' })
        .getByRole('button', { name: /TH/ })
        .click();
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('รายงาน');
      await ready(page);
      await poll(() => page.getByRole('table', { name: 'แยกตามกลุ่ม: แผนก' }).isVisible()).toBe(true);
      await page
        .getByLabel('ตั้งแต่')
        .fill(new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
      await ready(page);
      await snap(page, 'dashboard-report-desktop-th');

      // Export: the users list as filtered on screen, headers in Thai.
      await page.goto('/dashboard/user?search=example.com&ordering=email');
      await ready(page);
      const rows = await exportRows(page, 'ส่งออกเป็น Excel');
      expect(rows[0]?.slice(0, 4)).toEqual(['รหัส', 'อีเมล', 'ชื่อ', 'นามสกุล']);
      const emails = rows.slice(1).map((r) => String(r[1]));
      expect(emails).toContain('admin@example.com');
      expect(emails).toEqual([...emails].sort());
      expect(emails.every((e) => e.includes('example.com'))).toBe(true);
      await snap(page, 'dashboard-users-export-desktop-th');
    } finally {
      await closeInEnglish(context, page);
    }
  });

  test('Thai, phone: reports and the export button', async () => {
    const { context, page } = await adminContext(PHONE);
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await page.goto('/dashboard/report');
      await ready(page);
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('รายงาน');
      await poll(() => page.locator('.recharts-surface').count()).toBe(2);
      // The breakdown's four choices stack on a phone: the page never scrolls sideways.
      await poll(() => page.locator('.mantine-SegmentedControl-root').isVisible()).toBe(true);
      await poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width);
      await snap(page, 'dashboard-report-phone-th');
      await page.goto('/dashboard/user');
      await ready(page);
      await poll(() => page.getByRole('button', { name: 'ส่งออกเป็น Excel' }).isVisible()).toBe(true);
      await snap(page, 'dashboard-users-phone-th');
    } finally {
      await closeInEnglish(context, page);
    }
  });
});
