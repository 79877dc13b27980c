import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Class programs (issue 16). An administrator makes a program of its own like the demo one (two
 * classes, one required) through the API and downloads a class's attendance sheet as PDF from
 * the class editor. A new learner finds the program in /class-program, enrols in it, opens a
 * class within it and enrols in the class (English desktop); another does it in Thai on a phone.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const token = `cp${Date.now().toString(36)}`;
const programTitle = `Warehouse leads ${token}`;
const programThai = `หัวหน้าคลังสินค้า ${token}`;
const classTitle = `Safe stacking ${token}`;

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let programId = 0;
let classId = 0;

/** An instant `hours` from now, as the session form's API takes it. */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function makeClass(page: Page, code: string, title: string, titleTh: string) {
  const created = await api<{ id: number }>(page, 'POST', 'dashboard/class/', {
    code,
    title_en: title,
    title_th: titleTh,
    capacity: 20,
  });
  await api(page, 'POST', `dashboard/class/${created.id}/session/`, {
    kind: 'classroom',
    title_en: `Day one ${token}`,
    datetime_start: inHours(24),
    datetime_end: inHours(27),
    time_zone: 'Asia/Bangkok',
    place: 'Warehouse B',
  });
  await api(page, 'POST', `dashboard/class/${created.id}/publish/`, { is_publish: true });
  return created.id;
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  admin = { page, close: () => context.close() };
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  classId = await makeClass(page, `SS-${token}`, classTitle, `การวางซ้อนอย่างปลอดภัย ${token}`);
  const second = await makeClass(page, `FL-${token}`, `Forklift basics ${token}`, `รถยก ${token}`);
  const program = await api<{ id: number }>(page, 'POST', 'dashboard/class-program/', {
    code: `CP-${token}`,
    title_en: programTitle,
    title_th: programThai,
    desc_en: 'Two classes for new warehouse leads.',
    desc_th: 'สองคลาสสำหรับหัวหน้าคลังสินค้าใหม่',
  });
  programId = program.id;
  const section = await api<{ id: number }>(
    page,
    'POST',
    `dashboard/class-program/${programId}/section/`,
    { name_en: 'Classes' },
  );
  for (const [sort, child] of [classId, second].entries())
    await api(page, 'POST', `dashboard/class-program/${programId}/section/${section.id}/slot/`, {
      child_id: child,
      is_required: sort === 0,
      sort,
    });
  await api(page, 'POST', `dashboard/class-program/${programId}/publish/`, { is_publish: true });
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe('class programs', () => {
  test('an administrator downloads the attendance sheet as PDF beside the Excel one', async () => {
    const { page } = admin;
    await page.goto(`/dashboard/content/class/${classId}`);
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    await page.getByRole('button', { name: 'Attendance sheet (Excel)' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Attendance sheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^attendance-\d+-en\.pdf$/);
  });

  test('a learner finds the program, enrols, opens a class within it and enrols in the class', async () => {
    const { context, page } = await newLearnerPage(browser, 'cprog-en', LAPTOP);
    try {
      // The demo program (seed) is on the list a newcomer sees.
      await page.goto('/class-program');
      await page.getByRole('link', { name: 'Leading people 2026', exact: true }).waitFor();
      await snap(page, 'class-program-list-en-1366');
      await page.goto(`/class-program?search=${token}`);
      await page.getByRole('heading', { level: 1, name: 'Class programs' }).waitFor();
      await page.getByRole('link', { name: programTitle, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/class-program/${programId}`);
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await page.getByText('You are enrolled. Now choose its classes below.').waitFor();
      await page.getByText('Completed 0 of 1 required classes').waitFor();
      await snap(page, 'class-program-page-en-1366');

      const classes = page.getByRole('region', { name: 'Classes in this program' });
      await classes.getByText('Optional').waitFor();
      await classes.getByRole('link', { name: classTitle, exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === `/class-program/${programId}/class/${classId}`,
      );
      await page.getByRole('link', { name: programTitle }).waitFor();
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await page.getByRole('link', { name: 'See your sessions' }).click();
      await page.waitForURL(
        (url) => url.pathname === `/class-program/${programId}/class/${classId}/schedule`,
      );
      await page.getByRole('link', { name: 'Open session' }).first().click();
      await page.waitForURL((url) =>
        url.pathname.startsWith(`/class-program/${programId}/class/session/${classId}/`),
      );
      await page.getByRole('heading', { level: 1, name: `Day one ${token}` }).waitFor();
      const results = await api<{ class_list: { id: number; learning_result: unknown }[] }>(
        page,
        'GET',
        `class-program/${programId}/`,
      );
      expect(results.class_list.find((c) => c.id === classId)?.learning_result).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  test('in Thai on a phone a learner enrols in the program and opens its class', async () => {
    const { context, page } = await newLearnerPage(browser, 'cprog-th', PHONE_390, 'th-TH');
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await page.goto(`/class-program?search=${encodeURIComponent(programThai)}`);
      await page.getByRole('heading', { level: 1, name: 'โปรแกรมคลาสเรียน' }).waitFor();
      await snap(page, 'class-program-list-th-390');
      await page.getByRole('link', { name: programThai, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/class-program/${programId}`);
      await page.getByRole('button', { name: 'ลงทะเบียนเรียนฟรี' }).click();
      await page.getByText('ลงทะเบียนเรียบร้อยแล้ว เลือกคลาสของโปรแกรมด้านล่างได้เลย').waitFor();
      await snap(page, 'class-program-page-th-390');
      await page
        .getByRole('region', { name: 'คลาสในโปรแกรมนี้' })
        .getByRole('link', { name: `การวางซ้อนอย่างปลอดภัย ${token}`, exact: true })
        .click();
      await page.waitForURL(
        (url) => url.pathname === `/class-program/${programId}/class/${classId}`,
      );
      await page.getByRole('link', { name: programThai }).waitFor();
      await snap(page, 'class-program-class-th-390');
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' }).catch(() => undefined);
      await context.close();
    }
  });
});
