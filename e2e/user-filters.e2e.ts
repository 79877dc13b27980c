import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launch, newPage, settled, snap } from './support/browser';
import { api } from './support/session';

/**
 * The dashboard user list's position filter (issue 18 item 7), typed as a person types it: an
 * administrator, in a Thai visit (`?lang=th`, which leaves the saved language alone), types part
 * of a Thai position name, the server's search answers with the demo position, choosing it
 * narrows the list on the server. jsdom never reached the search call through Mantine's Select,
 * so this runs in the browser. It reads the demo positions and users; it changes nothing.
 */

const LAPTOP = { width: 1366, height: 800 };

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  await api(page, 'POST', 'dashboard/account/login/', {
    username: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  admin = { page, close: () => context.close() };
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe('dashboard user list, position filter', { timeout: 180_000 }, () => {
  it('finds a position by typing part of its Thai name and lists only its people', async () => {
    const { page } = admin;
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/filter/position/')
        searches.push(url.searchParams.get('search') ?? '');
    });
    await page.goto('/dashboard/user?lang=th', { timeout: 60_000 });
    await settled(page);

    const position = page.getByRole('combobox', { name: 'ตำแหน่ง' });
    await position.click();
    await position.pressSequentially('ลูกค้า', { delay: 40 });
    // The search goes to the server once the typing pauses (300 ms), not per key.
    await expect.poll(() => searches.includes('ลูกค้า'), { timeout: 15_000 }).toBe(true);
    expect(searches.filter((s) => s.length > 0 && s !== 'ลูกค้า')).toEqual([]);

    const filtered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.replace(/\/$/, '') === '/api/dashboard/user' &&
        url.searchParams.get('position') === 'Account executive'
      );
    });
    await page.getByRole('option', { name: 'เจ้าหน้าที่ลูกค้าสัมพันธ์' }).click();
    const answer = (await (await filtered).json()) as {
      results: { email: string; position: string }[];
    };
    // The server narrowed the list: the demo learner is there, everyone listed holds the position.
    expect(answer.results.map((row) => row.email)).toContain(DEMO.learner.email);
    expect(answer.results.every((row) => row.position === 'Account executive')).toBe(true);
    expect(new URL(page.url()).searchParams.get('position')).toBe('Account executive');
    await page.getByText(DEMO.learner.email, { exact: true }).first().waitFor();
    await snap(page, 'dashboard-user-position-filter-th');
  });
});
