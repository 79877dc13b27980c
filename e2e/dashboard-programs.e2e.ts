import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, snap } from './support/browser';
import { adminPage, fillDate } from './support/admin';
import { api, field } from './support/session';

/**
 * Programs in the dashboard (issue 15 items 7-8): an administrator builds a learning path of two
 * courses and a test (content of its own, with unique names), turns on ordered steps, publishes
 * it and assigns it to a group — in English at 1366×800; then the editor in Thai on a 390 px
 * phone, checked for overflow and English left in it.
 */

const LAPTOP = { width: 1366, height: 800 };
const NARROW_PHONE = { width: 390, height: 844 };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // The demo administrator's saved language goes back to English for the journeys after this one.
  if (browser) {
    const { context } = await adminPage(browser, LAPTOP, 'en');
    await context.close();
  }
  await browser?.close();
});

const token = `lp${Date.now().toString(36)}`;

/** Waits until the lazy screen and its data have loaded. */
async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Adds the content found by `search` as a step of the first section, through the picker. */
async function addStep(page: Page, sectionName: string, search: string, title: string) {
  await page.getByRole('button', { name: `Add step to ${sectionName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a step' });
  await dialog.getByLabel('Search content').fill(search);
  await dialog.getByRole('button', { name: `Add ${title}` }).click();
  await page.getByText(`"${title}" was added.`).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('dashboard programs', () => {
  test('a learning path of two courses and a test is built, ordered, published and assigned', async () => {
    const { context, page } = await adminPage(browser, LAPTOP, 'en');
    try {
      // Content of its own: two courses, a test, a group with one member.
      const titles = [`Harbour safety ${token}`, `Crane signals ${token}`, `Dock quiz ${token}`];
      await api(page, 'POST', 'dashboard/course/', {
        code: `HS-${token}`,
        title_en: titles[0],
        title_th: `ความปลอดภัยท่าเรือ ${token}`,
      });
      await api(page, 'POST', 'dashboard/course/', {
        code: `CS-${token}`,
        title_en: titles[1],
        title_th: `สัญญาณเครน ${token}`,
      });
      await api(page, 'POST', 'dashboard/test/', {
        code: `DQ-${token}`,
        title_en: titles[2],
        title_th: `แบบทดสอบท่าเรือ ${token}`,
        pass_percent: 60,
      });
      const group = await api<{ id: number }>(page, 'POST', 'dashboard/group/', {
        name: `Dock crew ${token}`,
      });
      await api(page, 'POST', 'dashboard/user/', {
        email: `crew-${token}@example.com`,
        password: 'Str0ng#Pass',
        first_name: 'Crew',
        group_ids: [group.id],
      });

      // The menu's "Learning paths" opens the list; "New program" makes one.
      await page.goto('/dashboard/');
      await ready(page);
      await page.getByRole('link', { name: 'Learning paths' }).first().click();
      await ready(page);
      await page.getByRole('button', { name: 'New program' }).click();
      await page.getByRole('menuitem', { name: 'Learning path' }).click();
      await page.waitForURL('**/dashboard/content/learning-path/new');
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'New learning path' }).waitFor();
      await field(page, 'Code').fill(`PATH-${token}`);
      await field(page, 'Title (English)').fill(`Dock induction ${token}`);
      await field(page, 'Title (Thai)').fill(`ปฐมนิเทศท่าเรือ ${token}`);
      await page.getByRole('switch', { name: /Steps open in order/ }).check();
      await page.getByRole('button', { name: 'Create learning path' }).click();
      await page.waitForURL(/\/dashboard\/content\/learning-path\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Edit learning path' }).waitFor();
      const pathId = Number(new URL(page.url()).pathname.split('/').pop());

      // Publishing an empty path is refused in words.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Add at least one step before publishing.').waitFor();

      await page.getByRole('button', { name: 'Add section' }).click();
      const naming = page.getByRole('dialog');
      await naming.getByLabel(/^Section name \(English\)/).fill('On the dock');
      await naming.getByRole('button', { name: 'Save' }).click();
      await naming.waitFor({ state: 'hidden' });
      for (const title of titles) await addStep(page, 'On the dock', token, title);
      await ready(page);
      await snap(page, 'dashboard-program-editor-en-1366');
      expect(await overflows(page)).toBe(false);

      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('The learning path is published.').waitFor();
      const saved = await api<{
        is_publish: boolean;
        is_ordered: boolean;
        section_list: { slot_list: { title_en: string }[] }[];
      }>(page, 'GET', `dashboard/learning-path/${pathId}/`);
      expect(saved).toMatchObject({ is_publish: true, is_ordered: true });
      expect(saved.section_list[0]?.slot_list.map((s) => s.title_en)).toEqual(titles);

      // "New course" in the step picker makes a draft course as a step, shown at once with a
      // link to its own editor.
      const fresh = `Mooring lines ${token}`;
      await page.getByRole('button', { name: 'Add step to On the dock' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a step' });
      await picker.getByRole('button', { name: '+ New course' }).click();
      await picker.getByLabel(/^Course title \(English\)/).fill(fresh);
      await picker.getByLabel(/^Course title \(Thai\)/).fill(`เชือกผูกเรือ ${token}`);
      await picker.getByRole('button', { name: 'Create and add' }).click();
      await page.getByText(`Draft course "${fresh}" was created and added.`).waitFor();
      await picker.waitFor({ state: 'hidden' });
      const editCourse = page.getByRole('link', { name: `Edit course ${fresh}` });
      await editCourse.waitFor();
      await snap(page, 'dashboard-program-new-course-en-1366');
      await editCourse.click();
      await page.waitForURL(/\/dashboard\/content\/course\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Edit course' }).waitFor();
      await poll(() => field(page, 'Title (English)').inputValue()).toBe(fresh);

      // Assigned to the group through the assignments screen.
      await page.goto('/dashboard/assignment/new');
      await ready(page);
      const content = page
        .getByLabel(/^Course or program/)
        .and(page.locator('input:not([type=hidden])'));
      await content.click();
      await content.fill(`PATH-${token}`);
      await page.getByRole('option', { name: new RegExp(`PATH-${token}`) }).click();
      const groups = page.getByLabel(/^Groups/).and(page.locator('input:not([type=hidden])'));
      await groups.click();
      await groups.fill(`Dock crew ${token}`);
      await page.getByRole('option', { name: new RegExp(`Dock crew ${token}`) }).click();
      await page.keyboard.press('Escape');
      const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      await fillDate(page, /^End date/, end);
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.waitForURL((url) => /\/dashboard\/assignment\/\d+$/.test(url.pathname));
      const row = page.getByRole('row').filter({ hasText: `crew-${token}@example.com` });
      await row.waitFor();
      await snap(page, 'dashboard-program-assigned-en-1366');

      // The same editor, English on a 390 px phone.
      await page.setViewportSize(NARROW_PHONE);
      await page.goto(`/dashboard/content/learning-path/${pathId}`);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Edit learning path' }).waitFor();
      await snap(page, 'dashboard-program-editor-en-390');
      expect(await overflows(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('the program editor in Thai on a 390 px phone: no overflow, no English left', async () => {
    const { context, page } = await adminPage(browser, NARROW_PHONE, 'th');
    try {
      const created = await api<{ id: number }>(page, 'POST', 'dashboard/learning-path/', {
        code: `PATH-TH-${token}`,
        title_en: `Thai path ${token}`,
        title_th: `เส้นทางภาษาไทย ${token}`,
        is_ordered: true,
      });
      await api(page, 'POST', `dashboard/learning-path/${created.id}/section/`, {
        name_en: 'Week one',
        name_th: 'สัปดาห์แรก',
      });
      await page.goto(`/dashboard/content/learning-path/${created.id}`);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'แก้ไขเส้นทางการเรียนรู้' }).waitFor();
      await page.getByRole('switch', { name: /เปิดขั้นตอนตามลำดับ/ }).waitFor();
      await snap(page, 'dashboard-program-editor-th-390');
      expect(await overflows(page)).toBe(false);
      // Every label of the editor is Thai: the Latin words left are the typed code and names,
      // the example code of the code field's hint, currencies, image formats and the product
      // names of the description editor's hint (paste from Word or Google Docs; YouTube, Vimeo).
      const allowed = ['PATH', 'Thai', 'path', 'NEG', 'THB', 'USD', 'JPY', 'JPG', 'JPEG', 'PNG'];
      allowed.push('YouTube', 'Vimeo', 'Word', 'Google', 'Docs');
      const text = await page.locator('main').innerText();
      const english = (text.match(/[A-Za-z]{3,}/g) ?? []).filter(
        (word) =>
          !allowed.includes(word) && !['GIF', 'WEBP'].includes(word) && !token.includes(word),
      );
      expect(english).toEqual([]);
      await page.getByRole('button', { name: 'เพิ่มขั้นตอน ใน สัปดาห์แรก' }).click();
      await page.getByRole('dialog', { name: 'เพิ่มขั้นตอน' }).waitFor();
      await ready(page);
      await snap(page, 'dashboard-program-picker-th-390');
      expect(await overflows(page)).toBe(false);

      // The Thai editor on a laptop.
      await page.keyboard.press('Escape');
      await page.setViewportSize(LAPTOP);
      await ready(page);
      await snap(page, 'dashboard-program-editor-th-1366');
      expect(await overflows(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
