import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launch, newPage, snap } from './support/browser';
import { completeRequiredLessons, newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Competency and content protection (issue 20 items 5 and 7). An administrator makes a
 * competency of the journey's own, maps a quick demo course to level 2 and a position of the
 * journey's own to level 2. A new learner in that position sees the gap on /competency with the
 * course that closes it, opens it from there, completes it, and the gap closes. With screen
 * capture switched off, right-click on a lesson shows the protection message (a Thai phone);
 * the setting is switched back afterwards.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const QUICK_COURSE = 'C-SAFE-101';
const token = `cp${Date.now().toString(36)}`;
const position = `Forklift lead ${token}`;

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let competencyId = 0;
let courseId = 0;

async function courseIdOf(page: Page, code: string) {
  const list = await api<{ results: { id: number; code: string }[] }>(
    page,
    'GET',
    `course/?search=${code}`,
  );
  const id = list.results.find((c) => c.code === code)?.id;
  if (!id) throw new Error(`demo course ${code} not found`);
  return id;
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  await api(page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  admin = { page, close: () => context.close() };
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  const created = await api<{ id: number }>(page, 'POST', 'dashboard/competency/', {
    code: `SAFE-${token}`,
    title_en: `Warehouse safety ${token}`,
    title_th: `ความปลอดภัยในคลังสินค้า ${token}`,
    description_en: 'Working safely with people and machines.',
    levels: [{ title_en: 'Aware' }, { title_en: 'Safe worker' }, { title_en: 'Safety lead' }],
  });
  competencyId = created.id;
  courseId = await courseIdOf(page, QUICK_COURSE);
  const mapped = [204];
  await api(
    page,
    'PUT',
    `dashboard/competency/${competencyId}/content/`,
    { content_id: courseId, level: 2 },
    mapped,
  );
  await api(
    page,
    'PUT',
    `dashboard/competency/${competencyId}/position/`,
    { position, level: 2 },
    mapped,
  );
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe('competency', () => {
  it('a learner sees a gap and the course that closes it, completes it, and the gap closes', async () => {
    const learner = await newLearnerPage(browser, 'cmp', LAPTOP);
    const { page } = learner;
    await api(page, 'PATCH', 'account/profile/', { position });
    await page.goto('/competency');
    await page.getByRole('heading', { level: 1, name: 'My competencies' }).waitFor();
    const card = page.getByTestId(`competency-${competencyId}`);
    await card.getByText('Gap', { exact: true }).waitFor();
    await expect.poll(() => card.getByTestId('competency-level').textContent()).toBe('Not yet');
    const closing = card.getByTestId('competency-closing').getByRole('link');
    await expect.poll(() => closing.count()).toBe(1);
    await snap(page, 'competency-gap-en-1366');

    await closing.click();
    await page.waitForURL((url) => url.pathname === `/course/${courseId}`);
    await api(page, 'POST', `course/${courseId}/enroll/`, {});
    await completeRequiredLessons(page, courseId);

    await page.goto('/competency');
    await card.getByText('Met', { exact: true }).waitFor();
    await page.getByText('You meet every level your position needs.').waitFor();
    await expect
      .poll(() => card.getByTestId('competency-level').textContent())
      .toBe('Level 2 of 3');
    expect(await card.getByTestId('competency-closing').count()).toBe(0);
    await learner.context.close();
  });

  it('shows the framework and the gap report on the dashboard', async () => {
    const { page } = admin;
    await page.goto('/dashboard/competency');
    await page.getByRole('heading', { level: 1, name: 'Competency' }).waitFor();
    await page.getByRole('cell', { name: `SAFE-${token}` }).waitFor();
    await snap(page, 'competency-dashboard-en-1366');
    await page.getByRole('tab', { name: 'Gap report' }).click();
    await page.getByTestId('gap-table').or(page.getByText('No gaps for these filters.')).waitFor();
    await snap(page, 'competency-gap-report-en-1366');
  });
});

describe('content protection', () => {
  it('refuses right-click on a lesson with the message, in Thai on a phone', async () => {
    await api(admin.page, 'PATCH', 'dashboard/config/config-enable-screen-capture/', {
      value: false,
    });
    try {
      const learner = await newLearnerPage(browser, 'prot', PHONE_390, 'th-TH');
      const { page } = learner;
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await api(page, 'POST', `course/${courseId}/enroll/`, {});
      const course = await api<{ section_list: { slot_list: { id: number }[] }[] }>(
        page,
        'GET',
        `course/${courseId}/`,
      );
      const slotId = course.section_list[0]?.slot_list[0]?.id ?? 0;
      await page.goto(`/course/${courseId}/playlist/${slotId}`);
      const lesson = page.getByTestId('content-protected');
      await lesson.waitFor();
      await lesson.click({ button: 'right' });
      await page.getByText('ไม่อนุญาตให้คลิกขวาบนเนื้อหานี้').waitFor();
      await page.getByText('เนื้อหานี้ได้รับการคุ้มครองตามกฎหมายลิขสิทธิ์').first().waitFor();
      await snap(page, 'protection-right-click-th-390');
      await learner.context.close();
    } finally {
      await api(admin.page, 'PATCH', 'dashboard/config/config-enable-screen-capture/', {
        value: true,
      });
    }
  });
});
