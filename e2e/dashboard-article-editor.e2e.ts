import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launch, newPage, snap } from './support/browser';
import { signInAdmin } from './support/admin';
import { newLearnerPage } from './support/learners';
import { api, field } from './support/session';

/**
 * The rich-text editor (issue 21 item 3): an administrator writes an article in the editor with
 * a heading, a list, a table and an uploaded image, looks at the preview, saves and publishes
 * it; a new learner opens it on its own page and sees each of them. The editor and the article
 * are then looked at in Thai on a phone.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const IMAGE = path.resolve(import.meta.dirname, '../apps/server/src/seed/covers/C-ENG-101.jpg');
const PHONE_390 = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const token = `re${Date.now().toString(36)}`;
const titleEn = `Reading a contract ${token}`;
const titleTh = `การอ่านสัญญา ${token}`;
let articleId = 0;

async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Every image of a part of the page has loaded from the server (not a broken icon). */
const imagesLoaded = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll((images) =>
      images.every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );

describe('the rich-text editor', () => {
  test('an article written in the editor shows its heading, list, table and image to a learner', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signInAdmin(page, 'en');
      await page.goto('/dashboard/content');
      await ready(page);
      await page.getByRole('button', { name: 'New material' }).click();
      await page.getByRole('menuitem', { name: 'Article', exact: true }).click();
      await page.waitForURL('**/dashboard/content/material/new/article');
      await ready(page);
      await field(page, 'Code').fill(`ART-${token.toUpperCase()}`);
      await field(page, 'Title (English)').fill(titleEn);
      await field(page, 'Title (Thai)').fill(titleTh);

      const editor = page.getByRole('textbox', { name: 'Article (English)' });
      const toolbar = page.getByRole('toolbar', { name: 'Formatting of Article (English)' });
      await editor.click();
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      await page.keyboard.type('Contract basics');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Every contract names its parties.');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Offer');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Acceptance');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Insert table' }).click();
      await page.getByRole('button', { name: 'Table of 2 columns and 2 rows' }).click();
      await page.keyboard.type('Term');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Meaning');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Offer');
      await page.keyboard.press('Tab');
      await page.keyboard.type('A promise on terms');
      // The image goes through the dashboard's upload path and lands where the caret is.
      await toolbar.locator('input[type="file"]').setInputFiles(IMAGE);
      await poll(() =>
        editor
          .locator('img')
          .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? '')),
      ).toEqual([expect.stringMatching(/^\/api\/media\/image\//)]);

      const thai = page.getByRole('textbox', { name: 'Article (Thai)' });
      const thaiToolbar = page.getByRole('toolbar', { name: 'Formatting of Article (Thai)' });
      await thai.click();
      await thaiToolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      // A Thai input method composes a word (its draft shown in the page), then commits it.
      const cdp = await context.newCDPSession(page);
      for (const draft of ['ห', 'หล', 'หลั', 'หลัก'])
        await cdp.send('Input.imeSetComposition', {
          text: draft,
          selectionStart: draft.length,
          selectionEnd: draft.length,
        });
      await cdp.send('Input.insertText', { text: 'หลัก' });
      await page.keyboard.insertText('การของสัญญา');
      await poll(() => thai.locator('h2').textContent()).toBe('หลักการของสัญญา');
      await page.keyboard.press('Enter');
      await page.keyboard.insertText('สัญญาทุกฉบับต้องระบุคู่สัญญา');
      await page.keyboard.press('Enter');
      await thaiToolbar.getByRole('button', { name: 'Numbered list' }).click();
      await page.keyboard.insertText('คำเสนอ');
      await page.keyboard.press('Enter');
      await page.keyboard.insertText('คำสนองรับ');
      // (The editor keeps an empty paragraph after a list to type on.)
      await poll(async () =>
        (await thai.locator('h2, p').allTextContents()).filter(Boolean),
      ).toEqual(['หลักการของสัญญา', 'สัญญาทุกฉบับต้องระบุคู่สัญญา', 'คำเสนอ', 'คำสนองรับ']);
      await snap(page, 'dashboard-article-editor-desktop-en');

      // The preview shows it the way the learner's page does.
      // The article's own Preview (the descriptions above it are rich-text fields too).
      const articleField = page.getByRole('group', { name: /^Article \(English\)/ });
      await articleField.getByText('Preview', { exact: true }).click();
      const preview = page.getByRole('region', {
        name: 'Preview of Article (English) as learners see it',
      });
      await preview.getByRole('heading', { level: 2, name: 'Contract basics' }).waitFor();
      await poll(() => imagesLoaded(preview)).toBe(true);
      await snap(page, 'dashboard-article-preview-desktop-en');
      await articleField.getByText('Edit', { exact: true }).click();

      await page.getByRole('button', { name: 'Create material' }).click();
      await page.waitForURL(/\/dashboard\/content\/material\/\d+$/);
      articleId = Number(new URL(page.url()).pathname.split('/').pop());
      await ready(page);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Material published.').waitFor();
      // What was saved reloads into the editor as it was written.
      await page.reload();
      await ready(page);
      const reloaded = page.getByRole('textbox', { name: 'Article (English)' });
      await reloaded.getByRole('heading', { level: 2, name: 'Contract basics' }).waitFor();
      await poll(() => reloaded.locator('table td, table th').count()).toBe(4);
    } finally {
      await context.close();
    }

    const learner = await newLearnerPage(browser, 'editor');
    try {
      await learner.page.goto(`/article/${articleId}`);
      const body = learner.page.getByTestId('article-body');
      await body.getByRole('heading', { level: 2, name: 'Contract basics' }).waitFor();
      await poll(() => body.getByRole('listitem').allTextContents()).toEqual([
        'Offer',
        'Acceptance',
      ]);
      await poll(() => body.locator('table').getByText('A promise on terms').count()).toBe(1);
      await poll(() => imagesLoaded(body)).toBe(true);
      expect(await body.locator('img').count()).toBe(1);
      await snap(learner.page, 'article-editor-learner-desktop-en');
    } finally {
      await learner.context.close();
    }
  });

  test('the editor and the article in Thai on a phone', async () => {
    expect(articleId).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, PHONE_390, 'th-TH');
    try {
      await signInAdmin(page, 'th');
      await page.goto(`/dashboard/content/material/${articleId}`);
      await ready(page);
      const editor = page.getByRole('textbox', { name: 'บทความ (ภาษาอังกฤษ)' });
      await editor.getByRole('heading', { level: 2, name: 'Contract basics' }).waitFor();
      await page
        .getByRole('toolbar', { name: 'การจัดรูปแบบของบทความ (ภาษาไทย)' })
        .getByRole('button', { name: 'ตัวหนา' })
        .waitFor();
      expect(await overflows(page)).toBe(false);
      await snap(page, 'dashboard-article-editor-phone-th');
    } finally {
      // The shared administrator goes back to English for the other journeys.
      await api(page, 'PATCH', 'account/profile/', { language: 'en' }).catch(() => undefined);
      await context.close();
    }

    const learner = await newLearnerPage(browser, 'editorth', PHONE_390, 'th-TH');
    try {
      await api(learner.page, 'PATCH', 'account/profile/', { language: 'th' });
      await learner.page.goto(`/article/${articleId}`);
      const body = learner.page.getByTestId('article-body');
      await body.getByRole('heading', { level: 2, name: 'หลักการของสัญญา' }).waitFor();
      await body.getByText('สัญญาทุกฉบับต้องระบุคู่สัญญา').waitFor();
      await poll(() => body.locator('ol > li').allTextContents()).toEqual(['คำเสนอ', 'คำสนองรับ']);
      expect(await overflows(learner.page)).toBe(false);
      await snap(learner.page, 'article-editor-learner-phone-th');
    } finally {
      await learner.context.close();
    }
  });
});
