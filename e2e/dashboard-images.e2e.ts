import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makePng } from '../apps/server/test/images';
import { DESKTOP, PHONE, launch, newPage, settled, snap } from './support/browser';
import { signInAdmin } from './support/admin';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Images and question preview in the dashboard (issue 5 item 1): an administrator working in
 * Thai gives a new course a cover through the image picker (one of another size is cropped in
 * the browser first), a learner sees it on the course card; then the administrator previews a
 * multiple-choice question of the demo test on a phone, in Thai and in English.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const token = `im${Date.now().toString(36)}`;
const courseEn = `Food photography ${token}`;
const courseTh = `การถ่ายภาพอาหาร ${token}`;

const folder = mkdtempSync(path.join(tmpdir(), 'e2e-images-'));
const GOOD = path.join(folder, 'ปกคอร์ส.png');
const WRONG = path.join(folder, 'wrong-size.png');
writeFileSync(GOOD, makePng(800, 450, [234, 88, 12]));
writeFileSync(WRONG, makePng(640, 480, [30, 30, 30]));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** A capture of what is on screen (a full-screen dialog over a long form: not the whole page). */
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
async function snapScreen(page: Page, name: string) {
  await settled(page);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

async function idOf(page: Page, code: string): Promise<number> {
  const list = await api<{ results: { id: number; code: string }[] }>(
    page,
    'GET',
    `dashboard/content/?search=${encodeURIComponent(code)}`,
  );
  const row = list.results.find((r) => r.code === code);
  if (!row) throw new Error(`no content ${code}`);
  return row.id;
}

let testId = 0;

describe('dashboard images and question preview', () => {
  test('in Thai, an administrator gives a course a cover; a learner sees it on the card', async () => {
    const { context, page } = await newPage(browser, DESKTOP, 'th-TH');
    try {
      await signInAdmin(page, 'th');
      // A published course with one lesson (the demo test), made through the API.
      testId = await idOf(page, 'TEST-THAI-BASICS');
      const course = await api<{ id: number }>(page, 'POST', 'dashboard/course/', {
        code: `C-${token.toUpperCase()}`,
        title_en: courseEn,
        title_th: courseTh,
      });
      const section = await api<{ id: number }>(
        page,
        'POST',
        `dashboard/course/${course.id}/section/`,
        { name_en: 'Light', name_th: 'แสง' },
      );
      await api(page, 'POST', `dashboard/course/${course.id}/section/${section.id}/slot/`, {
        child_id: testId,
      });
      await api(page, 'POST', `dashboard/course/${course.id}/publish/`, { is_publish: true });

      await page.goto(`/dashboard/content/course/${course.id}?lang=th`);
      await ready(page);
      const picker = page.getByRole('group', { name: 'ภาพปก' });
      await poll(() => picker.isVisible()).toBe(true);
      await poll(() => picker.getByText('ยังไม่มีรูปภาพ').isVisible()).toBe(true);

      // Any size is taken: a cover of another size opens the crop dialog and is stored at
      // exactly 800 × 450 (a WebP: Chromium writes one), not refused (issue 21 item 5).
      let uploads = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/dashboard/upload/')) uploads += 1;
      });
      await page.locator('input[name="image"]').setInputFiles(WRONG);
      const crop = page.getByRole('dialog', { name: 'ครอบตัดรูปภาพ' });
      await poll(() => crop.isVisible()).toBe(true);
      expect(uploads).toBe(0);
      await snap(page, 'dashboard-image-crop-desktop-th');
      await crop.getByRole('button', { name: 'ใช้ภาพที่ครอบตัดนี้' }).click();
      await poll(() => crop.count()).toBe(0);
      const cropped = picker.getByRole('img', { name: 'ตัวอย่างภาพปก' });
      await poll(() =>
        cropped.evaluate(
          (img: HTMLImageElement) =>
            img.complete && [img.naturalWidth, img.naturalHeight].join('x'),
        ),
      ).toBe('800x450');
      await poll(async () => (await cropped.getAttribute('src')) ?? '').toMatch(/\.webp$/);
      expect(uploads).toBeGreaterThan(0);
      await snap(page, 'dashboard-image-cropped-desktop-th');

      await page.locator('input[name="image"]').setInputFiles(GOOD);
      const preview = picker.getByRole('img', { name: 'ตัวอย่างภาพปก' });
      await poll(() => preview.isVisible()).toBe(true);
      await poll(() =>
        preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBe(800);
      expect(uploads).toBeGreaterThan(0);
      await poll(() => picker.getByText('อัปโหลดรูปภาพแล้ว').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
      await poll(() => page.getByText('บันทึกคอร์สแล้ว').first().isVisible()).toBe(true);
      const saved = await api<{ image: string | null }>(
        page,
        'GET',
        `dashboard/course/${course.id}/`,
      );
      expect(saved.image).toMatch(/^\/api\/media\/image\/[a-f0-9]{2}\/[a-f0-9]{64}\.png$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'dashboard-image-course-cover-desktop-th');

      // A learner finds the course; its card shows the uploaded cover (desktop and phone).
      for (const [viewport, name] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        const learner = await newLearnerPage(browser, `images${name}`, viewport, 'th-TH');
        try {
          const lp = learner.page;
          await api(lp, 'PATCH', 'account/profile/', { language: 'th' });
          await lp.goto(`/course?search=${encodeURIComponent(token)}&lang=th`);
          await ready(lp);
          const link = lp.getByRole('link', { name: courseTh }).first();
          await poll(() => link.isVisible()).toBe(true);
          const cover = lp.locator(`img[src="${saved.image ?? ''}"]`).first();
          await cover.scrollIntoViewIfNeeded();
          await poll(() =>
            cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          ).toBe(800);
          expect(await overflows(lp)).toBe(false);
          await snap(lp, `learner-course-card-image-${name}-th`);
          if (name === 'desktop') {
            await link.click();
            await lp.waitForURL(`**/course/${course.id}`);
            await ready(lp);
            await poll(() => lp.locator(`img[src="${saved.image ?? ''}"]`).count()).toBe(1);
            await snap(lp, 'learner-course-detail-image-desktop-th');
          }
        } finally {
          await learner.context.close();
        }
      }
    } finally {
      await context.close();
    }
  });

  test('on a phone, a multiple-choice question is previewed as learners see it, Thai then English', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await signInAdmin(page, 'th');
      testId ||= await idOf(page, 'TEST-THAI-BASICS');
      await page.goto(`/dashboard/content/test/${testId}?lang=th`);
      await ready(page);
      const open = page.getByRole('button', { name: 'ดูตัวอย่างคำถามที่ 1' });
      await poll(() => open.isVisible()).toBe(true);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'ตัวอย่าง: คำถามที่ 1' });
      await poll(() => dialog.isVisible()).toBe(true);
      const card = dialog.getByTestId('question-preview');
      await poll(() => card.getByRole('heading', { name: 'ข้อที่ 1' }).isVisible()).toBe(true);
      await poll(() => card.getByText('เลือกคำตอบเดียว').isVisible()).toBe(true);
      const radios = card.getByRole('radio');
      expect(await radios.count()).toBeGreaterThan(1);
      await radios.first().check();
      expect(await overflows(page)).toBe(false);
      await snapScreen(page, 'dashboard-question-preview-phone-th');

      await dialog.getByText('English', { exact: true }).click();
      await poll(() => card.getByRole('heading', { name: 'Question 1' }).isVisible()).toBe(true);
      await poll(() => card.getByText('Choose one answer.').isVisible()).toBe(true);
      await snapScreen(page, 'dashboard-question-preview-phone-en');
      await page.keyboard.press('Escape');

      // The other image fields on a phone in Thai: a provider's logo, the sign-in background.
      await page.goto('/dashboard/provider?lang=th');
      await ready(page);
      await page.getByRole('button', { name: 'เพิ่มผู้ให้บริการ' }).click();
      const providerDialog = page.getByRole('dialog');
      await poll(() => providerDialog.getByRole('group', { name: 'โลโก้' }).isVisible()).toBe(true);
      await providerDialog.locator('input[name="image"]').setInputFiles(GOOD);
      await poll(() => providerDialog.getByRole('img', { name: 'ตัวอย่างโลโก้' }).isVisible()).toBe(
        true,
      );
      expect(await overflows(page)).toBe(false);
      await snapScreen(page, 'dashboard-provider-logo-phone-th');
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/settings?lang=th');
      await ready(page);
      const appearance = page.getByRole('region', { name: 'หน้าตาและเมนู' });
      const background = appearance.getByRole('group', { name: 'รูปพื้นหลังหน้าเข้าสู่ระบบ' });
      await background.scrollIntoViewIfNeeded();
      await poll(() => background.getByText('ยังไม่มีรูปภาพ').isVisible()).toBe(true);
      expect(await overflows(page)).toBe(false);
      await snapScreen(page, 'dashboard-settings-images-phone-th');
    } finally {
      await context.close();
    }
  });
});
