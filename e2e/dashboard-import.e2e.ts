import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMPORT_STATUS } from '@portal/shared';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { adminPage } from './support/admin';
import { api, fillSignIn } from './support/session';

/**
 * Dashboard imports (issue 5 item 6, issue 6): the administrator uploads 1,000 users and watches
 * the progress reach 100% live (the frames of websocket/alert/import/ are recorded), then a file
 * with bad rows shows its refused rows; then the screen in Thai on a phone. The file goes through
 * the drop zone; the template of the kind is downloaded; the grouped menu is photographed.
 * Issue 21 item 16: a file with its own headers is previewed and its columns mapped before it
 * runs; the Thai phone sees the preview of a file headed in Thai.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 30_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Step {
  event: string;
  data: { id: number; percent: number; status: number } | { id: number }[];
}

/** Records every frame the page receives on the import WebSocket. */
function recordImportFrames(page: Page): Step[] {
  const steps: Step[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/websocket/alert/import/')) return;
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') steps.push(JSON.parse(frame.payload) as Step);
    });
  });
  return steps;
}

function usersCsv(count: number, tag: string): Buffer {
  const lines = ['email,first_name,last_name,department,language'];
  for (let i = 1; i <= count; i += 1)
    lines.push(
      `e2e-import-${tag}-${i}@example.com,Imported ${i},Person,Sales,${i % 2 ? 'en' : 'th'}`,
    );
  return Buffer.from(lines.join('\n') + '\n');
}

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

