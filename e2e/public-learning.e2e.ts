import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, PHONE, launch, newPage, settled, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

// Public learning and public providers (issue 20 item 3) and the mobile web views (item 6).
// B2C is global state: switched on in beforeAll through the dashboard API and off in afterAll.
const token = Date.now().toString(36);
const providerTh = `วิทยาลัยทดสอบ ${token}`;
const itemTh = `บทเรียนสาธารณะ ${token}`;
const draftTh = `ฉบับร่าง ${token}`;

let browser: Browser;
let admin: Page;
let providerId = 0;
let itemId = 0;

async function setB2C(value: boolean) {
  await api(admin, 'PATCH', 'dashboard/config/config-b2c-is-enabled/', { value });
}

async function createItem(title_th: string, is_publish: boolean) {
  const item = await api<{ id: number }>(admin, 'POST', 'dashboard/public-learning/', {
    public_provider_id: providerId,
    title_en: `Public lesson ${title_th}`,
    title_th,
    desc_th: 'เรียนฟรีสำหรับทุกคน',
    body_en: '<p>Drink water.</p>',
    body_th: '<p>ดื่มน้ำวันละแปดแก้ว</p>',
    is_publish,
  });
  return item.id;
}

describe('public learning and mobile web views', () => {
  beforeAll(async () => {
    browser = await launch();
    admin = (await newPage(browser, DESKTOP)).page;
    await api(admin, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    const provider = await api<{ id: number }>(admin, 'POST', 'dashboard/public-provider/', {
      name_en: `Test college ${token}`,
      name_th: providerTh,
      about_th: '<p>บทเรียนสั้นสำหรับทุกคน</p>',
      is_publish: true,
    });
    providerId = provider.id;
    itemId = await createItem(itemTh, true);
    await createItem(draftTh, false);
    await setB2C(true);
  });

  afterAll(async () => {
    try {
      if (admin) await setB2C(false);
    } finally {
      await browser?.close();
    }
  });

  test('a visitor on a Thai phone opens a public provider and a public learning item', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await page.goto(`/public-provider/${providerId}?lang=th`);
      await page.getByRole('heading', { level: 1, name: providerTh }).waitFor();
      // The welcome dialog greets a first visit; the visitor goes on browsing.
      const welcome = page.getByRole('dialog', { name: 'ยินดีต้อนรับ!' });
      await expect.poll(() => welcome.isVisible()).toBe(true);
      await welcome.getByRole('button', { name: 'เริ่มเลือกดู' }).click();
      await expect.poll(() => welcome.isVisible()).toBe(false);
      await page.getByRole('link', { name: new RegExp(itemTh) }).waitFor();
      expect(await page.getByText(draftTh).count()).toBe(0);
      await snap(page, 'public-provider-visitor-th-phone');
      await page.getByRole('link', { name: new RegExp(itemTh) }).click();
      await page.waitForURL(`**/public-learning/${itemId}**`);
      await page.getByRole('heading', { level: 1, name: itemTh }).waitFor();
      await page.getByTestId('public-learning-body').getByText('ดื่มน้ำวันละแปดแก้ว').waitFor();
      await page.getByTestId('public-learning-visitor').waitFor();
      await snap(page, 'public-learning-visitor-th-phone');
    } finally {
      await context.close();
    }
  });

  test('a learner completes a public learning item and finds it in the library', async () => {
    const { context, page } = await newLearnerPage(browser, 'public-learning');
    try {
      await page.goto(`/public-learning/${itemId}`);
      await settled(page);
      const start = page.getByRole('button', { name: 'Start learning' });
      await expect.poll(() => start.isEnabled()).toBe(true);
      await start.click();
      await page.getByRole('button', { name: 'Mark as completed' }).click();
      await page.getByTestId('public-learning-status').getByText('Completed').waitFor();
      await page.goto('/profile/library/public-learning?group=done');
      await page.getByText(`Public lesson ${itemTh}`).first().waitFor();
      await snap(page, 'public-learning-library');
    } finally {
      await context.close();
    }
  });

  test('the mobile app signs its web view in once and /mobile/course renders without chrome', async () => {
    const learner = await newLearnerPage(browser, 'mobile-view', PHONE);
    const { token: raw } = await api<{ token: string }>(
      learner.page,
      'POST',
      'account/mobile-token/',
      {},
    );
    await learner.context.close();
    const { context, page } = await newPage(browser, PHONE);
    try {
      await page.goto(`/mobile/session-login?token=${raw}&next=/mobile/course`);
      await page.waitForURL('**/mobile/course');
      await settled(page);
      await page
        .getByRole('link', { name: /Workplace safety/ })
        .first()
        .waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await snap(page, 'mobile-course-phone');
      // The token was spent: opening the link again is refused.
      await page.goto(`/mobile/session-login?token=${raw}&next=/mobile/course`);
      await page.getByTestId('mobile-login-failed').waitFor();
    } finally {
      await context.close();
    }
  });
});
