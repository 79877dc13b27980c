import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectAccessible, launch, PHONE } from './support/browser';
import { acceptDocuments, api } from './support/session';
import { completeRequiredLessons } from './support/learners';
import { settle, shot } from './support/catalog';

/**
 * A learner completes a course that awards a certificate (through the progress endpoint, as a
 * player would), opens the certificate from the course's certificate tab, downloads the PDF,
 * and the public verification link works for a visitor who is signed out, in Thai on a phone.
 */

const PASSWORD = 'Learner#2026';

/** expect.poll with room for a fresh context to boot the app and load the screen's chunk. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/** newPage with bypassCSP, so expectAccessible can add axe-core (see catalog.e2e.ts). */
async function newPage(browser: Browser, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    bypassCSP: true,
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Registers a learner with a Thai name, accepts the published documents; stays signed in. */
async function createLearner(page: Page) {
  const email = `certificate-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await api(page, 'POST', 'account/register/', {
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    first_name: 'มาลี',
    last_name: 'สุขใจ',
  });
  await acceptDocuments(page);
  return email;
}

interface CourseDetail {
  id: number;
  is_certificate: boolean;
  certificate: { id: number; code: string } | null;
  learning_result: { status: number } | null;
  section_list: {
    slot_list: {
      id: number;
      is_required: boolean;
      content: { id: number; page_count: number | null; content_type: { code: string } };
    }[];
  }[];
}

describe('certificates', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a learner completes a course, opens and downloads the certificate, and anyone can verify it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await createLearner(page);

    // The demo course 'Workplace safety' awards a certificate; its video is optional.
    const list = await api<{ results: { id: number; code: string }[] }>(
      page,
      'GET',
      'course/?search=C-SAFE-101',
    );
    const courseId = list.results.find((c) => c.code === 'C-SAFE-101')?.id ?? 0;
    expect(courseId).toBeGreaterThan(0);
    await api(page, 'POST', `course/${courseId}/enroll/`, {});
    let course = await api<CourseDetail>(page, 'GET', `course/${courseId}/`);
    expect(course).toMatchObject({ is_certificate: true, certificate: null });

    // Before completing, the certificate tab says how to earn it.
    await page.goto(`/course/${courseId}/certificate`);
    await settle(page);
    await poll(() =>
      page.getByText(/Complete every required lesson of this course/).isVisible(),
    ).toBe(true);

    // Complete the required lessons through the endpoints a player uses.
    await completeRequiredLessons(page, courseId);
    course = await api<CourseDetail>(page, 'GET', `course/${courseId}/`);
    expect(course.learning_result?.status).toBe(30);
    expect(course.certificate).not.toBeNull();

    // The certificate tab now leads to the certificate.
    await page.reload();
    await settle(page);
    await poll(() =>
      page.getByText('You earned the certificate for this course.').isVisible(),
    ).toBe(true);
    await shot(page, 'certificate-course-tab-desktop');
    await page.getByRole('tabpanel').getByRole('link', { name: 'View certificate' }).click();
    await page.waitForURL(`**/profile/library/certificate/${course.certificate?.id}`);
    await poll(() =>
      page.getByRole('heading', { level: 1, name: 'Certificate of Safety Training' }).isVisible(),
    ).toBe(true);
    await poll(() => page.getByText('มาลี สุขใจ').first().isVisible()).toBe(true);
    await shot(page, 'certificate-detail-desktop');
    await expectAccessible(page, '/profile/library/certificate/{id}');

    // Download the PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF (Thai)' }).click(),
    ]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'certificate-')), 'certificate.pdf');
    await download.saveAs(file);
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(download.suggestedFilename()).toMatch(/^certificate-[0-9A-Z]{16}-th\.pdf$/);
    writeFileSync(path.join(SCREENSHOTS, 'certificate-th.pdf'), pdf);

    // The list in My library, reached from its nav.
    await page.getByRole('link', { name: 'All certificates' }).click();
    await page.waitForURL('**/profile/library/certificate');
    await poll(() => page.getByRole('link', { name: 'Workplace safety' }).isVisible()).toBe(true);
    await shot(page, 'certificate-list-desktop');
    await expectAccessible(page, '/profile/library/certificate');

    await page.goto(`/profile/library/certificate/${course.certificate?.id}`);
    await settle(page);
    const link = await page.getByRole('textbox', { name: 'Public verification link' }).inputValue();
    expect(link).toMatch(/\/certificate\/verify\/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    // The learner in Thai on a phone.
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    await page.setViewportSize(PHONE);
    await page.goto('/profile/library/certificate');
    await settle(page);
    await poll(() => page.getByRole('link', { name: 'ความปลอดภัยในที่ทำงาน' }).isVisible()).toBe(true);
    await shot(page, 'certificate-list-phone-th');
    await page.goto(`/profile/library/certificate/${course.certificate?.id}`);
    await settle(page);
    await poll(() =>
      page.getByRole('heading', { level: 1, name: 'ใบประกาศนียบัตรการอบรมความปลอดภัย' }).isVisible(),
    ).toBe(true);
    await shot(page, 'certificate-detail-phone-th');
    await context.close();

    // A visitor who is not signed in opens the link on a phone.
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto(link);
    await settle(visitor.page);
    await poll(() => visitor.page.getByText('This certificate is valid').isVisible()).toBe(true);
    await poll(() => visitor.page.getByText('มาลี สุขใจ').isVisible()).toBe(true);
    await poll(() => visitor.page.getByText('Workplace safety').isVisible()).toBe(true);
    await settle(visitor.page);
    await shot(visitor.page, 'certificate-verify-phone-signed-out');
    await expectAccessible(visitor.page, '/certificate/verify/{code}');
    const answer = await visitor.page.request.get('/api/account/is-authenticated/');
    expect(((await answer.json()) as { is_authenticated: boolean }).is_authenticated).toBe(false);

    await visitor.page.goto(`${link}?lang=th`);
    await settle(visitor.page);
    await poll(() => visitor.page.getByText('ใบประกาศนียบัตรนี้ใช้ได้').isVisible()).toBe(true);
    await settle(visitor.page);
    await shot(visitor.page, 'certificate-verify-phone-th');

    // The visitor chose Thai above, so the unknown code is answered in Thai.
    await visitor.page.goto('/certificate/verify/AAAA-BBBB-CCCC-DDDD');
    await settle(visitor.page);
    await poll(() => visitor.page.getByText(/ไม่พบใบประกาศนียบัตรที่มีรหัสนี้/).isVisible()).toBe(true);
    await settle(visitor.page);
    await shot(visitor.page, 'certificate-verify-unknown-phone-th');
    await visitor.context.close();
  });
  it('the completion moment: "Your certificate is ready" with View, Download and Share, once (issue 21 item 9)', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    await createLearner(page);
    const list = await api<{ results: { id: number; code: string }[] }>(
      page,
      'GET',
      'course/?search=C-SAFE-101',
    );
    const courseId = list.results.find((c) => c.code === 'C-SAFE-101')?.id ?? 0;
    await api(page, 'POST', `course/${courseId}/enroll/`, {});
    await completeRequiredLessons(page, courseId);
    const course = await api<CourseDetail>(page, 'GET', `course/${courseId}/`);
    expect(course.certificate).not.toBeNull();
    const slots = course.section_list.flatMap((s) => s.slot_list);

    // At the end of the player, once: the lesson it shows on, not the next one.
    const panel = page.getByTestId('completion-panel');
    await page.goto(`/course/${courseId}/playlist/${slots[0]?.id}`);
    await settle(page);
    await panel.waitFor();
    await page.goto(`/course/${courseId}/playlist/${slots[1]?.id}`);
    await settle(page);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await panel.count()).toBe(0);

    // On the course page, in English and Thai, wide and on a phone.
    for (const lang of ['en', 'th'] as const) {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`/course/${courseId}?lang=${lang}`);
        await settle(page);
        await panel.waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);
        await shot(page, `certificate-completion-panel-${lang}-${viewport.width}`);
      }
    }
    // ?lang=th saved Thai to this learner's profile: back to English.
    await page.goto(`/course/${courseId}?lang=en`);
    await settle(page);
    await panel.getByRole('heading', { name: 'Your certificate is ready' }).waitFor();
    expect(await panel.getByRole('link', { name: 'View certificate' }).getAttribute('href')).toBe(
      `/profile/library/certificate/${course.certificate?.id}`,
    );
    const pdf = await panel.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect((await page.request.get(pdf ?? '')).headers()['content-type']).toContain(
      'application/pdf',
    );
    const linkedIn = new URL(
      (await panel.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')) ?? '',
    );
    const verify = `${baseUrl()}/certificate/verify/${course.certificate?.code}`;
    expect(linkedIn.searchParams.get('certUrl')).toBe(verify);
    // The shared link is the public check page, and it answers.
    expect((await page.request.get(verify)).ok()).toBe(true);
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await settle(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await panel.count()).toBe(0);
    await context.close();
  });
});
