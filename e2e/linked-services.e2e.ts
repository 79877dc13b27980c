import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from './support/admin';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launch, newPage, settled } from './support/browser';
import { acceptDocuments, api, apiSignIn } from './support/session';

/**
 * Linked services (issue 18 item 8): the administrator adds a service for one group on the
 * dashboard (choosing the group by name), a fresh learner of that group sees it on a Thai phone
 * and opening it lands on the service's address with a token, which the service checks with the
 * portal as docs/operations.md tells it (a plain POST, no cookie). The service is a small HTTP
 * server of this file on 127.0.0.1: no internet.
 */
let browser: Browser;
const token = Math.random().toString(36).slice(2, 8);
const code = `e2e-${token}`;
let service: Server;
let serviceUrl = '';

/** The linked service: checks the token it was given and says whom it signed in. */
function startService(): Promise<void> {
  service = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const given = url.searchParams.get('space_url') ?? '';
    void fetch(`${baseUrl()}/api/coniverse/verify/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service_code: code, token: given }),
    })
      .then(async (answer) => {
        const body = (await answer.json()) as { user?: { email: string }; code?: string };
        const said = body.user ? `Signed in as ${body.user.email}` : `Refused: ${body.code ?? ''}`;
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Service</title><h1>${said}</h1>`);
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
  return new Promise((resolve) => {
    service.listen(0, '127.0.0.1', () => {
      serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/welcome`;
      resolve();
    });
  });
}

beforeAll(async () => {
  browser = await launch();
  await startService();
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

describe('linked services', { timeout: 120_000 }, () => {
  it('an administrator links a service for a group; a learner of it opens it signed in', async () => {
    const admin = await adminPage(browser, DESKTOP, 'en');
    const learner = await newPage(browser, PHONE, 'th-TH');
    try {
      const group = await api<{ id: number }>(admin.page, 'POST', 'dashboard/group/', {
        name: `Library readers ${token}`,
      });
      const account = {
        email: `reader-${token}@example.com`,
        password: 'Journey#2026x',
      };
      await api(admin.page, 'POST', 'dashboard/user/', {
        ...account,
        first_name: 'Reader',
        last_name: token,
        group_ids: [group.id],
      });

      // The dashboard: System > Linked services > New, the group chosen by typing its name.
      const page = admin.page;
      await page.goto('/dashboard/');
      await settled(page);
      await page.getByRole('link', { name: 'Linked services' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Linked services' }).waitFor();
      await page.getByRole('button', { name: 'New linked service' }).click();
      const dialog = page.getByRole('dialog', { name: 'New linked service' });
      await dialog.getByLabel(/^Service code/).fill(code);
      await dialog.getByLabel(/^Name in English/).fill(`Reading room ${token}`);
      await dialog.getByLabel(/^Name in Thai/).fill(`ห้องอ่านหนังสือ ${token}`);
      await dialog.getByLabel(/^Address of the service/).fill(serviceUrl);
      const groups = dialog.getByLabel(/^Groups who see it/);
      await groups.click();
      await groups.fill(`readers ${token}`);
      await page.getByRole('option', { name: `Library readers ${token}` }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.getByRole('row', { name: new RegExp(`Reading room ${token}`) });
      await row.getByText(`Library readers ${token}`).waitFor();

      // The learner, in Thai on a phone: the service is listed; opening it signs them in there.
      await apiSignIn(learner.page, account);
      await acceptDocuments(learner.page);
      await api(learner.page, 'PATCH', 'account/profile/', { language: 'th' });
      await learner.page.goto('/linked-services');
      await settled(learner.page);
      await learner.page.getByRole('heading', { level: 1, name: 'บริการที่เชื่อมโยง' }).waitFor();
      await learner.page.getByText(`ห้องอ่านหนังสือ ${token}`).waitFor();
      await learner.page.getByRole('button', { name: `เปิด ห้องอ่านหนังสือ ${token}` }).click();
      await learner.page.waitForURL((url) => url.href.startsWith(serviceUrl));
      const landed = new URL(learner.page.url());
      expect(landed.searchParams.get('space_url')).toBeTruthy();
      const said = learner.page.getByRole('heading', { level: 1 });
      await said.waitFor();
      expect(await said.textContent()).toBe(`Signed in as ${account.email}`);
    } finally {
      const listed = await api<{ results: { id: number; service_code: string }[] }>(
        admin.page,
        'GET',
        `dashboard/linked-service/?search=${code}`,
      );
      for (const s of listed.results.filter((r) => r.service_code === code))
        await api(admin.page, 'DELETE', `dashboard/linked-service/${s.id}/`, {}, [204]);
      await learner.context.close();
      await admin.context.close();
    }
  });
});
