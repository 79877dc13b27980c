import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * The calendar and grades (issues 16 and 17): in English on a desktop, a new learner with an
 * assignment due soon sees its deadline on /profile/calendar, opens it, and makes a feed link
 * whose iCalendar holds it; in Thai on a phone, a new learner's calendar opens in the list view
 * with a Buddhist-era title, and their grades show a submitted attempt.
 */
const DESKTOP_1366 = { width: 1366, height: 768 };
const PHONE_390 = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The id and title of a listed content found by its code. */
async function contentByCode(page: Page, kind: string, code: string) {
  const list = await api<{ results: { id: number; code: string; title: string }[] }>(
    page,
    'GET',
    `course/?content_type=${kind}&search=${code}&page_size=5`,
  );
  const found = list.results.find((c) => c.code === code);
  expect(found, code).toBeDefined();
  return found!;
}

describe('calendar', () => {
  it('shows a new learner’s deadline on my calendar, opens it, and feeds it to a calendar app', async () => {
    const learner = await newLearnerPage(browser, 'cal', DESKTOP_1366);
    const me = await api<{ id: number }>(learner.page, 'GET', 'account/profile/');
    const course = await contentByCode(learner.page, 'course', 'C-ERGO-101');

    const admin = await newPage(browser, DESKTOP_1366);
    await api(admin.page, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    const now = Date.now();
    await api(admin.page, 'POST', 'dashboard/assignment/', {
      content_id: course.id,
      user_ids: [me.id],
      date_start: new Date(now).toISOString(),
      date_end: new Date(now + 2 * 3_600_000).toISOString(),
    });
    await admin.context.close();

    const { page } = learner;
    await page.goto('/profile/calendar');
    await page.getByRole('heading', { level: 1, name: 'My calendar' }).waitFor();
    const event = page.locator('.fc-event', { hasText: `Deadline: ${course.title}` }).first();
    await event.waitFor();
    await expectAccessible(page, 'my calendar (en)');
    await snap(page, 'calendar-mine-en-desktop');

    // The feed link: made once, shown once, and its calendar holds the deadline.
    await page.getByRole('button', { name: 'Create a link' }).click();
    const url = await page.getByTestId('feed-url').inputValue();
    expect(url).toMatch(/\/calendar\/feed\/[\w-]{43}\.ics$/);
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`Due: ${course.title}`);
    await page.getByRole('button', { name: 'Make a new link' }).waitFor();
    await snap(page, 'calendar-feed-en-desktop');

    await event.click();
    await page.waitForURL((u) => u.pathname === `/course/${course.id}`);
    await learner.context.close();
  });

  it('opens a Thai learner’s calendar as a list on a phone, and their grades in Thai', async () => {
    const learner = await newLearnerPage(browser, 'calth', PHONE_390, 'th-TH');
    const { page } = learner;
    // A submitted attempt on the demo quiz (no answers: not passed).
    const quiz = await contentByCode(page, 'test', 'TEST-OFFICE-SAFETY');
    const attempt = await api<{ id: number }>(page, 'POST', `test/${quiz.id}/attempt/`, {});
    await api(page, 'POST', `test/${quiz.id}/attempt/${attempt.id}/submit/`, {});

    await page.goto('/profile/calendar?lang=th');
    await page.getByRole('heading', { level: 1, name: 'ปฏิทินของฉัน' }).waitFor();
    await page.locator('.fc-list').waitFor();
    const title = await page.locator('.fc-toolbar-title').textContent();
    expect(title).toContain(String(new Date().getFullYear() + 543));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
    await snap(page, 'calendar-mine-th-phone');

    await page.goto('/profile/grades?lang=th');
    await page.getByRole('heading', { level: 1, name: 'ผลการเรียนของฉัน' }).waitFor();
    const row = page.getByTestId('grade-item').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('ไม่ผ่าน');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
    await expectAccessible(page, 'grades (th)');
    await snap(page, 'grades-th-phone');
    await learner.context.close();
  });
});
