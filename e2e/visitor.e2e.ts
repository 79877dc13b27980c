import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, PHONE, baseUrl, launch, newPage, settled, snap } from './support/browser';
import { api } from './support/session';

// B2C explore mode (issue 20): B2C is global state, switched on in beforeAll through the
// dashboard API and off again in afterAll; every step of this file runs inside that window.
const poll = expect.poll;
const token = `${Date.now().toString(36)}`;
const titleEn = `Visitor course ${token}`;
const titleTh = `คอร์สผู้เยี่ยมชม ${token}`;

let browser: Browser;
let admin: Page;
let courseId = 0;
let courseImage = '';

async function setB2C(value: boolean) {
  await api(admin, 'PATCH', 'dashboard/config/config-b2c-is-enabled/', { value });
}

describe('visitors browse with B2C on', () => {
  beforeAll(async () => {
    browser = await launch();
    admin = (await newPage(browser, DESKTOP)).page;
    await api(admin, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    // A cover of the demo catalog (an 800 × 450 upload) for the course of this file.
    const demo = await api<{ results: { image: string | null }[] }>(
      admin,
      'GET',
      'course/?page_size=50',
    );
    courseImage = demo.results.find((c) => c.image)?.image ?? '';
    const course = await api<{ id: number }>(admin, 'POST', 'dashboard/course/', {
      code: `C-VIS-${token.toUpperCase()}`,
      title_en: titleEn,
      title_th: titleTh,
      desc_en: 'Open to "everyone" & free.',
      desc_th: 'เปิดให้ทุกคน เรียนฟรี',
      image: courseImage || null,
    });
    courseId = course.id;
    // One lesson (the demo test) so that the course may be published.
    const tests = await api<{ results: { id: number; code: string }[] }>(
      admin,
      'GET',
      'dashboard/content/?search=TEST-THAI-BASICS',
    );
    const lesson = tests.results.find((r) => r.code === 'TEST-THAI-BASICS');
    const section = await api<{ id: number }>(
      admin,
      'POST',
      `dashboard/course/${courseId}/section/`,
      {
        name_en: 'Start',
        name_th: 'เริ่มต้น',
      },
    );
    await api(admin, 'POST', `dashboard/course/${courseId}/section/${section.id}/slot/`, {
      child_id: lesson?.id,
    });
    await api(admin, 'POST', `dashboard/course/${courseId}/publish/`, { is_publish: true });
    await setB2C(true);
  });

  afterAll(async () => {
    try {
      if (admin) await setB2C(false);
    } finally {
      await browser?.close();
    }
  });

  test('a visitor on a Thai phone browses, opens a course, presses enrol, registers and lands back enrolled', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await page.goto('/course?lang=th');
      await settled(page);
      // The welcome dialog greets a first visit; the visitor goes on browsing.
      const welcome = page.getByRole('dialog', { name: 'ยินดีต้อนรับ!' });
      await poll(() => welcome.isVisible()).toBe(true);
      await snap(page, 'visitor-welcome-th-phone');
      await welcome.getByRole('button', { name: 'เริ่มเลือกดู' }).click();
      await poll(() => welcome.isVisible()).toBe(false);
      expect(page.url()).toContain('/course');
      const card = page.getByRole('link', { name: new RegExp(titleTh) }).first();
      const search = page.getByRole('searchbox').first();
      if (!(await card.isVisible())) {
        await search.fill(token);
        await search.press('Enter');
      }
      await poll(() => card.isVisible()).toBe(true);
      await snap(page, 'visitor-catalog-th-phone');
      await card.click();
      await page.waitForURL((url) => url.pathname.startsWith(`/course/${courseId}`));
      await poll(() => page.getByRole('heading', { level: 1, name: titleTh }).isVisible()).toBe(
        true,
      );

      // Enrol asks a visitor to sign in or register, and comes back here.
      const prompt = page.getByTestId('visitor-enroll');
      await poll(() => prompt.isVisible()).toBe(true);
      await snap(page, 'visitor-course-th-phone');
      await prompt.getByRole('link', { name: 'สมัครสมาชิก' }).click();
      await page.waitForURL((url) => url.pathname === '/account/register');
      const email = `visitor-${token}@example.com`;
      await page.locator('input[name="first_name"]').fill('Malee');
      await page.locator('input[name="last_name"]').fill('Visitor');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('Visitor#2026x');
      await page.locator('input[name="confirm_password"]').fill('Visitor#2026x');
      await page.locator('form button[type="submit"]').click();
      // The PDPA documents come first, then the way back to the course.
      for (let i = 0; i < 3; i += 1) {
        await page.waitForURL((url) => url.pathname.startsWith('/privacy-data/'));
        const path = new URL(page.url()).pathname;
        await page
          .getByLabel(/I have read and accept this document|ข้าพเจ้าได้อ่านและยอมรับเอกสารนี้/)
          .check();
        await page.getByRole('button', { name: /Accept and continue|ยอมรับและดำเนินการต่อ/ }).click();
        await page.waitForURL((url) => url.pathname !== path);
      }
      await page.waitForURL((url) => url.pathname === `/course/${courseId}`);
      // Back on the course: the enrolment it started is posted once the page has the course, and
      // done when its answer is in (a signed-in learner's case is then no longer 'free').
      await poll(
        async () =>
          (
            await api<{ learning_result: { status: number } | null }>(
              page,
              'GET',
              `course/${courseId}/`,
            )
          ).learning_result !== null,
      ).toBe(true);
      await poll(() => page.getByTestId('visitor-enroll').count()).toBe(0);
      await snap(page, 'visitor-enrolled-th-phone');
    } finally {
      await context.close();
    }
  });

  test("a shared course link's HTML names its title and image in Open Graph tags, without JavaScript", async () => {
    const response = await fetch(`${baseUrl()}/course/${courseId}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (key: string) =>
      html.match(new RegExp(`<meta property="${key}" content="([^"]*)">`))?.[1];
    expect(meta('og:title')).toBe(titleEn);
    expect(meta('og:description')).toBe('Open to &quot;everyone&quot; &amp; free.');
    expect(meta('og:url')).toMatch(new RegExp(`/course/${courseId}$`));
    if (courseImage)
      expect(meta('og:image')).toMatch(
        new RegExp(`${courseImage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    expect(html).toContain(`<title>${titleEn} | Learning Portal</title>`);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /dashboard/');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<(urlset|sitemapindex)/);
  });
});
