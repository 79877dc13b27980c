import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Learner-made video (issue 19 item 4): an administrator makes a learner a creator; on a phone,
 * in Thai, the creator uploads a small video (resumable, with a preview) and sends it for
 * approval; the administrator plays it in Dashboard → Material requests and approves it; the
 * video then plays for another learner (English, desktop) at its own page.
 */

const VIDEO = path.resolve(import.meta.dirname, '../apps/server/src/seed/media/lesson.mp4');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function adminPage(): Promise<Page> {
  const { page } = await newPage(browser, DESKTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard');
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  return page;
}

/** Waits until the page's video element has loaded its first frames. */
async function playable(page: Page) {
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && video.readyState >= 2;
  });
}

describe('a creator’s own video', () => {
  it('is uploaded on a phone in Thai, approved in the dashboard and plays for learners', async () => {
    const { context, page } = await newLearnerPage(browser, 'ugcmedia', PHONE, 'th-TH');
    const me = await api<{ id: number }>(page, 'PATCH', 'account/profile/', { language: 'th' });
    const admin = await adminPage();
    await api(admin, 'PATCH', `dashboard/user/${me.id}/`, {
      first_name: 'สมใจ',
      last_name: 'ถ่ายคลิป',
      language: 'th',
      is_creator: true,
    });

    const title = `วิธีล้างมือ ${Date.now() % 100000}`;
    await page.goto('/video/create');
    await page.getByRole('heading', { level: 1, name: 'อัปโหลดวิดีโอ' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(VIDEO);
    await page.getByText('อัปโหลด lesson.mp4 แล้ว').waitFor();
    await playable(page);
    await page.getByRole('textbox', { name: /ชื่อเรื่อง/ }).fill(title);
    await page.getByRole('textbox', { name: /คำอธิบายสั้น/ }).fill('คลิปสั้นจากไลน์ผลิต');
    await expectAccessible(page, 'create video');
    await snap(page, 'ugc-media-create-th-phone');
    await page.getByRole('button', { name: 'ส่งขออนุมัติ' }).click();
    await page.waitForURL(/\/video\/\d+\/ugc$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByText('รออนุมัติ', { exact: true }).waitFor();
    await playable(page);
    await snap(page, 'ugc-media-waiting-th-phone');

    // The administrator plays it, then approves it.
    await admin.goto(`/dashboard/material-request?search=${encodeURIComponent(title)}`);
    await admin.getByRole('heading', { level: 1, name: 'Material requests' }).waitFor();
    await admin.getByRole('button', { name: `Review ${title}` }).click();
    await admin.getByRole('dialog').getByText('File: lesson.mp4').waitFor();
    await playable(admin);
    await snap(admin, 'ugc-media-dashboard-review-desktop');
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${title} is approved and published.`).waitFor();
    await admin.context().close();

    // The creator sees it approved in My materials: among the requests and among their media.
    await page.goto('/profile/my-material');
    const rows = page.getByRole('listitem').filter({ hasText: title });
    await rows.nth(1).getByText('อนุมัติแล้ว', { exact: true }).waitFor();
    await rows.first().getByText('อนุมัติแล้ว', { exact: true }).waitFor();
    await snap(page, 'ugc-media-my-material-th-phone');

    // Another learner, in English on a desktop, plays it at its own page.
    const other = await newLearnerPage(browser, 'ugcmedia-viewer', DESKTOP);
    await other.page.goto(`/video/${id}`);
    await other.page.getByText(title).first().waitFor();
    await playable(other.page);
    await other.page.evaluate(async () => {
      const video = document.querySelector('video');
      if (!video) throw new Error('no video');
      video.muted = true;
      await video.play();
    });
    await other.page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    await snap(other.page, 'ugc-media-playing-desktop');

    // A playlist's form offers a cover image (the learners' upload path, 800x450).
    await other.page.goto('/learning-playlist/create');
    await other.page.getByText('Cover image').first().waitFor();
    await expectAccessible(other.page, 'playlist form with cover');
    await snap(other.page, 'ugc-media-playlist-cover-desktop');
    await other.context.close();
    await context.close();
  });
});
