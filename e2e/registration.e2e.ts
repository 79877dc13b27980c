import { describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, expectAccessible, browserForFile, PHONE, snap } from './support/browser';
import { api, apiSignIn, field, registerLearner, signIn } from './support/session';

// Registering an account and the PDPA documents (terms, privacy notice, data consent).
const { journey, newPage } = browserForFile();

describe('registration and the PDPA documents', () => {
  test('register lists every failing password condition, then the three documents gate the way to from', async () => {
    await journey(PHONE, async (page) => {
      await page.goto('/account/register');
      await field(page, 'First name').fill('Somchai');
      await field(page, 'Last name').fill('Jaidee');
      const email = `register-${Date.now()}@example.com`;
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('abc');
      await field(page, 'Confirm password').fill('abc');
      await page.getByRole('button', { name: 'Create an account' }).click();
      const rule = page.getByText(/Your password must contain/);
      await expect.poll(() => rule.isVisible()).toBe(true);
      const message = (await rule.textContent()) ?? '';
      for (const need of ['characters or more', 'numbers', 'uppercase letters'])
        expect(message).toContain(need);
      await snap(page, 'foundation-register-conditions-phone');
      await expectAccessible(page, 'register with errors (phone)');

      await field(page, 'Password').fill('Somchai#2026');
      await field(page, 'Confirm password').fill('Somchai#2026');
      await page.getByRole('button', { name: 'Create an account' }).click();

      for (const [path, title] of [
        ['/privacy-data/terms-conditions', /terms and conditions/i],
        ['/privacy-data/privacy-notice', /privacy notice/i],
        ['/privacy-data/data-consent', /consent/i],
      ] as const) {
        await page.waitForURL((url) => url.pathname === path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible())
          .toBe(true);
        if (path === '/privacy-data/terms-conditions') {
          await snap(page, 'foundation-terms-phone');
          await expectAccessible(page, 'terms gate (phone)');
        }
        await page.getByLabel('I have read and accept this document').check();
        await page.getByRole('button', { name: 'Accept and continue' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /Welcome, Somchai/ }).isVisible())
        .toBe(true);

      // Each acceptance is kept with the document's version.
      const term = await api<{ is_accepted: boolean; version: number }>(page, 'GET', 'term/');
      expect(term.is_accepted).toBe(true);
    });
  });

  test('a visitor reads the privacy notice from the sign-up form, in a new tab, with nothing to accept', async () => {
    await journey(PHONE, async (page) => {
      await page.goto('/account/register');
      await field(page, 'First name').fill('Malee');
      const [doc] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: 'Privacy notice' }).click(),
      ]);
      await doc.waitForURL((url) => url.pathname === '/privacy-data/privacy-notice');
      await expect
        .poll(() => doc.getByRole('heading', { level: 1, name: /privacy notice/i }).isVisible())
        .toBe(true);
      await expect.poll(() => doc.getByTestId('term-visitor-note').isVisible()).toBe(true);
      expect(await doc.getByRole('checkbox').count()).toBe(0);
      await snap(doc, 'foundation-privacy-notice-visitor-phone');
      await expectAccessible(doc, 'privacy notice for a visitor (phone)');
      await doc.getByRole('link', { name: 'Back' }).click();
      await doc.waitForURL((url) => url.pathname === '/account/register');
      await doc.close();
      // The form in the first tab kept what was typed.
      expect(await field(page, 'First name').inputValue()).toBe('Malee');
    });
  });

  test('forgot password: the code arrives in the outbox, the new password works', async () => {
    const { context: adminContext, page: admin } = await newPage(DESKTOP);
    await apiSignIn(admin, DEMO.admin);
    try {
      await journey(DESKTOP, async (page) => {
        const account = await registerLearner(page, 'forgot');
        await page.context().clearCookies();
        await page.goto('/account/forgot-password');
        await field(page, 'Email').fill(account.email);
        await page.getByRole('button', { name: 'Send code' }).click();
        await page.waitForURL((url) => url.pathname === '/account/forgot-password/otp');

        const outbox = await api<{ results: { to_email: string; body: string }[] }>(
          admin,
          'GET',
          `dashboard/outbox/?search=${encodeURIComponent(account.email)}`,
        );
        const mail = outbox.results.find((m) => m.to_email === account.email);
        const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
        expect(code, 'a six-digit code in the mail').toBeDefined();

        await page.getByLabel('One-time code').fill(code ?? '');
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.waitForURL((url) => url.pathname === '/account/forgot-password/reset');
        await field(page, 'New password').fill('Changed#2026x');
        await field(page, 'Confirm new password').fill('Changed#2026x');
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.waitForURL((url) => url.pathname === '/account/changedpass');
        await expect.poll(() => page.getByText('Password changed').first().isVisible()).toBe(true);

        await signIn(page, { email: account.email, password: 'Changed#2026x' });
        expect(new URL(page.url()).pathname).not.toBe('/account/signin');
      });
    } finally {
      await adminContext.close();
    }
  });
});
