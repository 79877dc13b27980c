import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';

/**
 * Tests and surveys (issue 4): a learner takes the demo test in Thai, reloads mid-way, fails,
 * retakes and passes; on a phone a timed attempt warns and submits itself at time up, a
 * description answer waits for marking, and the questionnaire and poll are answered.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const PASSWORD = 'Quiz#Learner2026';

async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  await context.request.get('/api/account/is-authenticated/');
  const token = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': token };
}

/**
 * A fresh learner for each journey (attempts are limited, and the demo learner's language must
 * stay as other journeys expect it): registered and the published documents accepted through
 * the API, then signed out so that the journey signs in through the form.
 */
async function registerLearner(context: BrowserContext, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.com`;
  const headers = await csrfHeaders(context);
  const created = await context.request.post('/api/account/register/', {
    headers,
    data: {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      first_name: name,
      last_name: 'Tester',
    },
  });
  expect(created.status()).toBe(201);
  // Signing in (registration does) gives a new CSRF token.
  const signedIn = await csrfHeaders(context);
  for (const kind of ['', 'privacy/', 'data-consent/']) {
    const doc = await context.request.get(`/api/term/${kind}`);
    if (!doc.ok()) continue;
    const { id } = (await doc.json()) as { id: number };
    const accepted = await context.request.post(`/api/term/${kind}accept/`, {
      headers: signedIn,
      data: { id },
    });
    expect(accepted.ok(), `${kind} ${accepted.status()} ${await accepted.text()}`).toBe(true);
  }
  await context.request.get('/api/account/logout/');
  return email;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/account/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/'));
}

/** The id of a demo test or survey, from the catalog list by its code. */
async function contentId(page: Page, type: 'test' | 'survey', code: string): Promise<number> {
  const res = await page.request.get(`/api/course/?content_type=${type}&page_size=50`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: { id: number; code: string }[] };
  const found = body.results.find((c) => c.code === code);
  expect(found, `${type} ${code}`).toBeTruthy();
  return found!.id;
}

async function serverTest(page: Page, testId: number) {
  const res = await page.request.get(`/api/test/${testId}/`);
  return (await res.json()) as { status: number; attempts_used: number; attempts_left: number };
}

/** Waits until the start-up overlay (shown 2 s after a full page load) has gone. */
async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('div[role="status"] > .mantine-Loader-root'),
  );
}

const isAnswerSave = (r: Response) =>
  r.url().includes('/answer/') && r.request().method() === 'PUT';

/** Does something that changes an answer and waits until the server has kept it. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse(isAnswerSave);
  await change();
  expect((await response).status()).toBe(200);
}

async function selectedText(page: Page, label: string): Promise<string> {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
}

async function submitTest(page: Page, submitLabel: string): Promise<void> {
  await page.getByRole('button', { name: submitLabel, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: submitLabel, exact: true }).click();
  await page.waitForURL(/\/answer\/\d+$/);
}

describe('tests and surveys', () => {
  it('in Thai on a desktop: starts, keeps answers over a reload, fails, retakes and passes', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = await registerLearner(context, 'quiz-th');
    await signIn(page, email);
    const testId = await contentId(page, 'test', 'TEST-THAI-BASICS');

    // The info screen, in Thai (?lang=th, for this visit).
    await page.goto(`/test/${testId}?lang=th`);
    await page
      .getByRole('heading', { level: 1, name: 'แบบทดสอบความรู้พื้นฐานเกี่ยวกับประเทศไทย' })
      .waitFor();
    await page.getByText('10 นาที').waitFor();
    await page.getByText('0 จาก 2 ครั้ง').waitFor();
    expect(await page.getByText('60%').count()).toBeGreaterThan(0);
    const start = page.getByRole('button', { name: 'เริ่มทำแบบทดสอบ' });
    expect(await start.isEnabled()).toBe(true);
    await loaded(page);
    await expectAccessible(page, 'test info (th)');
    await snap(page, 'assessment-test-info-th-desktop');

    // First attempt: wrong answers on purpose.
    await start.click();
    await page.waitForURL(/\/test\/\d+\/section\/\d+$/);
    const firstSection = page.url();
    await page.getByRole('heading', { level: 1, name: 'เลือกและจับคู่' }).waitFor();
    const clock = await page.getByRole('timer').textContent();
    expect(clock).toMatch(/^(10:00|09:[0-5]\d)$/);
    await saved(page, () => page.getByLabel('เชียงใหม่', { exact: true }).check());
    await saved(page, () => page.getByLabel('เวียงจันทน์', { exact: true }).check());
    await saved(page, async () => {
      await page.getByLabel('ภาคเหนือ', { exact: true }).selectOption({ label: 'หาดใหญ่' });
    });
    await page.getByText('บันทึกคำตอบทั้งหมดแล้ว').waitFor();
    await expectAccessible(page, 'test section (th)');
    await snap(page, 'assessment-section-1-th-desktop');

    // A reload resumes the attempt with the answers the server kept.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'เลือกและจับคู่' }).waitFor();
    expect(await page.getByLabel('เชียงใหม่', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('เวียงจันทน์', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('น่าน', { exact: true }).isChecked()).toBe(false);
    expect(await selectedText(page, 'ภาคเหนือ')).toBe('หาดใหญ่');
    await loaded(page);

    await page.getByRole('button', { name: 'ส่วนถัดไป' }).click();
    await page.getByRole('heading', { level: 1, name: 'เขียนคำตอบ' }).waitFor();
    expect(page.url()).not.toBe(firstSection);
    await saved(page, () => page.getByLabel('ประเทศไทยมีกี่จังหวัด (ไม่รวมกรุงเทพมหานคร)').fill('70'));
    await saved(page, () => page.getByLabel('ชื่อภาษาไทยของ Bangkok คืออะไร').fill('เชียงใหม่'));
    await snap(page, 'assessment-section-2-th-desktop');

    await page.getByRole('button', { name: 'ส่งคำตอบ', exact: true }).click();
    await page.getByRole('dialog').getByText('เมื่อส่งแล้วจะแก้ไขคำตอบไม่ได้อีก').waitFor();
    await expectAccessible(page, 'submit dialog (th)');
    await snap(page, 'assessment-submit-dialog-th-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'ส่งคำตอบ', exact: true }).click();
    await page.waitForURL(/\/answer\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'ผลการทดสอบของคุณ' }).waitFor();
    await page.getByText('ไม่ผ่าน', { exact: true }).first().waitFor();
    await page.getByText('0 จาก 10', { exact: true }).waitFor();
    // Answers are shown only after the final attempt; a retake is open.
    await page.getByText('คุณดูคำตอบที่ถูกต้องได้เมื่อสอบผ่าน', { exact: false }).waitFor();
    expect(await page.getByText('คำตอบที่ถูกต้อง', { exact: true }).count()).toBe(0);
    expect(await serverTest(page, testId)).toMatchObject({
      status: 6,
      attempts_used: 1,
      attempts_left: 1,
    });
    await expectAccessible(page, 'failed result (th)');
    await snap(page, 'assessment-result-failed-th-desktop');

    // Second attempt from the result screen: the right answers (see the demo seed).
    await page.getByRole('button', { name: 'ทำแบบทดสอบอีกครั้ง' }).click();
    await page.waitForURL(/\/test\/\d+\/section\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'เลือกและจับคู่' }).waitFor();
    // A new attempt starts empty.
    expect(await page.getByLabel('เชียงใหม่', { exact: true }).isChecked()).toBe(false);
    await saved(page, () => page.getByLabel('กรุงเทพมหานคร', { exact: true }).check());
    await saved(page, () => page.getByLabel('น่าน', { exact: true }).check());
    await saved(page, () => page.getByLabel('กระบี่', { exact: true }).check());
    for (const [left, right] of [
      ['ภาคเหนือ', 'เชียงราย'],
      ['ภาคอีสาน', 'อุดรธานี'],
      ['ภาคใต้', 'หาดใหญ่'],
    ] as const) {
      await saved(page, async () => {
        await page.getByLabel(left, { exact: true }).selectOption({ label: right });
      });
    }
    await page.getByRole('button', { name: 'ส่วนถัดไป' }).click();
    await page.getByRole('heading', { level: 1, name: 'เขียนคำตอบ' }).waitFor();
    await saved(page, () => page.getByLabel('ประเทศไทยมีกี่จังหวัด (ไม่รวมกรุงเทพมหานคร)').fill('76'));
    await saved(page, () => page.getByLabel('ชื่อภาษาไทยของ Bangkok คืออะไร').fill('  กรุงเทพฯ '));
    await submitTest(page, 'ส่งคำตอบ');
    await page.getByText('ผ่าน', { exact: true }).first().waitFor();
    await page.getByText('8 จาก 10', { exact: true }).waitFor();
    await page.getByText('80%', { exact: true }).waitFor();
    // Passed: the correct answers are shown, question by question.
    expect(await page.getByText('คำตอบที่ถูกต้อง', { exact: true }).count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByText('ถูก', { exact: true }).count()).toBe(5);
    const done = page.getByRole('button', { name: 'ผ่านแล้ว' });
    expect(await done.isDisabled()).toBe(true);
    expect(await serverTest(page, testId)).toMatchObject({ status: 30, attempts_used: 2 });
    await expectAccessible(page, 'passed result (th)');
    await snap(page, 'assessment-result-passed-th-desktop');

    // Back on the info screen the button says passed, disabled (SPEC §4 status 30).
    await page.getByRole('link', { name: 'กลับไปหน้าแบบทดสอบ' }).click();
    await page.getByText('2 จาก 2 ครั้ง').waitFor();
    expect(await page.getByRole('button', { name: 'ผ่านแล้ว' }).isDisabled()).toBe(true);
    await snap(page, 'assessment-test-info-passed-th-desktop');

    // The poll, in Thai: the counts show after voting.
    const pollId = await contentId(page, 'survey', 'POLL-LEARNING-TIME');
    await page.goto(`/survey/${pollId}`);
    await page.getByRole('heading', { level: 1, name: 'คุณชอบเรียนช่วงเวลาไหน' }).waitFor();
    await loaded(page);
    await page.getByRole('link', { name: 'ตอบแบบสำรวจ' }).click();
    await page.waitForURL(/\/survey\/\d+\/question$/);
    await page.getByLabel('ช่วงเย็น').check();
    await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
    await page.getByText(/^ขอบคุณ ระบบได้รับคำตอบ “.+” ของคุณแล้ว/).waitFor();
    await page.getByRole('heading', { name: 'ผลโพล' }).waitFor();
    await page.getByText(/ช่วงเย็น — 1 จาก \d+ เสียง/).waitFor();
    await expectAccessible(page, 'poll result (th)');
    await snap(page, 'assessment-poll-result-th-desktop');
    await context.close();
  });

  it('on a phone in English: warns before time is up, submits itself, then waits for marking; answers the questionnaire', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = await registerLearner(context, 'quiz-en');
    // The page's clock can jump ahead; the server keeps its own time.
    await page.clock.install();
    await signIn(page, email);
    const testId = await contentId(page, 'test', 'TEST-THAI-BASICS');

    await page.goto(`/test/${testId}`);
    await page.getByRole('heading', { level: 1, name: 'Thailand basics quiz' }).waitFor();
    await loaded(page);
    await expectAccessible(page, 'test info (en, phone)');
    await snap(page, 'assessment-test-info-en-phone');
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose and match' }).waitFor();
    await saved(page, () => page.getByLabel('Bangkok', { exact: true }).check());
    // The save's seconds_left has reset the countdown before the page's clock jumps.
    await page.getByText('All answers saved').waitFor();

    // Nine minutes later: the one-minute warning.
    await page.clock.fastForward('09:05');
    await page.getByText('One minute or less left', { exact: false }).waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/^00:[0-5]\d$/);
    await expectAccessible(page, 'time warning (en, phone)');
    await snap(page, 'assessment-time-warning-en-phone');

    // Time up: the alert, the automatic submit, and the result.
    // The alert lasts as long as the submit takes: hold the submit until it has been seen, so
    // a quick answer cannot take it away before the check (seen flaky in CI).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const submitCall = /\/api\/test\/\d+\/attempt\/\d+\/submit\/(\?|$)/;
    let submits = 0;
    await page.route(submitCall, async (route) => {
      submits += 1;
      await held;
      await route.continue();
    });
    await page.clock.fastForward('01:00');
    await page.getByRole('dialog').getByText('Time is up').waitFor();
    release();
    await page.waitForURL(/\/answer\/\d+$/);
    await page.unroute(submitCall);
    expect(submits).toBe(1);
    await page.getByRole('heading', { level: 1, name: 'Your result' }).waitFor();
    await page.getByText('1 of 10', { exact: true }).waitFor();
    await page.getByText('Not passed', { exact: true }).first().waitFor();
    expect(await serverTest(page, testId)).toMatchObject({ status: 6, attempts_used: 1 });
    await snap(page, 'assessment-result-time-up-en-phone');

    // Retake with a written answer: it waits for a marker (status 22, button disabled).
    await page.getByRole('button', { name: 'Retake test' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose and match' }).waitFor();
    await page.getByRole('button', { name: 'Next section' }).click();
    await page.getByRole('heading', { level: 1, name: 'Write your answer' }).waitFor();
    await saved(page, () =>
      page
        .getByLabel('In two or three sentences, why do rivers matter to central Thailand?')
        .fill('Rivers water the rice fields and carry boats to Bangkok on the Chao Phraya.'),
    );
    await page.getByText('All answers saved').waitFor();
    await expectAccessible(page, 'test section (en, phone)');
    await snap(page, 'assessment-section-2-en-phone');
    await submitTest(page, 'Submit test');
    await page.getByText('An instructor marks some answers', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Waiting for marking' }).isDisabled()).toBe(true);
    expect(await serverTest(page, testId)).toMatchObject({ status: 22, attempts_used: 2 });
    await expectAccessible(page, 'verifying result (en, phone)');
    await snap(page, 'assessment-result-verifying-en-phone');

    // The questionnaire: required answers are checked by the server, question by question.
    const surveyId = await contentId(page, 'survey', 'SURVEY-PORTAL');
    await page.goto(`/survey/${surveyId}`);
    await page.getByRole('heading', { level: 1, name: 'Tell us about the portal' }).waitFor();
    await page.getByText('Questionnaire', { exact: true }).waitFor();
    await loaded(page);
    await expectAccessible(page, 'survey info (en, phone)');
    await snap(page, 'assessment-survey-info-en-phone');
    await page.getByRole('link', { name: 'Answer the survey' }).click();
    await page.waitForURL(/\/survey\/\d+\/question$/);
    const second = await context.newPage();
    await second.goto(page.url());
    await second.getByRole('button', { name: 'Send answers' }).waitFor();

    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('Some questions need your attention.').waitFor();
    expect(await page.getByText('Choose an option', { exact: true }).count()).toBe(2);
    expect(await page.getByTestId('survey-error-summary').getByRole('link').count()).toBe(2);
    await expectAccessible(page, 'survey errors (en, phone)');
    await snap(page, 'assessment-survey-errors-en-phone');
    await page.getByLabel('4 of 5').check();
    await page.getByLabel('At home').check();
    await page.getByLabel('On the way').check();
    await page.getByLabel('What should we add?').fill('More Thai history courses, please.');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page
      .getByText(/^Thank you\. Your answers to “.+” were sent: this survey is complete\.$/)
      .waitFor();
    await snap(page, 'assessment-survey-done-en-phone');

    // The other tab still shows the form: the server refuses a second response (409).
    await second.getByLabel('2 of 5').check();
    await second.getByLabel('At work').check();
    await second.getByRole('button', { name: 'Send answers' }).click();
    await second.getByText('You have already answered this survey.').waitFor();
    await second.close();

    await page.getByRole('link', { name: 'Back to the survey' }).click();
    await page.getByText('You have answered once.').waitFor();
    expect(await page.getByRole('link', { name: 'Answer the survey' }).count()).toBe(0);
    await context.close();
  });
});
