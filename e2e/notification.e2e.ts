import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Notifications and support (issue 17). In English on a desktop: the administrator assigns a
 * course with a deadline to a new learner, whose bell counts 1 without a reload, and whose home
 * page lists it under What's due. In Thai on a phone: a new learner writes to support from the
 * messenger, the administrator answers from the dashboard's support desk, and the answer appears
 * in the learner's conversation live. The messenger is switched on for that test only and off
 * again after it; the demo administrator's language is not touched.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

async function adminPage(viewport = DESKTOP) {
  const admin = await newPage(browser, viewport);
  await api(admin.page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  return admin;
}

async function setMessenger(page: Page, on: boolean) {
  await api(page, 'PATCH', 'dashboard/config/messenger-is-enabled/', { value: on });
}

describe('notifications and support', () => {
  it('an assignment rings a new learner’s bell live and shows under What’s due', async () => {
    const learner = await newLearnerPage(browser, 'bell', DESKTOP);
    const { page } = learner;
    const me = await api<{ id: number }>(page, 'GET', 'account/profile/');
    await page.goto('/');
    const bell = page.getByTestId('notification-bell');
    await poll(() => bell.getAttribute('data-count')).toBe('0');

    const admin = await adminPage();
    const courses = await api<{ results: { id: number; code: string; title: string }[] }>(
      admin.page,
      'GET',
      'course/?content_type=course&search=C-ERGO-101&page_size=5',
    );
    const course = courses.results.find((c) => c.code === 'C-ERGO-101');
    expect(course).toBeDefined();
    await api(admin.page, 'POST', 'dashboard/assignment/', {
      content_id: course?.id,
      user_ids: [me.id],
      date_start: new Date().toISOString(),
      date_end: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await admin.context.close();

    // The socket brings the count: no reload.
    await poll(() => bell.getAttribute('data-count')).toBe('1');
    await snap(page, 'notification-bell-en-desktop');
    await bell.click();
    await page
      .getByText(`“${course?.title ?? ''}”`)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    const due = page.locator('section[aria-labelledby="home-due-title"]');
    await due.getByText(course?.title ?? '').waitFor();
    // The home page's other sections finish loading first (their placeholders are not checked).
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'home with What’s due (en)');
    await learner.context.close();
  });

  it('a Thai learner on a phone writes to support and reads the dashboard’s answer live', async () => {
    const admin = await adminPage();
    await setMessenger(admin.page, true);
    try {
      const learner = await newLearnerPage(browser, 'support', PHONE, 'th-TH');
      const { page } = learner;
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await page.goto('/messenger?lang=th');
      await page.getByRole('heading', { level: 1, name: 'ข้อความ' }).waitFor();
      await page.getByRole('button', { name: 'ติดต่อฝ่ายช่วยเหลือ' }).click();
      await page.waitForURL((url) => /^\/messenger\/\d+$/.test(url.pathname));
      const conversationId = Number(new URL(page.url()).pathname.split('/').at(-1));
      const box = page.getByRole('textbox', { name: 'พิมพ์ข้อความ' });
      await box.fill('สวัสดีค่ะ ขอใบประกาศได้ที่ไหน');
      await page.getByRole('button', { name: 'ส่ง', exact: true }).click();
      await page.getByTestId('message').filter({ hasText: 'ขอใบประกาศได้ที่ไหน' }).waitFor();
      await expectAccessible(page, 'support conversation (th, phone)');

      // The administrator answers from the support desk (whatever their language).
      await admin.page.goto(`/dashboard/support/${conversationId}`);
      await admin.page.getByTestId('message').filter({ hasText: 'ขอใบประกาศได้ที่ไหน' }).waitFor();
      await admin.page.locator('form textarea').fill('Under My library → Certificates');
      await admin.page.locator('form button[type=submit]').click();
      await admin.page.getByTestId('message').filter({ hasText: 'Under My library' }).waitFor();
      await snap(admin.page, 'support-desk-desktop');

      // The learner's open conversation shows it without a reload, from ฝ่ายช่วยเหลือ.
      const answer = page.getByTestId('message').filter({ hasText: 'Under My library' });
      await answer.waitFor();
      expect(await answer.textContent()).toContain('ฝ่ายช่วยเหลือ');
      await snap(page, 'messenger-support-th-phone');
      await learner.context.close();
    } finally {
      await setMessenger(admin.page, false);
      await admin.context.close();
    }
  });
});
