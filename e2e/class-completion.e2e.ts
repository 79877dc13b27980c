import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Class completion, session surveys and activities (issue 16 items 5, 6). An administrator
 * makes a class with a certificate and one session that has just ended (check-in still open),
 * naming a survey. A new learner (English, 1366 px) enrols, checks in, answers the session
 * survey, which completes the class, and downloads the certificate PDF. A new Thai learner on
 * a phone ticks an activity's checklist; their manager (another new account) approves the item
 * that needs it, and the activity completes.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const MINUTE = 60_000;
const token = `cc${Date.now().toString(36)}`;
const title = `Ladder safety ${token}`;

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let classId = 0;
let activity: { id: number; item_list: { id: number }[] } = { id: 0, item_list: [] };

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  admin = { page, close: () => context.close() };
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  const created = await api<{ id: number }>(page, 'POST', 'dashboard/class/', {
    code: `LS-${token}`,
    title_en: title,
    title_th: `ความปลอดภัยในการใช้บันได ${token}`,
    capacity: 10,
    is_certificate: true,
  });
  classId = created.id;
  const start = new Date(Date.now() - 60 * MINUTE);
  const session = await api<{ id: number }>(page, 'POST', `dashboard/class/${classId}/session/`, {
    kind: 'classroom',
    title_en: `Ladder drill ${token}`,
    title_th: `ฝึกใช้บันได ${token}`,
    datetime_start: start.toISOString(),
    datetime_end: new Date(start.getTime() + 30 * MINUTE).toISOString(),
    time_zone: 'Asia/Bangkok',
    place: 'Yard C',
    checkin_open_minutes: 60,
    checkin_close_minutes: 1440,
  });
  const survey = await api<{ id: number }>(page, 'POST', 'dashboard/survey/', {
    code: `SV-${token}`,
    title_en: `Drill feedback ${token}`,
    title_th: `ประเมินการฝึก ${token}`,
    survey_type: 1,
    survey_for: 3,
    questions: [
      {
        text_en: 'How useful was the drill?',
        text_th: 'การฝึกมีประโยชน์เพียงใด',
        body: { kind: 'rating', scale: 5 },
      },
    ],
  });
  await api(page, 'PUT', `dashboard/class/${classId}/session/${session.id}/survey/`, {
    survey_id: survey.id,
    is_survey_required: true,
  });
  await api(page, 'POST', `dashboard/class/${classId}/publish/`, { is_publish: true });
  activity = await api(page, 'POST', 'dashboard/activity/', {
    code: `ACT-${token}`,
    title_en: `Warehouse induction ${token}`,
    title_th: `ปฐมนิเทศคลังสินค้า ${token}`,
    is_publish: true,
    item_list: [
      { title_en: 'Read the handbook', title_th: 'อ่านคู่มือพนักงาน' },
      {
        title_en: 'Walk the floor with a mentor',
        title_th: 'เดินตรวจพื้นที่กับพี่เลี้ยง',
        needs_approval: true,
      },
    ],
  });
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe('class completion', () => {
  test('a learner enrols, checks in, answers the session survey and downloads the certificate', async () => {
    const { context, page } = await newLearnerPage(browser, 'completion-en', LAPTOP);
    try {
      await page.goto(`/class/${classId}`);
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await page.getByRole('link', { name: 'See your sessions' }).click();
      await page.getByRole('link', { name: 'Check in' }).first().click();
      await page.getByRole('heading', { name: `Ladder drill ${token}` }).waitFor();
      await page.getByRole('button', { name: 'Check in' }).click();
      await page.getByText('Checked in', { exact: true }).first().waitFor();

      await page.goto(`/class/${classId}/survey`);
      await page.getByText('Ready to answer').waitFor();
      await snap(page, 'class-survey-tab-en-1366');
      await page.getByRole('link', { name: 'Answer the survey' }).click();
      await page.getByRole('heading', { name: `Drill feedback ${token}` }).waitFor();
      await page.getByRole('radio', { name: '4' }).check();
      await page.getByRole('button', { name: 'Send answers' }).click();
      await page.getByText('You have completed this class.').waitFor();

      await page.getByRole('link', { name: 'Back to the class' }).click();
      await page.waitForURL((url) => url.pathname === `/class/${classId}/ecertificate`);
      await page.getByText('Your certificate has been issued.').waitFor();
      const verify = await page.getByTestId('certificate-verify-link').inputValue();
      expect(verify).toMatch(/\/certificate\/verify\/[A-Za-z0-9-]+$/);
      await snap(page, 'class-ecertificate-en-1366');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF (English)' }).click(),
      ]);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      // The public check answers for the certificate, signed out too.
      const verifyPage = await newPage(browser, LAPTOP);
      try {
        await verifyPage.page.goto(new URL(verify).pathname);
        await verifyPage.page.getByText(title).first().waitFor();
      } finally {
        await verifyPage.context.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('activity checklist', () => {
  test('a Thai learner on a phone ticks the checklist and their manager approves the item that needs it', async () => {
    const manager = await newLearnerPage(browser, 'activity-manager', LAPTOP);
    const learner = await newLearnerPage(browser, 'activity-th', PHONE_390, 'th-TH');
    try {
      const me = await api<{ id: number }>(learner.page, 'GET', 'account/profile/');
      await api(admin.page, 'PATCH', `dashboard/user/${me.id}/`, {
        first_name: learner.account.first_name,
        last_name: learner.account.last_name,
        language: 'th',
        manager_email: manager.account.email,
      });
      const { page } = learner;
      await page.goto(`/activity/${activity.id}/checklist`);
      await page.getByRole('button', { name: 'ทำเครื่องหมายว่าเสร็จแล้ว' }).click();
      await page
        .getByTestId('activity-progress')
        .filter({ hasText: 'ทำแล้ว 1 จาก 2 รายการ' })
        .waitFor();
      await page.getByLabel('บันทึกถึงผู้อนุมัติ (ไม่บังคับ)').fill('เดินกับพี่สมชายวันจันทร์');
      await page.getByRole('button', { name: 'ส่งขออนุมัติ' }).click();
      await page.getByText('รอการอนุมัติ').waitFor();
      await snap(page, 'activity-checklist-th-390');

      await manager.page.goto('/activity/approval');
      const request = manager.page
        .getByTestId('approval-request')
        .filter({ hasText: `Warehouse induction ${token}` });
      await request.getByText('Their note: เดินกับพี่สมชายวันจันทร์').waitFor();
      await request.getByRole('button', { name: 'Approve' }).click();
      await request.waitFor({ state: 'detached' });

      await page.reload();
      await page.getByText('คุณทำกิจกรรมนี้ครบแล้ว').waitFor();
      await page.getByText('อนุมัติแล้ว').waitFor();
    } finally {
      await learner.context.close();
      await manager.context.close();
    }
  });
});
