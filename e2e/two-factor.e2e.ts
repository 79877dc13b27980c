import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { DEMO, launch, newPage } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, field, fillSignIn } from './support/session';

/**
 * Sign-in factors (issue 18 part B): a new learner sets up two-factor in the profile (the code
 * computed here from the secret the setup shows, with the same library), signs out, and signs
 * in with the password and a code in the two-factor dialog; a new administrator (made through
 * the API by the demo administrator) signs in as a new learner from the user page, sees the
 * banner, and returns to the dashboard.
 */
const DESKTOP_1366 = { width: 1366, height: 768 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The authenticator's code for `secret`, `ahead` steps of 30 s from now. */
function codeOf(secret: string, ahead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });
}

describe('two-factor and login-as', () => {
  it('sets up two-factor in the profile, then signs in with the password and a code', async () => {
    const { page, context, account } = await newLearnerPage(browser, 'tfa', DESKTOP_1366);
    await page.goto('/profile/my-profile');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await field(page, 'Authenticator code or recovery code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = (await page.getByTestId('recovery-codes').innerText()).trim().split('\n');
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Recovery codes left: 10').waitFor();

    await api(page, 'GET', 'account/logout/');
    await page.goto('/account/signin?next=%2Fprofile%2Fmy-profile');
    await fillSignIn(page, account);
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.waitFor();
    // The setup used the current step; a code is good once, so the next step's (inside the window).
    await dialog.getByLabel(/Authenticator code or recovery code/).fill(codeOf(secret, 1));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/my-profile');
    const me = await api<{ email: string }>(page, 'GET', 'account/profile/');
    expect(me.email).toBe(account.email);
    await context.close();
  });

  it('lets an administrator sign in as a new learner, shows the banner, and returns', async () => {
    const learner = await newLearnerPage(browser, 'as-learner', DESKTOP_1366);
    const learnerMe = await api<{ id: number }>(learner.page, 'GET', 'account/profile/');
    await learner.context.close();

    const admin = await newPage(browser, DESKTOP_1366);
    const { page } = admin;
    await api(page, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    const groups = await api<{ results: { id: number; name: string }[] }>(
      page,
      'GET',
      'dashboard/group/?page_size=100',
    );
    const administrators = groups.results.find((g) => g.name === 'Administrator');
    expect(administrators).toBeDefined();
    const fresh = { email: `as-admin-${Date.now()}@example.com`, password: 'Journey#2026x' };
    await api(page, 'POST', 'dashboard/user/', {
      ...fresh,
      first_name: 'Acting',
      last_name: 'Admin',
      group_ids: [administrators!.id],
    });
    await api(page, 'GET', 'dashboard/account/logout/');
    await api(page, 'POST', 'dashboard/account/login/', {
      username: fresh.email,
      password: fresh.password,
    });

    await page.goto(`/dashboard/user/${learnerMe.id}`);
    await page.getByRole('button', { name: 'Sign in as this user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in as them' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    const banner = page.getByTestId('login-as-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('You are signed in as Journey');
    const asLearner = await api<{ id: number; is_login_as: boolean }>(
      page,
      'GET',
      'account/profile/',
    );
    expect(asLearner).toMatchObject({ id: learnerMe.id, is_login_as: true });

    await banner.getByRole('button', { name: 'Return' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/user/${learnerMe.id}`);
    const back = await api<{ email: string; is_login_as: boolean }>(
      page,
      'GET',
      'account/profile/',
    );
    expect(back).toMatchObject({ email: fresh.email, is_login_as: false });
    await admin.context.close();
  });
});
