import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, launch, snap } from './support/browser';
import { adminPage } from './support/admin';
import { demoMaterialId, newLearnerPage } from './support/learners';
import { api, field } from './support/session';

/**
 * Lessons made where the course is built (issue 21 item 4): from the course outline's "Add
 * lesson" an administrator makes a new article with the article form inside the picker; it lands
 * in that section's slot, published, and a learner of the course reads it. Then the PDF viewer's
 * controls (item 12): a toolbar that stays on screen, the arrow keys, continuous scrolling, on a
 * desktop in English and a phone in Thai.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 30_000, interval: 100 });

/** Generous waits: the editor, its forms and PDF.js are lazy chunks, slow on a loaded machine. */
const LOADED = 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const token = `nl${Date.now().toString(36)}`;
const courseEn = `Customer calls ${token}`;
const articleEn = `Answering the first call ${token}`;
const articleTh = `การรับสายแรก ${token}`;
const articleText = `Greet, listen, then summarise ${token}.`;

async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe('a new lesson made in the course outline', () => {
  test('a new article is made in the picker, lands in the slot, and a learner reads it', async () => {
    const { context, page } = await adminPage(browser, DESKTOP, 'en');
    context.setDefaultTimeout(LOADED);
    try {
      await page.goto('/dashboard/content/course/new');
      await ready(page);
      await field(page, 'Code').fill(`C-${token.toUpperCase()}`);
      await field(page, 'Title (English)').fill(courseEn);
      await field(page, 'Title (Thai)').fill(`การรับสายลูกค้า ${token}`);
      await page.getByRole('button', { name: 'Create course' }).click();
      await page.waitForURL(/\/dashboard\/content\/course\/\d+$/);
      const courseId = Number(new URL(page.url()).pathname.split('/').pop());
      await ready(page);
      await page.getByRole('button', { name: 'Add section' }).click();
      const naming = page.getByRole('dialog', { name: 'Add section' });
      await naming.getByLabel(/^Section name \(English\)/).fill('First steps');
      await naming.getByLabel(/^Section name \(Thai\)/).fill('ก้าวแรก');
      await naming.getByRole('button', { name: 'Save' }).click();
      await poll(() => naming.isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Add lesson to First steps' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a lesson' });
      const kinds = picker.getByRole('region', { name: 'Create a new lesson' });
      await poll(() => kinds.getByRole('button').count()).toBe(7);
      await snap(page, 'dashboard-new-lesson-kinds-desktop-en');
      await kinds.getByRole('button', { name: '+ New article' }).click();
      const form = picker.getByRole('form', { name: 'New material: Article' });
      await form.waitFor();
      await form.getByLabel(/^Code/).fill(`ART-${token.toUpperCase()}`);
      await form.getByLabel(/^Title \(English\)/).fill(articleEn);
      await form.getByLabel(/^Title \(Thai\)/).fill(articleTh);
      const editor = form.getByRole('textbox', { name: 'Article (English)' });
      await editor.click();
      await page.keyboard.type(articleText);
      await poll(() => editor.textContent()).toContain(articleText);
      await snap(page, 'dashboard-new-lesson-form-desktop-en');
      await form.getByRole('button', { name: 'Create and add' }).click();
      await poll(() => page.getByText(`"${articleEn}" was created and added.`).isVisible()).toBe(
        true,
      );
      await poll(() => picker.isVisible()).toBe(false);
      const lessons = page.getByRole('list', { name: 'First steps' });
      await poll(() => lessons.getByRole('listitem').count()).toBe(1);
      await poll(() => lessons.getByRole('listitem').first().textContent()).toContain(articleEn);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await poll(() => page.getByText('The course is published.').first().isVisible()).toBe(true);
      await snap(page, 'dashboard-new-lesson-outline-desktop-en');

      const learner = await newLearnerPage(browser, 'newlesson');
      learner.context.setDefaultTimeout(LOADED);
      try {
        const lp = learner.page;
        await api(lp, 'PATCH', 'account/profile/', { language: 'en' });
        await lp.goto(`/course/${courseId}/curriculum`);
        await ready(lp);
        await lp.getByText(articleEn).first().waitFor();
        await lp.getByRole('button', { name: 'Enrol for free' }).click();
        await lp.getByRole('link', { name: 'Start learning' }).click();
        await lp.waitForURL(new RegExp(`/course/${courseId}/playlist/\\d+$`));
        await poll(() => lp.getByText(articleText).first().isVisible()).toBe(true);
        await snap(lp, 'dashboard-new-lesson-learner-desktop-en');
      } finally {
        await learner.context.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('the PDF viewer controls', () => {
  test('English desktop: the toolbar stays on screen, arrow keys turn pages, continuous scroll', async () => {
    const learner = await newLearnerPage(browser, 'pdfview', { width: 1366, height: 800 });
    learner.context.setDefaultTimeout(LOADED);
    try {
      const page = learner.page;
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      const id = await demoMaterialId(page, 'document', 'M-STRETCH-GUIDE');
      await page.goto(`/document/${id}`);
      await page.locator('.react-pdf__Page canvas').first().waitFor();
      const count = page.getByTestId('pdf-page');
      await poll(() => count.textContent()).toMatch(/^Page 1 of \d+$/);
      const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThan(1);
      await page.keyboard.press('ArrowRight');
      await poll(() => count.textContent()).toBe(`Page 2 of ${total}`);
      await page.locator('.react-pdf__Page[data-page-number="2"] canvas').waitFor();
      await page.keyboard.press('ArrowLeft');
      await poll(() => count.textContent()).toBe(`Page 1 of ${total}`);

      await page.getByRole('switch', { name: 'Continuous scroll' }).check({ force: true });
      await page.locator('.react-pdf__Page[data-page-number="2"] canvas').waitFor();
      await page.getByRole('button', { name: 'Next page' }).click();
      await poll(() => count.textContent()).toBe(`Page 2 of ${total}`);
      // Scrolled down to page 2, the toolbar is still on screen under the header.
      const bar = await page.getByRole('toolbar', { name: 'Document pages' }).boundingBox();
      expect(bar?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(bar?.y ?? 1000).toBeLessThan(120);
      await snap(page, 'player-pdf-continuous-desktop-en');
    } finally {
      await learner.context.close();
    }
  });

  test('Thai phone: the controls fit at 390 px and stay on screen', async () => {
    const learner = await newLearnerPage(browser, 'pdfphone', { ...PHONE, width: 390 }, 'th-TH');
    learner.context.setDefaultTimeout(LOADED);
    try {
      const page = learner.page;
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      const id = await demoMaterialId(page, 'document', 'M-STRETCH-GUIDE');
      await page.goto(`/document/${id}`);
      await page.locator('.react-pdf__Page canvas').first().waitFor();
      const count = page.getByTestId('pdf-page');
      await poll(() => count.textContent()).toMatch(/^หน้า 1 จาก \d+$/);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      ).toBe(true);
      await page.getByRole('button', { name: 'หน้าถัดไป' }).click();
      await poll(() => count.textContent()).toMatch(/^หน้า 2 จาก \d+$/);
      await page.mouse.wheel(0, 400);
      const bar = page.getByRole('toolbar', { name: 'หน้าเอกสาร' });
      await poll(async () => (await bar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      await snap(page, 'player-pdf-phone-th');
    } finally {
      await learner.context.close();
    }
  });
});
