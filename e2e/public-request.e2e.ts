import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';
import type { Browser } from 'playwright-core';

/**
 * Public requests (issue 20 item 4). The administrator publishes a request form with two
 * approvers (two new accounts, in order); a new learner fills it section by section, attaches a
 * PNG and sends it; the second approver has nothing to approve until the first has approved;
 * both approve on their pages and the requester reads the result (English, 1366 px). A second
 * requester goes through it in Thai on a 390 px phone and sees the rejection with its comment.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const token = `pr${Date.now().toString(36)}`;
const formTitle = `Meeting room ${token}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Person = Awaited<ReturnType<typeof newLearnerPage>>;
let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let first: Person;
let second: Person;
let formId = 0;

beforeAll(async () => {
  browser = await launch();
  first = await newLearnerPage(browser, 'approver-one', LAPTOP);
  second = await newLearnerPage(browser, 'approver-two', LAPTOP);
  const { context, page } = await newPage(browser, LAPTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  admin = { page, close: () => context.close() };
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  const form = await api<{ id: number }>(page, 'POST', 'dashboard/public-request-form/', {
    title_en: formTitle,
    title_th: `ขอใช้ห้องประชุม ${token}`,
    desc_en: 'Book a meeting room for a team event.',
    desc_th: 'จองห้องประชุมสำหรับกิจกรรมของทีม',
    is_publish: true,
    sections: [
      {
        title_en: 'The meeting',
        title_th: 'ข้อมูลการประชุม',
        questions: [
          { text_en: 'Purpose', text_th: 'วัตถุประสงค์', is_required: true, body: { kind: 'text' } },
          {
            text_en: 'Room',
            text_th: 'ห้อง',
            is_required: true,
            body: {
              kind: 'choice',
              choices: [
                { id: 'a', text_en: 'Room A', text_th: 'ห้อง A' },
                { id: 'b', text_en: 'Room B', text_th: 'ห้อง B' },
              ],
            },
          },
        ],
      },
      {
        title_en: 'Priority',
        title_th: 'ความสำคัญ',
        questions: [
          {
            text_en: 'How urgent is it?',
            text_th: 'เร่งด่วนเพียงใด',
            is_required: true,
            body: { kind: 'rating', scale: 5 },
          },
        ],
      },
    ],
    approver_emails: [first.account.email, second.account.email],
  });
  formId = form.id;
});
afterAll(async () => {
  await admin?.close();
  await first?.context.close();
  await second?.context.close();
  await browser?.close();
});

/** Starts a request of the journey's form from /public-request. */
async function startRequest(page: Page, start: string) {
  await page.goto('/public-request');
  const row = page.getByRole('listitem').filter({ hasText: new RegExp(token) });
  await row.getByRole('button', { name: start }).click();
  await page.waitForURL(/\/public-request\/\d+\/request-form\/\d+\/section\/\d+$/);
  return Number(/public-request\/(\d+)\//.exec(page.url())?.[1]);
}

describe('public requests', () => {
  test('a request goes through two approvers in order and the requester sees the result', async () => {
    const requester = await newLearnerPage(browser, 'requester', LAPTOP);
    const { page } = requester;
    try {
      const id = await startRequest(page, 'Start a request');
      await page.getByLabel(/^Purpose/).fill('Quarterly planning with the sales team');
      await page.getByRole('radio', { name: 'Room B' }).check();
      await snap(page, 'public-request-section-en');
      await page.getByRole('button', { name: 'Next section' }).click();
      await page.getByRole('heading', { name: 'Priority' }).waitFor();
      // Saved on the way: the draft keeps the first section's answers.
      const draft = await api<{ answers: Record<string, unknown>; status: number }>(
        page,
        'GET',
        `public-request/${id}/`,
      );
      expect(draft.status).toBe(0);
      expect(Object.values(draft.answers)).toContainEqual({ choice_ids: ['b'] });
      await page.getByRole('radio', { name: '4 of 5' }).check();
      await page
        .getByTestId('attachment-input')
        .setInputFiles({ name: 'floor-plan.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('link', { name: 'floor-plan.png' }).waitFor();
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await page.waitForURL(new RegExp(`/public-request/${id}/overall/info$`));
      await page.getByText('Waiting for approval').first().waitFor();
      await page.getByText('Step 1 of 2').waitFor();

      // The second approver has nothing yet: it is the first's turn.
      await second.page.goto('/public-request/admin');
      await second.page.getByText('Nothing is waiting for your approval.').waitFor();
      await api(second.page, 'POST', `public-request/${id}/approve/`, { comment: '' }, [403]);

      for (const [approver, comment] of [
        [first, 'Room B is free that day.'],
        [second, 'Approved for HR.'],
      ] as const) {
        await approver.page.goto('/public-request/admin');
        const row = approver.page.getByRole('listitem').filter({ hasText: formTitle });
        await row.getByRole('link', { name: 'Review' }).click();
        await approver.page.getByRole('heading', { name: 'Your decision' }).waitFor();
        await approver.page.getByLabel('Comment').fill(comment);
        await approver.page.getByRole('button', { name: 'Approve' }).click();
        await approver.page.getByText('You approved this request.').waitFor();
      }

      await page.goto(`/public-request/${id}/overall/result`);
      await page.getByText('Your request was approved.').waitFor();
      await page.getByText('“Room B is free that day.”').waitFor();
      await page.getByText('“Approved for HR.”').waitFor();
      await snap(page, 'public-request-result-en');
      await page.getByRole('tab', { name: 'Overall info' }).click();
      await page.getByText('Quarterly planning with the sales team').waitFor();
      await page.getByRole('link', { name: 'floor-plan.png' }).waitFor();
    } finally {
      await requester.context.close();
    }
  });

  test('in Thai on a phone: the requester sends a request and sees it rejected with the comment', async () => {
    const requester = await newLearnerPage(browser, 'requester-th', PHONE_390, 'th-TH');
    const { page } = requester;
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    try {
      const id = await startRequest(page, 'เริ่มยื่นคำขอ');
      await page.getByLabel(/^วัตถุประสงค์/).fill('อบรมพนักงานใหม่');
      await page.getByRole('radio', { name: 'ห้อง A' }).check();
      await page.getByRole('button', { name: 'ส่วนถัดไป' }).click();
      await page.getByRole('heading', { name: 'ความสำคัญ' }).waitFor();
      // Sending with the rating blank names the question to answer.
      await page.getByRole('button', { name: 'ส่งขออนุมัติ' }).click();
      await page.getByRole('alert').filter({ hasText: 'มีคำตอบบางข้อที่ต้องแก้ไข' }).waitFor();
      await page.getByRole('radio', { name: '5 จาก 5' }).check();
      await snap(page, 'public-request-section-th-phone');
      await page.getByRole('button', { name: 'ส่งขออนุมัติ' }).click();
      await page.waitForURL(new RegExp(`/public-request/${id}/overall/info$`));
      await page.getByText('รออนุมัติ').first().waitFor();

      await first.page.goto(`/public-request/${id}/overall/info`);
      await first.page.getByLabel('Comment').fill('The rooms are booked for the audit.');
      await first.page.getByRole('button', { name: 'Reject' }).click();
      await first.page.getByText('You rejected this request.').waitFor();

      await page.goto(`/public-request/${id}/overall/result`);
      await page.getByText('คำขอของคุณไม่ได้รับการอนุมัติ').waitFor();
      await page.getByText('“The rooms are booked for the audit.”').waitFor();
      // The rejection ended it: the second step is not needed.
      await page.getByText('ไม่ต้องพิจารณา').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_390.width);
      await snap(page, 'public-request-result-th-phone');
      await page.goto('/public-request/requester');
      await page.getByRole('listitem').filter({ hasText: token }).getByText('ไม่อนุมัติ').waitFor();
      expect(formId).toBeGreaterThan(0);
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await requester.context.close();
    }
  });
});