describe('dashboard imports', () => {
  test('an administrator imports 1,000 users and watches the progress live, then reads refused rows', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      const steps = recordImportFrames(page);
      await page.goto('/dashboard/');
      await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
      await fillSignIn(page, DEMO.admin);
      await page.waitForURL(
        (url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard',
      );
      // Another journey may have left the administrator's language in Thai.
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await page.goto('/dashboard/');
      // The menu in its groups, open at first; a folded group stays folded; Imports is in System.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      for (const group of ['Learning', 'People', 'Commerce', 'Reports', 'System'])
        await nav.getByRole('button', { name: group }).waitFor();
      await page.setViewportSize({ width: 1366, height: 800 });
      await snap(page, 'dashboard-menu-en');
      for (const group of ['Learning', 'People', 'Commerce'])
        await nav.getByRole('button', { name: group }).click();
      await poll(() => nav.getByRole('link', { name: 'Content' }).count()).toBe(0);
      await snap(page, 'dashboard-menu-en-folded');
      await page.setViewportSize(DESKTOP);
      await nav.getByRole('link', { name: 'Imports' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/import');
      await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
      await poll(() => page.getByTestId('import-live').textContent()).toBe('Live updates on');

      const tag = Date.now().toString(36);
      const name = `people-${tag}.csv`;
      await page.getByLabel('What to import').selectOption('users');
      // The template of the kind comes from the server, headed by the columns the import reads.
      const template = await page.request.get(
        (await page.getByRole('link', { name: 'Download template (.csv)' }).getAttribute('href')) ??
          '',
      );
      expect(template.status()).toBe(200);
      expect((await template.text()).replace(/^\uFEFF/, '')).toMatch(/^email,first_name,/);
      await chooseFile(page, name, usersCsv(1000, tag));
      await poll(() => page.getByTestId('import-chosen-file').textContent()).toBe(
        `Chosen: ${name}`,
      );
      await snap(page, 'dashboard-import-drop-zone');
      // The server reads the file's first rows (in its parse worker) before the import can start.
      await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Upload and import' }).click();
      const link = page.getByRole('link', { name: `Details of ${name}` });
      await link.waitFor();
      const row = page.getByRole('row').filter({ has: link });
      await poll(() => row.getByText('100%').count()).toBe(1);
      await poll(() => row.getByText('Succeeded').count()).toBe(1);
      await expect(row.getByText('1,000 / 0').isVisible()).resolves.toBe(true);

      // The progress came over the WebSocket, in steps, not only as a final answer.
      const percents = steps
        .filter((s) => s.event === 'import_history')
        .map((s) => s.data as { id: number; percent: number; status: number });
      const id = percents.find(
        (p) => p.status === IMPORT_STATUS.succeeded && p.percent === 100,
      )?.id;
      expect(id).toBeDefined();
      const mine = percents.filter((p) => p.id === id).map((p) => p.percent);
      expect(mine.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(5);
      expect(mine.at(-1)).toBe(100);
      await snap(page, 'dashboard-import-done');
      await expectAccessible(page, 'import page');

      // A file with bad rows: good rows imported, each refused row listed on the detail page.
      const bad = Buffer.from(
        [
          'email,first_name,language',
          `ok-${tag}@example.com,Good,en`,
          'not-an-email,Bad,en',
          `blank-${tag}@example.com,,en`,
          `lang-${tag}@example.com,Lang,fr`,
        ].join('\n'),
      );
      await chooseFile(page, `bad-${tag}.csv`, bad);
      await page
        .getByRole('table', { name: 'First rows of the file' })
        .getByText('not-an-email')
        .waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Upload and import' }).click();
      await page.getByRole('link', { name: `Details of bad-${tag}.csv` }).click();
      await page.waitForURL((url) => /\/dashboard\/import\/\d+$/.test(url.pathname));
      await poll(() => page.getByTestId('import-counts').textContent()).toBe(
        '1 imported, 3 refused of 4 rows',
      );
      const refused = page.getByRole('table', { name: 'Refused rows' });
      await poll(() => refused.getByRole('row').count()).toBe(4);
      await expect(refused.getByText('Incorrect email format').isVisible()).resolves.toBe(true);
      await snap(page, 'dashboard-import-refused-rows');

      // A file of another type is refused before it is sent.
      await page.goto('/dashboard/import');
      await page.getByRole('button', { name: 'Browse files' }).waitFor();
      // A file of another type is refused by the drop zone as soon as it is chosen.
      await chooseFile(page, 'notes.txt', Buffer.from('hello'), 'text/plain');
      await page.getByRole('alert').filter({ hasText: 'Only .csv' }).waitFor();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Only .csv, .xlsx and .xls files are accepted.' })
          .isVisible(),
      ).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a file with its own headers is previewed, its columns mapped, then imported', async () => {
    const { context, page } = await adminPage(browser, { width: 1366, height: 900 }, 'en');
    try {
      await page.goto('/dashboard/import');
      await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
      await page.getByLabel('What to import').selectOption('users');
      const tag = `map${Date.now().toString(36)}`;
      const name = `hr-export-${tag}.csv`;
      const lines = ['Staff no,Given name,Work e-mail,Surname,Team'];
      for (let i = 1; i <= 12; i += 1)
        lines.push(`${i},Given ${i},e2e-${tag}-${i}@example.com,Family ${i},Ops`);
      await chooseFile(page, name, Buffer.from(lines.join('\n') + '\n'));
      // The server read the first rows; nothing in the header names a field it knows.
      const rows = page.getByRole('table', { name: 'First rows of the file' });
      await rows.waitFor({ timeout: 60_000 });
      await poll(() => rows.getByRole('row').count()).toBe(6);
      await expect(rows.getByText('Column C: Work e-mail').isVisible()).resolves.toBe(true);
      await page.getByText('The file has 12 rows.', { exact: false }).waitFor();
      // Required fields left unmapped are refused on the screen, before anything is sent.
      await page.getByRole('button', { name: 'Upload and import' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Choose a column for every required field' })
        .waitFor();
      await poll(() => page.getByText('Choose the column that holds this field.').count()).toBe(2);
      await page.getByLabel(/^Email/).selectOption({ label: 'Column C: Work e-mail' });
      await page.getByLabel(/^First name\s*\*?$/).selectOption({ label: 'Column B: Given name' });
      await page.getByLabel(/^Last name\s*\*?$/).selectOption({ label: 'Column D: Surname' });
      await page.getByLabel('Department').selectOption({ label: 'Column E: Team' });
      await rows.getByText('→ Email').waitFor();
      await poll(() => page.getByText('Choose the column that holds this field.').count()).toBe(0);
      await snap(page, 'dashboard-import-mapping-en-1366');
      await expectAccessible(page, 'import mapping');
      await page.getByRole('button', { name: 'Upload and import' }).click();
      const link = page.getByRole('link', { name: `Details of ${name}` });
      await link.waitFor();
      const row = page.getByRole('row').filter({ has: link });
      await poll(() => row.getByText('Succeeded').count()).toBe(1);
      await expect(row.getByText('12 / 0').isVisible()).resolves.toBe(true);
      // The preview is gone with the file; the new account has the mapped columns' values.
      await poll(() => page.getByTestId('import-preview').count()).toBe(0);
      const found = await api<{
        results: { first_name: string; last_name: string; department: string }[];
      }>(page, 'GET', `dashboard/user/?search=e2e-${tag}-3%40example.com`);
      expect(found.results[0]).toMatchObject({
        first_name: 'Given 3',
        last_name: 'Family 3',
        department: 'Ops',
      });
    } finally {
      await context.close();
    }
  });

  test('in Thai on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      const steps = recordImportFrames(page);
      await api(page, 'POST', 'dashboard/account/login/', {
        username: DEMO.admin.email,
        password: DEMO.admin.password,
      });
      await page.goto('/dashboard/import?lang=th', { timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name: 'นำเข้าข้อมูล' }).waitFor();
      // The menu in its burger drawer, grouped: the current page's group (System) open, Learning
      // folded and opened again.
      await page.getByRole('button', { name: 'เปิดเมนู' }).click();
      const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
      await nav.getByRole('link', { name: 'นำเข้าข้อมูล' }).waitFor();
      await nav.getByRole('button', { name: 'การเรียนรู้' }).click();
      await poll(() => nav.getByRole('link', { name: 'เนื้อหา' }).count()).toBe(0);
      await nav.getByRole('button', { name: 'การเรียนรู้' }).click();
      await nav.getByRole('link', { name: 'เนื้อหา' }).waitFor();
      await snap(page, 'dashboard-menu-th-phone');
      await page.getByRole('button', { name: 'ปิดเมนู' }).first().click();
      await page.setViewportSize({ width: 1366, height: 800 });
      await snap(page, 'dashboard-menu-th-desktop');
      await page.setViewportSize(PHONE);
      await poll(() => page.getByTestId('import-live').textContent()).toBe('อัปเดตสด');
      const tag = `th${Date.now().toString(36)}`;
      await page.getByLabel('ข้อมูลที่จะนำเข้า').selectOption('users');
      await page.getByRole('link', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง (.xlsx)' }).waitFor();
      await chooseFile(page, `ผู้ใช้-${tag}.csv`, usersCsv(200, tag));
      await page.getByText(`ไฟล์ที่เลือก: ผู้ใช้-${tag}.csv`).waitFor();
      await snap(page, 'dashboard-import-drop-zone-th-phone');
      // The preview in Thai: the English headers mapped by name, required fields chosen.
      await page.getByRole('table', { name: 'แถวแรก ๆ ของไฟล์' }).waitFor({ timeout: 60_000 });
      await expect(page.getByLabel(/^อีเมล\s*\*?$/).inputValue()).resolves.toBe('0');
      await expect(page.getByLabel(/^ชื่อ\s*\*?$/).inputValue()).resolves.toBe('1');
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, 'dashboard-import-mapping-th-390');
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'อัปโหลดและนำเข้า' }).click();
      const card = page.getByRole('listitem').filter({ hasText: `ผู้ใช้-${tag}.csv` });
      await poll(() => card.getByText('สำเร็จ').count()).toBe(1);
      await expect(card.getByText('100%').isVisible()).resolves.toBe(true);
      expect(steps.some((s) => s.event === 'import_history')).toBe(true);
      await snap(page, 'dashboard-import-th-phone');
    } finally {
      await context.close();
    }
  });
});
