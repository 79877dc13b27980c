import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO,
  DESKTOP,
  PHONE,
  expectAccessible,
  launch,
  newPage,
  settled,
  snap,
} from './support/browser';
import { acceptDocuments, api, field, fillSignIn, registerLearner } from './support/session';

/**
 * The administrator's content screens (issue 5 item 1): a course is created with English and
 * Thai titles, gets a section holding a demo video and a demo test, is published, and a fresh
 * learner finds it in the front catalog in English and in Thai. Then the content list and the
 * course form on a phone in Thai.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A word no demo content holds, so each search finds this run's course only. */
const token = `zq${Date.now().toString(36)}`;
const code = `E2E-${token.toUpperCase()}`;
const titleEn = `Harbour logistics ${token}`;
const titleTh = `โลจิสติกส์ท่าเรือ ${token}`;

/** Waits until lists and lazy screens have loaded. */
async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** A screenshot of what a phone shows first (a full page of 50 cards is too long to read). */
async function snapScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.resolve(import.meta.dirname, 'screenshots', `${name}.png`) });
}

/** Whether the page is wider than the screen (something sticks out on a phone). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('dashboard content', () => {
  test('English, desktop: create, outline and publish a course; a learner finds it in English and Thai', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const learnerSide = await newPage(browser, DESKTOP);
    try {
      await page.goto('/dashboard/');
      await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
      await fillSignIn(page, DEMO.admin);
      await page.waitForURL(
        (url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard',
      );
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await page.goto('/dashboard/');

      const nav = page.getByRole('navigation').first();
      await poll(() => nav.getByRole('link', { name: 'Content' }).isVisible()).toBe(true);
      await nav.getByRole('link', { name: 'Content' }).click();
      await page.waitForURL('**/dashboard/content');
      await ready(page);
      await poll(() =>
        page.getByRole('table', { name: 'Content' }).getByRole('row').count(),
      ).toBeGreaterThan(2);
      await snap(page, 'dashboard-content-list-desktop-en');
      await expectAccessible(page, '/dashboard/content');

      // The form: the end before the start is refused on the spot, with the Thai title missing.
      await page.getByRole('link', { name: 'New course' }).click();
      await page.waitForURL('**/dashboard/content/course/new');
      await ready(page);
      await field(page, 'Code').fill(code);
      await field(page, 'Title (English)').fill(titleEn);
      await page
        .getByRole('textbox', { name: 'Description (English)', exact: true })
        .fill('Moving containers from ship to shore.');
      await field(page, 'Enrolment opens').fill('2026-12-01T09:00');
      await field(page, 'Enrolment closes').fill('2026-11-01T09:00');
      await page.getByRole('button', { name: 'Create course' }).click();
      await poll(() => page.getByText('This field is required').isVisible()).toBe(true);
      await poll(() =>
        page.getByText('The end time must be later than the start time.').isVisible(),
      ).toBe(true);
      await snap(page, 'dashboard-course-form-errors-desktop-en');
      await field(page, 'Title (Thai)').fill(titleTh);
      await field(page, 'Enrolment opens').fill('');
      await field(page, 'Enrolment closes').fill('');
      await page.getByRole('button', { name: 'Create course' }).click();
      await page.waitForURL(/\/dashboard\/content\/course\/\d+$/);
      const courseId = Number(new URL(page.url()).pathname.split('/').pop());
      await ready(page);
      await poll(() =>
        page.getByRole('heading', { level: 1, name: 'Edit course' }).isVisible(),
      ).toBe(true);

      // A section with a demo video and the demo test.
      await page.getByRole('button', { name: 'Add section' }).click();
      const naming = page.getByRole('dialog', { name: 'Add section' });
      await naming.getByLabel(/^Section name \(English\)/).fill('Getting started');
      await naming.getByLabel(/^Section name \(Thai\)/).fill('เริ่มต้น');
      await naming.getByRole('button', { name: 'Save' }).click();
      await poll(() => naming.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Add lesson to Getting started' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a lesson' });
      await picker.getByRole('searchbox', { name: /Search content/ }).fill('C-EXCEL-101-VIDEO');
      const addVideo = picker.getByRole('button', {
        name: 'Add Video lesson: Spreadsheets for everyday work',
      });
      await poll(() => addVideo.count()).toBe(1);
      await snap(page, 'dashboard-slot-picker-desktop-en');
      await addVideo.click();
      await poll(() => addVideo.isDisabled()).toBe(true);
      await picker.getByRole('searchbox', { name: /Search content/ }).fill('TEST-THAI-BASICS');
      await picker.getByRole('button', { name: 'Add Thailand basics quiz' }).click();
      await poll(() =>
        picker.getByRole('button', { name: 'Add Thailand basics quiz' }).isDisabled(),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await poll(() => picker.isVisible()).toBe(false);
      const lessons = page.getByRole('list', { name: 'Getting started' });
      await poll(() => lessons.getByRole('listitem').count()).toBe(2);
      // The test goes first.
      await page.getByRole('button', { name: 'Move Thailand basics quiz up' }).click();
      await poll(() => lessons.getByRole('listitem').first().textContent()).toContain(
        'Thailand basics quiz',
      );

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await poll(() => page.getByText('The course is published.').first().isVisible()).toBe(true);
      await poll(() => page.getByRole('button', { name: 'Unpublish' }).isVisible()).toBe(true);
      await snap(page, 'dashboard-course-edit-desktop-en');
      await expectAccessible(page, '/dashboard/content/course/{id}');

      // The category tree, and a tag made in English and Thai.
      await nav.getByRole('link', { name: 'Categories' }).click();
      await page.waitForURL('**/dashboard/category');
      await ready(page);
      await poll(() =>
        page.getByRole('table', { name: 'Categories' }).getByRole('row').count(),
      ).toBeGreaterThan(1);
      // A child category under 'Digital skills'; the parent, still used, cannot be deleted.
      await page.getByRole('button', { name: 'Add child of Digital skills' }).click();
      const child = page.getByRole('dialog', { name: 'New category' });
      await child.getByLabel(/^Code/).fill(`CAT-${token}`);
      await child.getByLabel(/^Name \(English\)/).fill(`Spreadsheet tricks ${token}`);
      await child.getByLabel(/^Name \(Thai\)/).fill(`เคล็ดลับสเปรดชีต ${token}`);
      expect(await child.getByRole('combobox', { name: 'Parent category' }).inputValue()).not.toBe(
        '',
      );
      await child.getByRole('button', { name: 'Save' }).click();
      await poll(() => child.isVisible()).toBe(false);
      await poll(() => page.getByText(`└ Spreadsheet tricks ${token}`).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Delete Digital skills' }).click();
      const refusal = page.getByRole('dialog', { name: 'Delete "Digital skills"?' });
      await refusal.getByRole('button', { name: 'Delete' }).click();
      await poll(() =>
        refusal.getByText('This item is still in use, so it cannot be deleted.').isVisible(),
      ).toBe(true);
      await snap(page, 'dashboard-category-424-desktop-en');
      await refusal.getByRole('button', { name: 'Cancel' }).click();
      await snap(page, 'dashboard-categories-desktop-en');
      await expectAccessible(page, '/dashboard/category');
      await nav.getByRole('link', { name: 'Tags' }).click();
      await page.waitForURL('**/dashboard/tag');
      await ready(page);
      await page.getByRole('button', { name: 'New tag' }).click();
      const tagForm = page.getByRole('dialog', { name: 'New tag' });
      await tagForm.getByLabel(/^Name \(English\)/).fill(`Ports ${token}`);
      await tagForm.getByLabel(/^Name \(Thai\)/).fill(`ท่าเรือ ${token}`);
      await snap(page, 'dashboard-tag-form-desktop-en');
      await tagForm.getByRole('button', { name: 'Save' }).click();
      await poll(() => tagForm.isVisible()).toBe(false);
      await poll(() => page.getByText(`ท่าเรือ ${token}`).isVisible()).toBe(true);

      // The list finds it by its code, published.
      await page.goto(`/dashboard/content?search=${encodeURIComponent(token)}`);
      await ready(page);
      const row = page.getByRole('table', { name: 'Content' }).getByRole('row').nth(1);
      await poll(() => row.textContent()).toContain('Published');

      // A fresh learner finds it in the catalog, in English and then in Thai.
      const learner = learnerSide.page;
      await registerLearner(learner, 'content');
      await acceptDocuments(learner);
      await api(learner, 'PATCH', 'account/profile/', { language: 'en' });
      await learner.goto(`/course?search=${encodeURIComponent('harbour')}`);
      await ready(learner);
      await poll(() => learner.getByRole('link', { name: titleEn }).first().isVisible()).toBe(true);
      await snap(learner, 'dashboard-content-catalog-en');
      await api(learner, 'PATCH', 'account/profile/', { language: 'th' });
      await learner.goto(`/course?lang=th&search=${encodeURIComponent('ท่าเรือ')}`);
      await ready(learner);
      await poll(() => learner.getByRole('link', { name: titleTh }).first().isVisible()).toBe(true);
      await snap(learner, 'dashboard-content-catalog-th');
      await learner.goto(`/course/${courseId}?lang=th`);
      await ready(learner);
      await poll(() => learner.getByRole('heading', { level: 1, name: titleTh }).isVisible()).toBe(
        true,
      );
    } finally {
      await context.close();
      await learnerSide.context.close();
    }
  });

  test('Thai, phone: the content list and the course form fit 375 px', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await api(page, 'POST', 'dashboard/account/login/', {
        username: DEMO.admin.email,
        password: DEMO.admin.password,
      });
      await page.goto('/dashboard/content?lang=th');
      await ready(page);
      await poll(() => page.getByRole('heading', { level: 1, name: 'เนื้อหา' }).isVisible()).toBe(
        true,
      );
      await poll(() =>
        page.getByRole('list', { name: 'เนื้อหา' }).getByRole('listitem').count(),
      ).toBeGreaterThan(1);
      expect(await overflows(page)).toBe(false);
      await snap(page, 'dashboard-content-list-phone-th');
      await snapScreen(page, 'dashboard-content-list-phone-th-screen');
      await expectAccessible(page, '/dashboard/content (phone, Thai)');

      await page.goto('/dashboard/content/course/new?lang=th');
      await ready(page);
      await field(page, 'ชื่อ (ภาษาอังกฤษ)').fill('Phone only');
      await page.getByRole('button', { name: 'สร้างคอร์ส' }).click();
      await poll(() => page.getByText('กรุณากรอกข้อมูลในช่องนี้').first().isVisible()).toBe(true);
      expect(await overflows(page)).toBe(false);
      await snap(page, 'dashboard-course-form-phone-th');
      await snapScreen(page, 'dashboard-course-form-phone-th-screen');
      // Leaving with unsaved changes asks first.
      await page.getByRole('link', { name: /กลับไปที่เนื้อหา/ }).click();
      const leave = page.getByRole('dialog', { name: 'ออกโดยไม่บันทึกหรือไม่' });
      await poll(() => leave.isVisible()).toBe(true);
      await snap(page, 'dashboard-course-leave-phone-th');
      await leave.getByRole('button', { name: 'ออก' }).click();
      await page.waitForURL('**/dashboard/content*');

      // The category tree on a phone, and its form.
      await page.goto('/dashboard/category?lang=th');
      await ready(page);
      await poll(() => page.getByRole('heading', { level: 1, name: 'หมวดหมู่' }).isVisible()).toBe(
        true,
      );
      expect(await overflows(page)).toBe(false);
      await snapScreen(page, 'dashboard-categories-phone-th-screen');
      await page.getByRole('button', { name: 'สร้างหมวดหมู่' }).click();
      const categoryForm = page.getByRole('dialog', { name: 'สร้างหมวดหมู่' });
      await categoryForm.getByRole('button', { name: 'บันทึก' }).click();
      await poll(() => categoryForm.getByText('กรุณากรอกข้อมูลในช่องนี้').first().isVisible()).toBe(true);
      await snapScreen(page, 'dashboard-category-form-phone-th-screen');
      await page.keyboard.press('Escape');

      // The course of the first journey, its outline on a phone.
      await page.goto(`/dashboard/content?lang=th&search=${encodeURIComponent(token)}`);
      await ready(page);
      await page.getByRole('link', { name: titleTh }).first().click();
      await page.waitForURL(/\/dashboard\/content\/course\/\d+/);
      await ready(page);
      await poll(() =>
        page.getByRole('list', { name: 'เริ่มต้น' }).getByRole('listitem').count(),
      ).toBe(2);
      expect(await overflows(page)).toBe(false);
      await snap(page, 'dashboard-course-edit-phone-th');
      await expectAccessible(page, '/dashboard/content/course/{id} (phone, Thai)');
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' }).catch(() => undefined);
      await context.close();
    }
  });
});
