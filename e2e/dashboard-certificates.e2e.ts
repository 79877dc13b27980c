import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { completeRequiredLessons, newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Dashboard certificates (issue 3): a learner completes 'Workplace safety' and gets its
 * certificate; the administrator finds it by the learner's email, revokes it with a reason and
 * the public verification says it no longer stands; in Thai on a phone the administrator opens
 * the default certificate wording and saves it.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('dashboard certificates', () => {
  it('an administrator finds a learner’s certificate and revokes it (English, desktop)', async () => {
    const learner = await newLearnerPage(browser, 'cert-admin');
    const list = await api<{ results: { id: number; code: string }[] }>(
      learner.page,
      'GET',
      'course/?search=C-SAFE-101',
    );
    const courseId = list.results.find((c) => c.code === 'C-SAFE-101')?.id ?? 0;
    await api(learner.page, 'POST', `course/${courseId}/enroll/`, {});
    await completeRequiredLessons(learner.page, courseId);
    const course = await api<{ certificate: { id: number; code: string } | null }>(
      learner.page,
      'GET',
      `course/${courseId}/`,
    );
    expect(course.certificate).not.toBeNull();
    await learner.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/dashboard/certificate');
    await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
    await fillSignIn(page, DEMO.admin);
    await page.waitForURL((url) => url.pathname === '/dashboard/certificate');
    // Other journeys may have left the demo administrator in Thai.
    await page.goto('/dashboard/certificate?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Certificates' }).waitFor();
    await page.getByRole('searchbox').fill(learner.account.email);
    await page.getByRole('searchbox').press('Enter');
    const row = page.getByRole('row').filter({ hasText: learner.account.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Workplace safety');
    await expectAccessible(page, 'dashboard certificates (en)');
    await snap(page, 'dashboard-certificates-desktop');

    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await dialog.getByLabel('Reason (optional)').fill('Issued to the wrong account');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await poll(() => row.getByText('Revoked', { exact: true }).isVisible()).toBe(true);
    await snap(page, 'dashboard-certificate-revoked-desktop');

    // The public check now says the certificate does not stand.
    const verify = await page.request.get(`/api/certificate/verify/${course.certificate?.code}/`);
    expect(((await verify.json()) as { is_valid: boolean }).is_valid).toBe(false);
    await context.close();
  });

  it('an administrator edits the default certificate wording in Thai on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    await page.goto('/dashboard/account/signin');
    await fillSignIn(page, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    await page.goto('/dashboard/certificate/template/default?lang=th');
    await page.getByRole('heading', { level: 1, name: 'ข้อความมาตรฐานบนใบประกาศนียบัตร' }).waitFor();
    const heading = page.getByLabel(/^หัวเรื่อง \(ภาษาไทย\)/);
    await poll(() => heading.inputValue()).toBe('ใบประกาศนียบัตร');
    // Saving the same wording changes nothing for other journeys and is still audited.
    await page.getByRole('button', { name: 'บันทึกข้อความ' }).click();
    await page.getByText('บันทึกข้อความบนใบประกาศนียบัตรแล้ว').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'certificate wording (th, phone)');
    await snap(page, 'dashboard-certificate-wording-th-phone');
    await context.close();
  });
});
