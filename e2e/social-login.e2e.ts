import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIdp, type TestIdp } from '../apps/server/test/support/oidc-idp';
import { DEMO, baseUrl, launch, newPage, settled } from './support/browser';
import { api } from './support/session';

/**
 * Social login (issue 18 item 1): an administrator adds a Facebook social login from the
 * dashboard's "Add social login" menu (the preset fills the form), and a new person signs in
 * with the Facebook-marked button on the sign-in page. The "Facebook" is a real OAuth 2 server
 * started in this file (oidc-provider, with a graph-style profile endpoint); the provider's URLs
 * are pointed at it through the dashboard API after the form saved the preset. Deleted after.
 */
let browser: Browser;
let idp: TestIdp;
let providerId = 0;
const suffix = Math.random().toString(36).slice(2, 8);
const name = `Facebook ${suffix}`;

async function adminPage() {
  const { context, page } = await newPage(browser);
  await api(page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  return { context, page };
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  if (providerId && browser) {
    const { context, page } = await adminPage();
    const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const res = await page.request.delete(`/api/dashboard/sso/provider/${providerId}/`, {
      headers: { 'X-CSRFToken': csrf },
    });
    expect(res.status()).toBe(204);
    await context.close();
  }
  await idp?.close();
  await browser?.close();
});

describe('social login', () => {
  it('is added from the dashboard preset and signs a new person in with its button', async () => {
    const admin = await adminPage();
    await admin.page.goto('/dashboard/sso');
    await settled(admin.page);
    await admin.page.getByTestId('sso-add-social').click();
    await admin.page.getByRole('menuitem', { name: 'Facebook' }).click();
    const dialog = admin.page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByLabel('Authorization URL').inputValue())
      .toBe('https://www.facebook.com/v23.0/dialog/oauth');
    expect(await dialog.getByLabel('Button label (Thai)').inputValue()).toBe(
      'ดำเนินการต่อด้วย Facebook',
    );
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Client ID').fill('portal-test');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => admin.page.getByRole('cell', { name }).count()).toBe(1);
    const list = await api<{ results: { id: number; name: string; oauth2: object }[] }>(
      admin.page,
      'GET',
      'dashboard/sso/provider/',
    );
    const saved = list.results.find((p) => p.name === name)!;
    providerId = saved.id;

    // The "Facebook" of this test, then the saved preset pointed at it and enabled.
    idp = await startOidcIdp([`${baseUrl()}/api/sso/${providerId}/callback/`]);
    await api(admin.page, 'PUT', `dashboard/sso/provider/${providerId}/`, {
      ...saved,
      is_enabled: true,
      oauth2: {
        ...saved.oauth2,
        authorization_url: `${idp.issuer}/auth`,
        token_url: `${idp.issuer}/token`,
        userinfo_url: `${idp.issuer}/graph/me`,
        client_id: idp.clientId,
        scopes: 'email',
      },
      client_secret: idp.clientSecret,
    });
    await admin.context.close();

    const email = `social.${suffix}@example.test`;
    idp.accounts.set(`fb-${suffix}`, { email, first_name: 'Social', last_name: suffix });
    const { context, page } = await newPage(browser);
    await page.goto('/account/signin?next=/calendar');
    await settled(page);
    const button = page.locator(`a[data-social="facebook"]`, { hasText: 'Continue with Facebook' });
    await button.click();
    await page.locator('input[name="login"]').fill(`fb-${suffix}`);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/calendar');
    await settled(page);
    const profile = await api<{ email: string; first_name: string }>(
      page,
      'GET',
      'account/profile/',
    );
    expect(profile).toMatchObject({ email, first_name: 'Social' });
    await context.close();
  }, 120_000);
});
