import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIdp, type TestIdp } from '../apps/server/test/support/oidc-idp';
import { DEMO, baseUrl, launch, newPage, settled } from './support/browser';
import { api } from './support/session';

/**
 * Sign-in through an OpenID Connect provider from the webfront (issue 18 part A): a real
 * oidc-provider started in this file, configured through the dashboard API; the learner clicks
 * the provider's button on the sign-in page, signs in at the provider and lands on `next`, as a
 * user made just in time. The provider is deleted afterwards.
 */
let browser: Browser;
let idp: TestIdp;
let providerId = 0;
const suffix = Math.random().toString(36).slice(2, 8);
const label = `Company sign-in ${suffix}`;

async function adminPage() {
  const { context, page } = await newPage(browser);
  await api(page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  return { context, page };
}

function providerBody(issuer: string, enabled: boolean) {
  return {
    kind: 'oidc',
    name: `E2E IdP ${suffix}`,
    label_en: label,
    label_th: `เข้าสู่ระบบด้วยบริษัท ${suffix}`,
    is_enabled: enabled,
    is_jit: true,
    oidc: {
      preset: 'generic',
      issuer,
      client_id: idp?.clientId ?? 'portal-test',
      scopes: 'openid email profile',
    },
    client_secret: idp?.clientSecret ?? 'placeholder',
  };
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await adminPage();
  const created = await api<{ id: number }>(
    page,
    'POST',
    'dashboard/sso/provider/',
    providerBody('http://127.0.0.1:1/', false),
  );
  providerId = created.id;
  idp = await startOidcIdp([`${baseUrl()}/api/sso/${providerId}/callback/`]);
  await api(page, 'PUT', `dashboard/sso/provider/${providerId}/`, providerBody(idp.issuer, true));
  await context.close();
});

afterAll(async () => {
  if (providerId && browser) {
    const { context, page } = await adminPage();
    // Without a JSON content type: a DELETE has no body.
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

describe('sign-in through an OpenID Connect provider', () => {
  it('signs a new person in from the webfront button and lands on next', async () => {
    const email = `sso.${suffix}@example.test`;
    idp.accounts.set(`e2e-${suffix}`, {
      email,
      given_name: 'Sso',
      family_name: `Person ${suffix}`,
    });
    const { context, page } = await newPage(browser);
    await page.goto('/account/signin?next=/calendar');
    await settled(page);
    await page.getByRole('link', { name: label }).click();
    // The provider's own sign-in form (oidc-provider's development interaction).
    await page.locator('input[name="login"]').fill(`e2e-${suffix}`);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/calendar');
    await settled(page);
    const profile = await api<{ email: string; first_name: string }>(
      page,
      'GET',
      'account/profile/',
    );
    expect(profile).toMatchObject({ email, first_name: 'Sso' });
    await context.close();
  }, 60_000);

  it('shows a refused sign-in on the error page, with the way back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/api/sso/${providerId}/callback/?state=forged&code=forged`);
    await page.waitForURL((url) => url.pathname === '/account/sso-error');
    await settled(page);
    await expect
      .poll(() => page.getByTestId('sso-error').textContent())
      .toContain('The sign-in link is not valid in this browser');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/account/signin');
    await expect.poll(() => page.getByRole('link', { name: label }).count()).toBe(1);
    await context.close();
  }, 30_000);
});
