import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, settled } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Identification photo at sign-in (issue 18 item 6): with `iden-is-enabled` on, a new learner's
 * first page asks for a photo; the browser's camera (Chromium's fake camera here) takes it and
 * it is sent; the dialog goes, and the administrator sees the photo on the learner's page in the
 * dashboard. The setting is put back off afterwards.
 */
let browser: Browser;

async function adminPage() {
  const { context, page } = await newPage(browser);
  await api(page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  return { context, page };
}

async function setIden(value: boolean) {
  const { context, page } = await adminPage();
  await api(page, 'PATCH', 'dashboard/config/iden-is-enabled/', { value });
  await api(page, 'PATCH', 'dashboard/config/iden-type-photo-display/', { value: 0 });
  await context.close();
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  await setIden(true);
});

afterAll(async () => {
  if (browser) await setIden(false);
  await browser?.close();
});

describe('identification photo at sign-in', () => {
  it('asks a signed-in learner for a camera photo and shows it to the administrator', async () => {
    const learner = await newLearnerPage(browser, 'iden');
    await learner.context.grantPermissions(['camera']);
    await learner.page.goto('/');
    await settled(learner.page);
    const dialog = learner.page.getByTestId('iden-photo-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Turn on the camera' }).click();
    await learner.page.getByTestId('iden-video').waitFor();
    await expect
      .poll(() =>
        learner.page.getByTestId('iden-video').evaluate((v: HTMLVideoElement) => v.videoWidth),
      )
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await dialog.getByRole('img', { name: 'Your photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Send photo' }).click();
    await dialog.waitFor({ state: 'detached' });
    const profile = await api<{ id: number }>(learner.page, 'GET', 'account/profile/');
    // A reload of the same sign-in asks nothing more.
    await learner.page.reload();
    await settled(learner.page);
    expect(await learner.page.getByTestId('iden-photo-dialog').count()).toBe(0);
    await learner.context.close();

    const admin = await adminPage();
    await admin.page.goto(`/dashboard/user/${profile.id}`);
    await settled(admin.page);
    const photos = admin.page.getByTestId('user-iden-photos');
    await photos.waitFor();
    const image = photos.locator('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await admin.context.close();
  }, 120_000);
});
