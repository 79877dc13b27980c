import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, launch, snap } from './support/browser';
import { adminPage } from './support/admin';
import { newLearnerPage } from './support/learners';
import { api, field } from './support/session';

/**
 * Authoring in the dashboard (issue 5 item 1, tests and surveys): an administrator writes a
 * test in English and Thai with a multiple-choice and a written question, publishes it, and a
 * learner takes it at /test/{id} and waits for marking. Then a survey is written in Thai on a
 * phone, published and answered.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const token = `zq${Date.now().toString(36)}`;

/** Waits until the lazy screen and its data have loaded. */
async function ready(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** The id at the end of the editor's URL once it was created. */
const idFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

describe('dashboard authoring', () => {
  test('a test written in English and Thai is published and taken by a learner', async () => {
    const { context, page } = await adminPage(browser, DESKTOP, 'en');
    try {
      await page.goto('/dashboard/content');
      await ready(page);
      await page.getByRole('link', { name: 'New test' }).click();
      await page.waitForURL('**/dashboard/content/test/new');
      await ready(page);
      await field(page, 'Code').fill(`SAFE-${token}`);
      await field(page, 'Title (English)').fill(`Fire safety ${token}`);
      await field(page, 'Title (Thai)').fill(`ความปลอดภัยจากอัคคีภัย ${token}`);
      await field(page, 'Time limit (minutes)').fill('15');
      await page.getByRole('button', { name: 'Add section' }).click();
      const section = page.getByRole('group', { name: 'Section 1' });
      await section.getByLabel(/^Section title \(English\)/).fill('Before a fire');
      await section.getByLabel(/^Section title \(Thai\)/).fill('ก่อนเกิดไฟไหม้');

      const first = page.getByRole('group', { name: 'Question 1' });
      await first
        .getByLabel(/^Question \(English\)/)
        .fill('Which extinguisher suits an electrical fire?');
      await first.getByLabel(/^Question \(Thai\)/).fill('ถังดับเพลิงชนิดใดเหมาะกับไฟจากไฟฟ้า');
      await first.getByLabel(/^Choice 1 \(English\)/).fill('CO2');
      await first.getByLabel(/^Choice 1 \(Thai\)/).fill('คาร์บอนไดออกไซด์');
      await first.getByLabel(/^Choice 2 \(English\)/).fill('Water');
      await first.getByLabel(/^Choice 2 \(Thai\)/).fill('น้ำ');
      // Nothing marked correct yet: refused on the spot.
      await page.getByRole('button', { name: 'Create test' }).click();
      await poll(() =>
        page.getByText('Mark the correct answer', { exact: false }).first().isVisible(),
      ).toBe(true);
      await first.getByLabel('Choice 1 is correct').check();

      await page.getByRole('button', { name: 'Add question to Section 1' }).click();
      const second = page.getByRole('group', { name: 'Question 2' });
      await second.getByLabel('Question type').selectOption('4');
      await second.getByLabel(/^Score/).fill('3');
      await second
        .getByLabel(/^Question \(English\)/)
        .fill('Describe how you would leave the building.');
      await second.getByLabel(/^Question \(Thai\)/).fill('อธิบายวิธีออกจากอาคาร');
      await second.getByLabel(/^Guide for markers \(English\)/).fill('Stairs, not lifts.');
      await snap(page, 'dashboard-authoring-test-form-desktop-en');

      await page.getByRole('button', { name: 'Create test' }).click();
      await page.waitForURL(/\/dashboard\/content\/test\/\d+$/);
      const testId = idFromUrl(page);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Edit test' }).waitFor();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('button', { name: 'Unpublish' }).waitFor();
      await snap(page, 'dashboard-authoring-test-published-desktop-en');

      // A learner takes it: the written answer waits for a marker.
      const learner = await newLearnerPage(browser, 'authored');
      await learner.page.goto(`/test/${testId}`);
      await learner.page.getByRole('heading', { level: 1, name: `Fire safety ${token}` }).waitFor();
      await learner.page.getByRole('button', { name: 'Start test' }).click();
      await learner.page.getByRole('heading', { level: 1, name: 'Before a fire' }).waitFor();
      await learner.page.getByLabel('CO2', { exact: true }).check();
      await learner.page
        .getByLabel('Describe how you would leave the building.')
        .fill('Walk to the nearest stairs, never the lift, and meet at the car park.');
      await learner.page.getByText('All answers saved').waitFor();
      await learner.page.getByRole('button', { name: 'Submit test', exact: true }).click();
      const dialog = learner.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Submit test', exact: true }).click();
      await learner.page.waitForURL(/\/answer\/\d+$/);
      await learner.page.getByText('An instructor marks some answers', { exact: false }).waitFor();
      expect(
        await learner.page.getByRole('button', { name: 'Waiting for marking' }).isDisabled(),
      ).toBe(true);
      await snap(learner.page, 'dashboard-authoring-test-learner-result-desktop-en');
      await learner.context.close();

      // Learners' attempts now hold the questions: the editor says so.
      await page.reload();
      await ready(page);
      await page.getByText('Learners have taken this test').waitFor();
      await snap(page, 'dashboard-authoring-test-locked-desktop-en');

      // The same editor in Thai on a phone (the administrator's language becomes Thai).
      const thai = await adminPage(browser, PHONE, 'th');
      await thai.page.goto(`/dashboard/content/test/${testId}`);
      await ready(thai.page);
      await thai.page.getByRole('heading', { level: 1, name: 'แก้ไขแบบทดสอบ' }).waitFor();
      await thai.page.getByText('มีผู้เรียนทำแบบทดสอบนี้แล้ว').waitFor();
      expect(await overflows(thai.page)).toBe(false);
      await snap(thai.page, 'dashboard-authoring-test-form-phone-th');
      // The demo administrator is shared with other journeys: switch its language back.
      await api(thai.page, 'PATCH', 'account/profile/', { language: 'en' });
      await thai.context.close();
    } finally {
      await context.close();
    }
  });

  test('a survey written in Thai on a phone is published and answered', async () => {
    const { context, page } = await adminPage(browser, PHONE, 'th');
    try {
      await page.goto('/dashboard/content/survey/new');
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'แบบสำรวจใหม่' }).waitFor();
      await field(page, 'รหัส').fill(`CANTEEN-${token}`);
      await field(page, 'ชื่อ (ภาษาอังกฤษ)').fill(`Canteen survey ${token}`);
      await field(page, 'ชื่อ (ภาษาไทย)').fill(`แบบสำรวจโรงอาหาร ${token}`);
      await page.getByRole('button', { name: 'เพิ่มคำถาม' }).click();
      const first = page.getByRole('group', { name: 'คำถามที่ 1' });
      await first.getByLabel(/^คำถาม \(ภาษาอังกฤษ\)/).fill('Which meal do you eat here?');
      await first.getByLabel(/^คำถาม \(ภาษาไทย\)/).fill('คุณทานมื้อใดที่โรงอาหาร');
      await first.getByLabel(/^ตัวเลือกที่ 1 \(ภาษาอังกฤษ\)/).fill('Breakfast');
      await first.getByLabel(/^ตัวเลือกที่ 1 \(ภาษาไทย\)/).fill('มื้อเช้า');
      await first.getByLabel(/^ตัวเลือกที่ 2 \(ภาษาอังกฤษ\)/).fill('Lunch');
      await first.getByLabel(/^ตัวเลือกที่ 2 \(ภาษาไทย\)/).fill('มื้อกลางวัน');
      await page.getByRole('button', { name: 'เพิ่มคำถาม' }).click();
      const second = page.getByRole('group', { name: 'คำถามที่ 2' });
      await second.getByLabel('รูปแบบคำตอบ').selectOption('rating');
      await second.getByLabel(/^คำถาม \(ภาษาอังกฤษ\)/).fill('Rate the food');
      await second.getByLabel(/^คำถาม \(ภาษาไทย\)/).fill('ให้คะแนนอาหาร');
      expect(await overflows(page)).toBe(false);
      await snap(page, 'dashboard-authoring-survey-form-phone-th');

      await page.getByRole('button', { name: 'สร้างแบบสำรวจ' }).click();
      await page.waitForURL(/\/dashboard\/content\/survey\/\d+$/);
      const surveyId = idFromUrl(page);
      await ready(page);
      await page.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
      await page.getByRole('button', { name: 'ยกเลิกการเผยแพร่' }).waitFor();
      await snap(page, 'dashboard-authoring-survey-published-phone-th');

      const learner = await newLearnerPage(browser, 'surveyed', PHONE);
      await learner.page.goto(`/survey/${surveyId}`);
      await learner.page
        .getByRole('heading', { level: 1, name: `Canteen survey ${token}` })
        .waitFor();
      await learner.page.getByRole('link', { name: 'Answer the survey' }).click();
      await learner.page.waitForURL(/\/survey\/\d+\/question$/);
      await learner.page.getByLabel('Lunch').check();
      await learner.page.getByLabel('4 of 5').check();
      await learner.page.getByRole('button', { name: 'Send answers' }).click();
      await learner.page
        .getByText(/^Thank you\. Your answers to “.+” were sent: this survey is complete\.$/)
        .waitFor();
      await snap(learner.page, 'dashboard-authoring-survey-answered-phone-en');
      await learner.context.close();

      const saved = await api<{ response_count: number }>(
        page,
        'GET',
        `dashboard/survey/${surveyId}/`,
      );
      expect(saved.response_count).toBe(1);
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' }).catch(() => undefined);
      await context.close();
    }
  });
});
