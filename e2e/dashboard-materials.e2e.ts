import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, launch, newPage, snap } from './support/browser';
import { signInAdmin } from './support/admin';
import { newLearnerPage } from './support/learners';
import { api, field } from './support/session';

/**
 * Materials made in the dashboard (issue 5 item 1): an administrator uploads the demo video
 * through the resumable upload (its first chunk's connection is dropped and the upload carries
 * on; it is paused and resumed), makes a video material in English and Thai, puts it in a new course with the demo test,
 * publishes, and a new learner finds the course and plays the uploaded video. The material form
 * is then looked at on a phone in Thai.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const VIDEO = path.resolve(import.meta.dirname, '../apps/server/src/seed/media/lesson.mp4');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const token = `zm${Date.now().toString(36)}`;
const materialCode = `VID-${token.toUpperCase()}`;
const materialEn = `Loading cranes safely ${token}`;
const materialTh = `การใช้เครนอย่างปลอดภัย ${token}`;
const courseEn = `Port operations ${token}`;
const courseTh = `งานปฏิบัติการท่าเรือ ${token}`;

async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

let materialId = 0;

describe('dashboard materials', () => {
  test('an uploaded video becomes a material, goes into a new course, and a learner plays it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signInAdmin(page, 'en');
      await page.goto('/dashboard/content');
      await ready(page);
      await page.getByRole('button', { name: 'New material' }).click();
      await page.getByRole('menuitem', { name: 'Video', exact: true }).click();
      await page.waitForURL('**/dashboard/content/material/new/video');
      await ready(page);

      await field(page, 'Code').fill(materialCode);
      await field(page, 'Title (English)').fill(materialEn);
      await field(page, 'Title (Thai)').fill(materialTh);
      await page
        .getByRole('textbox', { name: 'Description (English)', exact: true })
        .fill('Signals, loads and the swing zone.');
      await page
        .getByRole('textbox', { name: 'Description (Thai)', exact: true })
        .fill('สัญญาณมือ น้ำหนัก และพื้นที่หมุนของเครน');

      // The first PATCH's connection drops: the client asks how far it got and carries on. The
      // second is held long enough to pause the upload, which is then resumed.
      const patches: string[] = [];
      let release: () => void = () => undefined;
      await page.route('**/api/dashboard/upload/**', async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        patches.push(route.request().headers()['upload-offset'] ?? '');
        if (patches.length === 1) return route.abort('connectionreset');
        if (patches.length === 2) {
          await new Promise<void>((resolve) => (release = resolve));
          return route.continue().catch(() => undefined);
        }
        return route.continue();
      });
      await page.locator('input[type="file"][accept*="mp4"]').setInputFiles(VIDEO);
      await poll(() => patches.length).toBe(2);
      const progress = page.getByRole('progressbar', { name: 'Upload of lesson.mp4' });
      // (A bar at 0% has no width, so its presence and the text say it is running.)
      await poll(() => progress.count()).toBe(1);
      await poll(() => page.getByText(/^Uploading… \d+%$/).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Pause' }).click();
      await poll(() => page.getByText(/^Paused at \d+%$/).isVisible()).toBe(true);
      await snap(page, 'dashboard-material-upload-paused-desktop-en');
      release();
      await page.getByRole('button', { name: 'Resume' }).click();
      await poll(() => page.getByText('lesson.mp4 uploaded.').isVisible()).toBe(true);
      expect(patches.length).toBeGreaterThanOrEqual(3);
      await page.unroute('**/api/dashboard/upload/**');
      // The browser read the length from the file.
      await poll(() => field(page, 'Length in seconds').inputValue()).toBe('8');
      await snap(page, 'dashboard-material-new-video-desktop-en');

      await page.getByRole('button', { name: 'Create material' }).click();
      await page.waitForURL(/\/dashboard\/content\/material\/\d+$/);
      materialId = Number(new URL(page.url()).pathname.split('/').pop());
      await ready(page);
      await poll(() =>
        page.getByRole('heading', { level: 1, name: 'Edit material: Video' }).isVisible(),
      ).toBe(true);
      await poll(() => page.getByText(/Current file: lesson\.mp4/).isVisible()).toBe(true);

      // A new course holding the new video and the demo test.
      await page.goto('/dashboard/content/course/new');
      await ready(page);
      await field(page, 'Code').fill(`C-${token.toUpperCase()}`);
      await field(page, 'Title (English)').fill(courseEn);
      await field(page, 'Title (Thai)').fill(courseTh);
      await page.getByRole('button', { name: 'Create course' }).click();
      await page.waitForURL(/\/dashboard\/content\/course\/\d+$/);
      const courseId = Number(new URL(page.url()).pathname.split('/').pop());
      await ready(page);
      await page.getByRole('button', { name: 'Add section' }).click();
      const naming = page.getByRole('dialog', { name: 'Add section' });
      await naming.getByLabel(/^Section name \(English\)/).fill('On the quay');
      await naming.getByLabel(/^Section name \(Thai\)/).fill('บนท่าเรือ');
      await naming.getByRole('button', { name: 'Save' }).click();
      await poll(() => naming.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Add lesson to On the quay' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a lesson' });
      await picker.getByRole('searchbox', { name: /Search content/ }).fill(materialCode);
      const addVideo = picker.getByRole('button', { name: `Add ${materialEn}` });
      await poll(() => addVideo.count()).toBe(1);
      await addVideo.click();
      await poll(() => addVideo.isDisabled()).toBe(true);
      await picker.getByRole('searchbox', { name: /Search content/ }).fill('TEST-THAI-BASICS');
      await picker.getByRole('button', { name: 'Add Thailand basics quiz' }).click();
      await poll(() =>
        picker.getByRole('button', { name: 'Add Thailand basics quiz' }).isDisabled(),
      ).toBe(true);
      await page.keyboard.press('Escape');
      const lessons = page.getByRole('list', { name: 'On the quay' });
      await poll(() => lessons.getByRole('listitem').count()).toBe(2);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await poll(() => page.getByText('The course is published.').first().isVisible()).toBe(true);
      await snap(page, 'dashboard-materials-course-desktop-en');

      // A new learner finds the course and plays the uploaded video.
      const learner = await newLearnerPage(browser, 'materials');
      try {
        const lp = learner.page;
        await api(lp, 'PATCH', 'account/profile/', { language: 'en' });
        await lp.goto(`/course?search=${encodeURIComponent(token)}`);
        await ready(lp);
        await lp.getByRole('link', { name: courseEn }).first().click();
        await lp.waitForURL(`**/course/${courseId}`);
        await lp.getByRole('button', { name: 'Enrol for free' }).click();
        await lp.getByRole('link', { name: 'Start learning' }).click();
        await lp.waitForURL(new RegExp(`/course/${courseId}/playlist/\\d+$`));
        const video = lp.locator('video[data-testid="media-player"]');
        await video.waitFor();
        await poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(
          `/api/material/${materialId}/media/`,
        );
        await video.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          await v.play();
        });
        await poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
        await video.evaluate((v: HTMLVideoElement) => v.pause());
        await lp.getByText(materialEn).first().waitFor();
        await snap(lp, 'dashboard-materials-learner-plays-desktop-en');
      } finally {
        await learner.context.close();
      }
    } finally {
      await context.close();
    }
  });

  test('Thai, phone: the material form and the new-material menu fit the screen', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await signInAdmin(page, 'th');
      await page.goto(`/dashboard/content/material/${materialId}?lang=th`);
      await ready(page);
      await poll(() =>
        page.getByRole('heading', { level: 1, name: 'แก้ไขสื่อการเรียน: วิดีโอ' }).isVisible(),
      ).toBe(true);
      await poll(() => field(page, 'ชื่อ (ภาษาไทย)').inputValue()).toBe(materialTh);
      await poll(() => page.getByText(/ไฟล์ปัจจุบัน: lesson\.mp4/).isVisible()).toBe(true);
      expect(await overflows(page)).toBe(false);
      await snap(page, 'dashboard-material-edit-phone-th');

      await page.goto('/dashboard/content/material/new/document?lang=th');
      await ready(page);
      await page.getByRole('button', { name: 'สร้างสื่อการเรียน' }).click();
      await poll(() => page.getByText('กรุณากรอกข้อมูลในช่องนี้').first().isVisible()).toBe(true);
      expect(await overflows(page)).toBe(false);
      // The first field in error took the focus and scrolled; the capture starts at the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'dashboard-material-new-document-phone-th');
    } finally {
      await context.close();
    }
  });
});
