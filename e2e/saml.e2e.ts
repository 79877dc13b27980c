import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSamlIdpServer,
  type SamlIdpServer,
} from '../apps/server/test/support/saml-idp-server';
import { DEMO, baseUrl, launch, newPage, settled } from './support/browser';
import { acceptDocuments, api } from './support/session';

/**
 * Sign-in and single logout through a SAML 2.0 identity provider (issue 18): a real IdP on a
 * local port (this file starts it; it signs its assertions with its own key), configured from
 * its metadata URL through the dashboard API. The learner clicks the
 * provider's button on the sign-in page, picks their account at the IdP, whose signed Response
 * the browser posts to the portal; they land on `next`, made just in time with their mapped
 * group and Thai name. Signing out from the account menu goes through the IdP's logout and back.
 */
let browser: Browser;
let server: SamlIdpServer;
let providerId = 0;
let groupId = 0;
let staffAdminGroupId = 0;
const suffix = Math.random().toString(36).slice(2, 8);
const label = `Company SAML ${suffix}`;

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
  server = await startSamlIdpServer();
  const { context, page } = await adminPage();
  const group = await api<{ id: number }>(page, 'POST', 'dashboard/group/', {
    name: `SAML staff ${suffix}`,
  });
  groupId = group.id;
  const admins = await api<{ id: number }>(page, 'POST', 'dashboard/group/', {
    name: `SAML dashboard ${suffix}`,
    permission_codenames: ['dashboard_view_dashboard'],
  });
  staffAdminGroupId = admins.id;
  const created = await api<{ id: number; saml: { sso_url: string } }>(
    page,
    'POST',
    'dashboard/sso/provider/',
    {
      kind: 'saml',
      name: `E2E SAML ${suffix}`,
      label_en: label,
      label_th: `เข้าสู่ระบบองค์กร ${suffix}`,
      is_enabled: true,
      is_jit: true,
      saml: { metadata_url: server.metadataUrl },
      attributes: {
        email: 'email',
        first_name: 'givenName',
        last_name: 'sn',
        first_name_th: 'thaiGivenName',
        last_name_th: 'thaiSn',
        department: 'department',
        position: 'title',
        groups: 'memberOf',
      },
      group_mapping: [
        { value: 'staff', group_id: groupId },
        { value: 'dashboard', group_id: staffAdminGroupId },
      ],
    },
  );
  providerId = created.id;
  // The metadata URL filled in the IdP's sign-in address.
  expect(created.saml.sso_url).toBe(`${server.url}/sso`);
  await context.close();
});

afterAll(async () => {
  if (browser && (providerId || groupId)) {
    const { context, page } = await adminPage();
    const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    if (providerId)
      await page.request.delete(`/api/dashboard/sso/provider/${providerId}/`, {
        headers: { 'X-CSRFToken': csrf },
      });
    await context.close();
  }
  await server?.close();
  await browser?.close();
});

describe('sign-in and single logout through a SAML identity provider', () => {
  it('signs a new person in from the webfront button, lands on next, and signs out at the IdP', async () => {
    const email = `saml.${suffix}@example.test`;
    server.accounts.set(email, {
      email,
      attributes: {
        givenName: ['Saml'],
        sn: [`Person ${suffix}`],
        thaiGivenName: ['แซมล'],
        thaiSn: ['ทดสอบ'],
        // With department and position the person made just in time has a complete profile
        // (otherwise /account/sso/validate asks for them first).
        department: ['Sales'],
        title: ['Account executive'],
        memberOf: ['staff', 'other'],
      },
    });
    const { context, page } = await newPage(browser);
    await page.goto('/account/signin?next=/calendar');
    await settled(page);
    await page.getByRole('link', { name: label }).click();
    // The IdP's own page: the person picks their account; the signed answer is posted back.
    await page.getByRole('button', { name: `Continue as ${email}` }).click();
    await page.getByRole('button', { name: 'Continue to the portal' }).click();
    await page.waitForURL((url) => url.pathname === '/calendar', { timeout: 30_000 });
    await settled(page);
    const profile = await api<{
      id: number;
      email: string;
      first_name: string;
      first_name_th: string;
      last_name_th: string;
    }>(page, 'GET', 'account/profile/');
    expect(profile).toMatchObject({
      email,
      first_name: 'Saml',
      first_name_th: 'แซมล',
      last_name_th: 'ทดสอบ',
    });

    // Just in time, with the mapped group (and not the unmapped one).
    const admin = await adminPage();
    const detail = await api<{ group_ids: number[] }>(
      admin.page,
      'GET',
      `dashboard/user/${profile.id}/`,
    );
    expect(detail.group_ids).toEqual([groupId]);
    await admin.context.close();

    // Single logout: the account menu's Log out goes to the IdP and comes back signed out. A
    // person made just in time has the privacy documents to accept first (the gate hides the
    // layout until then).
    await acceptDocuments(page);
    // In English for this visit (a person made just in time takes the portal's default language).
    await page.goto('/calendar?lang=en');
    await settled(page);
    await page.getByRole('button', { name: /^Account menu: / }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => server.logouts, { timeout: 30_000 }).toContain(email);
    // Back from the IdP's logout (through /saml/logout/) on the portal's own pages.
    const portal = new URL(baseUrl()).origin;
    await page.waitForURL((url) => url.origin === portal && !url.pathname.startsWith('/saml/'), {
      timeout: 30_000,
    });
    await api(page, 'GET', 'account/profile/', undefined, [401]);
    await context.close();
  }, 120_000);

  it('signs a dashboard user in from the Thai dashboard sign-in page and greets them in Thai', async () => {
    const email = `saml.staff.${suffix}@example.test`;
    server.accounts.set(email, {
      email,
      attributes: {
        givenName: ['Staff'],
        sn: [`Saml ${suffix}`],
        thaiGivenName: ['สมศรี'],
        thaiSn: ['องค์กร'],
        memberOf: ['staff', 'dashboard'],
      },
    });
    const { context, page } = await newPage(browser, undefined, 'th-TH');
    await page.goto('/dashboard/account/signin?lang=th');
    await settled(page);
    await page.getByRole('link', { name: `เข้าสู่ระบบองค์กร ${suffix}` }).click();
    await page.getByRole('button', { name: `Continue as ${email}` }).click();
    await page.getByRole('button', { name: 'Continue to the portal' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/', { timeout: 30_000 });
    await settled(page);
    // A new account reads in English until its person chooses Thai; then its Thai name shows.
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    await page.reload();
    await settled(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toContain('สมศรี องค์กร');
    await context.close();
  }, 120_000);
});
