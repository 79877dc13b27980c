import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../apps/server/test/images';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { submittedAttempt } from './support/marking';
import { acceptDocuments, api, apiSignIn } from './support/session';

/**
 * The rest of issue 17's journeys. English, desktop: a learner's test waits for marking, the
 * administrator marks the written answer in the dashboard, and the learner's bell rings live
 * and the grades page shows the score. Thai, phone: an announcement sent from the dashboard's
 * form to the learners of a content (picked by searching its title) reaches a learner's bell
 * live. Messenger: two members of a new group open its conversation with "Message the group"
 * and one sends an image, which the other sees live as a thumbnail that opens full size.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const token = `nj${Date.now().toString(36)}`;

async function adminPage(viewport = DESKTOP) {
  const admin = await newPage(browser, viewport);
  await api(admin.page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  // Another journey may have left the administrator's language in Thai.
  await api(admin.page, 'PATCH', 'account/profile/', { language: 'en' });
  return admin;
}

async function contentId(admin: Page, code: string): Promise<number> {
  const found = await api<{ results: { id: number; code: string }[] }>(
    admin,
    'GET',
    `dashboard/announcement/content/?search=${encodeURIComponent(code)}`,
  );
  const row = found.results.find((r) => r.code === code);
  expect(row, code).toBeDefined();
  return row?.id ?? 0;
}

const bellCount = async (page: Page) =>
  Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

describe('notifications: marking, grades and announcements', () => {
  it('English, desktop: the administrator marks an answer; the learner’s bell rings live and grades show the score', async () => {
    const admin = await adminPage();
    const learner = await newLearnerPage(browser, 'graded', DESKTOP);
    const { page } = learner;
    try {
      const testId = await contentId(admin.page, 'TEST-THAI-BASICS');
      const attemptId = await submittedAttempt(page, testId);

      await page.goto('/profile/grades');
      const item = page.getByTestId('grade-item').first();
      await item.getByText('Your score appears once your answers are marked.').waitFor();
      await poll(() => bellCount(page)).toBe(0);

      // The administrator marks the written answer in the dashboard.
      await admin.page.goto(`/dashboard/marking/attempt/${attemptId}`);
      await poll(() => admin.page.getByTestId('attempt-status').textContent()).toBe('Being marked');
      await admin.page.getByRole('textbox', { name: /Score/ }).fill('2');
      await admin.page.getByRole('button', { name: 'Save mark' }).click();
      await poll(() => admin.page.getByTestId('attempt-status').textContent()).toBe('Passed');

      // No reload: the socket brings the count, the dropdown the text.
      await poll(() => bellCount(page)).toBe(1);
      await page.getByTestId('notification-bell').click();
      await page
        .getByText('Your answers in “Thailand basics quiz” have been marked: you passed.')
        .first()
        .waitFor();
      await snap(page, 'notification-marked-en-desktop');
      await page.keyboard.press('Escape');

      await page.reload();
      await item.getByText('Score 7 / 10 (70%)').waitFor();
      await snap(page, 'grades-marked-en-desktop');
      await expectAccessible(page, '/profile/grades after marking (en)');
    } finally {
      await learner.context.close();
      await admin.context.close();
    }
  });

  it('Thai, phone: an announcement from the dashboard form reaches the bell of a content’s learner', async () => {
    const admin = await adminPage();
    const learner = await newLearnerPage(browser, 'announced', PHONE, 'th-TH');
    const { page } = learner;
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      const me = await api<{ id: number }>(page, 'GET', 'account/profile/');
      const courseId = await contentId(admin.page, 'C-ERGO-101');
      await api(admin.page, 'POST', 'dashboard/assignment/', {
        content_id: courseId,
        user_ids: [me.id],
        date_start: new Date().toISOString(),
        date_end: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      });
      await page.goto('/?lang=th');
      await poll(() => bellCount(page)).toBe(1);

      // The form: learners of a content, found by typing part of its code in the picker.
      const form = admin.page;
      await form.goto('/dashboard/announcement');
      await form.locator('label', { hasText: 'Learners of a content' }).click();
      const picker = form.getByTestId('announcement-content');
      await picker.fill('C-ERGO');
      await form.getByRole('option', { name: /^C-ERGO-101 · / }).click();
      await form.getByLabel('Title (English)').fill(`Stretch break ${token}`);
      await form.getByLabel('Title (Thai)').fill(`พักยืดเส้น ${token}`);
      // The two messages are the form's text areas, English then Thai.
      await snap(form, 'announcement-form-picked-en-desktop');
      const messages = form.locator('form textarea:not([aria-hidden="true"])');
      await messages.nth(0).fill('Stand up at 3 pm.');
      await messages.nth(1).fill('ลุกขึ้นยืดเส้นตอนบ่ายสาม');
      await snap(form, 'announcement-form-content-en-desktop');
      await form.getByRole('button', { name: 'Send announcement' }).click();
      const row = form.getByTestId('announcement').filter({ hasText: `Stretch break ${token}` });
      await row.getByText(/Sent to \d+ people/).waitFor();

      // The learner's bell counts it without a reload; its text is in Thai.
      await poll(() => bellCount(page)).toBe(2);
      await page.getByTestId('notification-bell').click();
      await page.getByText(`พักยืดเส้น ${token}: ลุกขึ้นยืดเส้นตอนบ่ายสาม`).first().waitFor();
      await snap(page, 'notification-announcement-th-phone');
      await page.keyboard.press('Escape');
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
    } finally {
      await learner.context.close();
      await admin.context.close();
    }
  });

  it('messenger: "Message the group" opens the group’s conversation; an image arrives live and opens full size', async () => {
    const admin = await adminPage();
    await api(admin.page, 'PATCH', 'dashboard/config/messenger-is-enabled/', { value: true });
    // Its own names on each try: a retried journey does not meet the first try's group.
    const token = `nj${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    try {
      const group = await api<{ id: number }>(admin.page, 'POST', 'dashboard/group/', {
        name: `Photo club ${token}`,
      });
      const people = ['ann', 'ben'].map((name) => ({
        email: `${name}-${token}@example.com`,
        password: 'Str0ng#Pass',
      }));
      for (const [i, person] of people.entries())
        await api(admin.page, 'POST', 'dashboard/user/', {
          ...person,
          first_name: i === 0 ? 'Ann' : 'Ben',
          last_name: token,
          group_ids: [group.id],
        });
      const [ann, ben] = await Promise.all(
        people.map(async (person) => {
          const opened = await newPage(browser, DESKTOP);
          await apiSignIn(opened.page, person);
          await acceptDocuments(opened.page);
          return opened;
        }),
      );
      if (!ann || !ben) throw new Error('no pages');

      for (const side of [ann, ben]) {
        await side.page.goto('/messenger');
        const mine = side.page.getByTestId('my-group').filter({ hasText: `Photo club ${token}` });
        await mine.getByRole('button', { name: 'Message the group' }).click();
        await side.page.waitForURL((url) => /^\/messenger\/\d+$/.test(url.pathname));
      }
      expect(new URL(ann.page.url()).pathname).toBe(new URL(ben.page.url()).pathname);
      await ann.page.getByTestId('conversation-title').getByText(`Photo club ${token}`).waitFor();

      // Ann attaches an image; Ben's open conversation shows its thumbnail without a reload.
      await ann.page.locator('input[type=file]').setInputFiles({
        name: 'sunset.png',
        mimeType: 'image/png',
        buffer: makePng(640, 360, [234, 88, 12]),
      });
      await ann.page.getByTestId('message-image').waitFor();
      const thumb = ben.page.getByTestId('message-image');
      await thumb.waitFor();
      await poll(() =>
        thumb.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBe(640);
      await snap(ben.page, 'messenger-image-thumb-en-desktop');
      await thumb.click();
      const full = ben.page.getByTestId('message-image-full');
      await full.waitFor();
      await snap(ben.page, 'messenger-image-full-en-desktop');
      await expectAccessible(ben.page, 'messenger image opened full size');
      await ben.page.keyboard.press('Escape');
      await ann.context.close();
      await ben.context.close();
    } finally {
      await api(admin.page, 'PATCH', 'dashboard/config/messenger-is-enabled/', { value: false });
      await admin.context.close();
    }
  });
});
