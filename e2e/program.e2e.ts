import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launch, snap } from './support/browser';
import { completeRequiredLessons, newLearnerPage } from './support/learners';
import { acceptDocuments, api, registerLearner } from './support/session';

/**
 * Programs (issue 15), the learner's journeys: in English on a desktop, a new learner finds the
 * demo learning path from home's tile, enrols, starts and completes its steps, and downloads the
 * path's certificate; in Thai on a phone, a new learner enrols in the free-order path, starts a
 * step and sees the progress, with nothing wider than the screen. Each journey registers its own
 * learner. A last test takes the screenshots of the program screens in both languages and sizes.
 */

const DESKTOP_1366 = { width: 1366, height: 768 };
const PHONE_390 = { width: 390, height: 844 };

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

interface Card {
  id: number;
  title: string;
}
interface Step {
  id: number;
  is_required: boolean;
  content: { id: number; title: string; content_type: { code: string } };
}
interface Program {
  id: number;
  title: string;
  is_ordered: boolean;
  is_certificate: boolean;
  enroll_case: string;
  section_list: { slot_list: Step[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The demo programs of a kind, each with its detail as the page's learner sees it. */
async function programs(page: Page, segment: string): Promise<Program[]> {
  const list = await api<{ results: Card[] }>(page, 'GET', `${segment}/?page_size=50`);
  return Promise.all(list.results.map((c) => api<Program>(page, 'GET', `${segment}/${c.id}/`)));
}

/** A demo path the learner enrols in for free, ordered or not. */
function freePath(paths: Program[], ordered: boolean): Program | undefined {
  return paths.find((p) => p.enroll_case === 'free' && p.is_ordered === ordered);
}

interface SurveyQuestion {
  id: string;
  kind: string;
  choices?: { id: string }[];
}

/** Answers a survey as its screen would post it: the top rating, the first choice. */
async function answerSurvey(page: Page, surveyId: number): Promise<void> {
  const questions = (
    await api<{ results: SurveyQuestion[] }>(page, 'GET', `survey/${surveyId}/question/`)
  ).results;
  const answers = questions
    .filter((q) => q.kind !== 'text')
    .map((q) =>
      q.kind === 'rating'
        ? { question_id: q.id, rating: 5 }
        : { question_id: q.id, choice_ids: [q.choices?.[0]?.id] },
    );
  await api(page, 'POST', `survey/${surveyId}/response/`, { answers });
}

/** Completes a step's content the learner was just enrolled in: a course's lessons, a survey. */
async function completeStep(page: Page, step: Step): Promise<void> {
  const kind = step.content.content_type.code;
  if (kind === 'course') await completeRequiredLessons(page, step.content.id);
  else if (kind === 'survey') await answerSurvey(page, step.content.id);
  else throw new Error(`the journey cannot complete a ${kind} step`);
}

const SEGMENT: Record<string, string> = { course: 'course', survey: 'survey', test: 'test' };

/** Whether the page is wider than the screen (something overflows sideways). */
function overflows(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

/** Waits for the layout and the start-up loader to go, with the mouse off the left rail. */
async function settle(page: Page) {
  await page.locator('#main-content').waitFor();
  await page.locator('[data-full-screen-loader]').first().waitFor({ state: 'detached' });
  const size = page.viewportSize() ?? DESKTOP_1366;
  await page.mouse.move(size.width - 2, size.height - 2);
}

/** A full-page screenshot with the viewport as tall as the page. */
async function shot(page: Page, name: string) {
  await settle(page);
  const size = page.viewportSize() ?? DESKTOP_1366;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await snap(page, name);
  await page.setViewportSize(size);
}

describe('programs (issue 15)', () => {
  it('English desktop: home tile, the ordered demo path, enrol, every step, completed, certificate PDF', async () => {
    const { context, page } = await newLearnerPage(browser, 'path-en', DESKTOP_1366, 'en-US');
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      const path = freePath(await programs(page, 'learning-path'), true);
      expect(path, 'the ordered demo learning path').toBeDefined();
      if (!path) return;

      await page.goto('/');
      await settle(page);
      // Home's own tile (the left menu has the same link).
      await page
        .locator('nav[aria-labelledby="home-menu-title"]')
        .getByRole('link', { name: 'Learning paths', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/learning-path');
      await page.getByRole('heading', { level: 1, name: 'Learning paths' }).waitFor();
      await page.getByRole('link', { name: path.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/learning-path/${path.id}`);
      await page.getByRole('heading', { level: 1, name: path.title }).waitFor();

      await page.getByRole('tab', { name: 'Curriculum' }).click();
      await page.getByText('The steps open once you enrol in this program.').waitFor();
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await page.getByText('You are enrolled. Start the first step below.').waitFor();

      const steps = path.section_list.flatMap((s) => s.slot_list).filter((s) => s.is_required);
      for (const step of steps) {
        await page.getByRole('button', { name: `Start: ${step.content.title}` }).click();
        const segment = SEGMENT[step.content.content_type.code] ?? '';
        await page.waitForURL((url) => url.pathname === `/${segment}/${step.content.id}`);
        await page.getByRole('heading', { level: 1, name: step.content.title }).waitFor();
        await completeStep(page, step);
        await page.goto(`/learning-path/${path.id}/curriculum`);
        await page.getByRole('link', { name: `Review: ${step.content.title}` }).waitFor();
      }

      const progress = page.getByTestId('program-progress');
      await poll(async () => (await progress.textContent()) ?? '').toContain('Completed');
      await expect(progress.textContent()).resolves.toContain(
        `${steps.length} of ${steps.length} required steps completed`,
      );
      await shot(page, 'program-path-completed-en-1366');

      if (!path.is_certificate) return;
      await page.getByRole('tab', { name: 'Certificate' }).click();
      await page.getByText('You earned the certificate for this program.').waitFor();
      const href = await page
        .getByRole('link', { name: 'Download PDF (English)' })
        .getAttribute('href');
      expect(href).toMatch(/^\/api\/profile\/library\/certificate\/\d+\/pdf\/\?lang=en$/);
      const pdf = await page.request.get(href ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      await shot(page, 'program-path-certificate-en-1366');

      // My library lists the path among the done, filtered by its kind, linking to its page.
      await page.goto('/profile/library/learning_path?group=done');
      const item = page.getByTestId('library-item').filter({ hasText: path.title });
      await expect(
        item.getByRole('link', { name: path.title, exact: true }).getAttribute('href'),
      ).resolves.toBe(`/learning-path/${path.id}`);
    } finally {
      await context.close();
    }
  });

  it('Thai phone: enrols in the free-order path, starts a step, and the progress shows', async () => {
    const { context, page } = await newLearnerPage(browser, 'path-th', PHONE_390, 'th-TH');
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      const path = freePath(await programs(page, 'learning-path'), false);
      expect(path, 'the free-order demo learning path').toBeDefined();
      if (!path) return;
      const step = path.section_list
        .flatMap((s) => s.slot_list)
        .find((s) => s.is_required && s.content.content_type.code === 'course');
      if (!step) return;

      await page.goto('/learning-path');
      await page.getByRole('heading', { level: 1, name: 'เส้นทางการเรียนรู้' }).waitFor();
      expect(await overflows(page)).toBe(false);
      await page.getByRole('link', { name: path.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/learning-path/${path.id}`);
      await page.getByRole('button', { name: 'ลงทะเบียนเรียนฟรี' }).click();
      await page.getByText('ลงทะเบียนเรียบร้อยแล้ว เริ่มขั้นตอนแรกด้านล่างได้เลย').waitFor();
      await page.getByRole('tab', { name: 'หลักสูตร' }).click();
      await page.waitForURL((url) => url.pathname === `/learning-path/${path.id}/curriculum`);
      expect(await overflows(page)).toBe(false);

      await page.getByRole('button', { name: `เริ่มเรียน: ${step.content.title}` }).click();
      await page.waitForURL((url) => url.pathname === `/course/${step.content.id}`);
      await page.getByRole('heading', { level: 1, name: step.content.title }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/learning-path/${path.id}/curriculum`);
      // The path is under way; the started step shows its own status and percent.
      const progress = page.getByTestId('program-progress');
      await poll(async () => (await progress.textContent()) ?? '').toContain('กำลังเรียน');
      expect(await progress.textContent()).toMatch(/เรียนขั้นตอนบังคับจบแล้ว 0 จาก \d+ ขั้นตอน/);
      const row = page.locator(`[data-slot-id="${step.id}"]`);
      await row.getByText('ยังไม่เริ่มเรียน').waitFor();
      await row.getByText('เรียนไปแล้ว 0%').waitFor();
      expect(await overflows(page)).toBe(false);
      await shot(page, 'program-path-progress-th-390');
    } finally {
      await context.close();
    }
  });

  it('screens of the path list, path curriculum, learning program and onboarding, en and th, 1366 and 390', async () => {
    for (const language of ['en', 'th'] as const) {
      for (const size of [DESKTOP_1366, PHONE_390]) {
        const { context, page } = await newLearnerPage(browser, `program-shots-${language}`, size);
        try {
          await api(page, 'PATCH', 'account/profile/', { language });
          const name = (screen: string) => `program-${screen}-${language}-${size.width}`;
          await page.goto('/learning-path');
          await page.locator('[data-testid="content-card"]').first().waitFor();
          expect(await overflows(page), name('path-list')).toBe(false);
          await shot(page, name('path-list'));

          const [path] = await programs(page, 'learning-path');
          if (path) {
            await page.goto(`/learning-path/${path.id}/curriculum`);
            await page.locator('[data-slot-id]').first().waitFor();
            expect(await overflows(page), name('path-curriculum')).toBe(false);
            await shot(page, name('path-curriculum'));
          }
          const [program] = await programs(page, 'learning-program');
          if (program) {
            await page.goto(`/learning-program/${program.id}`);
            await page.locator('[data-slot-id]').first().waitFor();
            expect(await overflows(page), name('learning-program')).toBe(false);
            await shot(page, name('learning-program'));
          }
          const [onboard] = await programs(page, 'onboard');
          if (onboard) {
            await page.goto(`/onboard/${onboard.id}/curriculum`);
            await page.locator('[data-program-kind="onboard"]').waitFor();
            expect(await overflows(page), name('onboard')).toBe(false);
            await shot(page, name('onboard'));
          }
        } finally {
          await context.close();
        }
      }
    }
  });

  it('the program pages pass the accessibility check, in Thai', async () => {
    // bypassCSP: the portal's script-src 'self' would block the axe-core script (see catalog.e2e.ts).
    const context = await browser.newContext({
      viewport: DESKTOP_1366,
      baseURL: baseUrl(),
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await registerLearner(page, 'program-axe');
      await acceptDocuments(page);
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      const path = freePath(await programs(page, 'learning-path'), true);
      const [program] = await programs(page, 'learning-program');
      if (!path || !program) throw new Error('the demo programs are missing');
      await api(page, 'POST', `learning-path/${path.id}/enroll/`, {});
      await api(page, 'POST', `learning-program/${program.id}/enroll/`, {});

      await page.goto(`/learning-path/${path.id}/curriculum`);
      await page.getByTestId('step-locked').first().waitFor();
      await expectAccessible(page, 'learning path curriculum (th)');
      await page.goto(`/learning-program/${program.id}`);
      await page.locator('[data-slot-id]').first().waitFor();
      await expectAccessible(page, 'learning program (th)');
      await page.goto('/learning-path');
      await page.locator('[data-testid="content-card"]').first().waitFor();
      await expectAccessible(page, 'learning path list (th)');
      const [onboard] = await programs(page, 'onboard');
      if (onboard) {
        await page.goto(`/onboard/${onboard.id}/curriculum`);
        await page.locator('[data-slot-id]').first().waitFor();
        await expectAccessible(page, 'onboarding curriculum (th)');
      }
    } finally {
      await context.close();
    }
  });
});
