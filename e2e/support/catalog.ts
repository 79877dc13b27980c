import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DESKTOP, snap } from './browser';

/**
 * What the learner's catalog and course-page journeys share: a fresh learner of their own (so
 * enrolments made by other journeys do not matter), the sign-in form, and full-page shots.
 */

const PASSWORD = 'Learner#2026';

/**
 * newPage of support/browser.ts, with bypassCSP: the portal's Content-Security-Policy
 * (script-src 'self') would otherwise block the inline axe-core script expectAccessible adds.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale,
    baseURL: baseUrl(),
    bypassCSP: true,
  });
  return { context, page: await context.newPage() };
}

export async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** Registers a fresh learner through the API and accepts the published documents, then signs out. */
export async function createLearner(page: Page): Promise<string> {
  const email = `catalog-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.request.get('/api/account/is-authenticated/');
  const register = await page.request.post('/api/account/register/', {
    headers: { 'X-CSRFToken': await csrf(page) },
    data: {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      first_name: 'Malee',
      last_name: 'Sukjai',
    },
  });
  expect(register.status()).toBe(201);
  for (const path of ['term', 'term/privacy', 'term/data-consent']) {
    const doc = await page.request.get(`/api/${path}/`);
    if (doc.status() === 404) continue;
    const { id } = (await doc.json()) as { id: number };
    const accept = await page.request.post(`/api/${path}/accept/`, {
      headers: { 'X-CSRFToken': await csrf(page) },
      data: { id },
    });
    expect(accept.ok()).toBe(true);
  }
  await page.request.get('/api/account/logout/');
  return email;
}

/** Waits until the layout is shown and the start-up loader has gone, so screenshots and clicks see the page. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('#main-content') !== null &&
      document.querySelector('[class*="overlay"][role="status"]') === null,
    undefined,
    { timeout: 15_000 },
  );
  // Park the mouse on the footer corner: hovering the left rail would expand it over the page.
  const size = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(size.width - 2, size.height - 2);
}

/**
 * snap() with the viewport as tall as the page: Chromium's beyond-the-viewport capture of a
 * full-page screenshot painted the fixed left rail wider than it is on some pages.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await snap(page, name);
  await page.setViewportSize(size);
}

/** Signs in through the sign-in form. */
export async function signIn(page: Page, email: string, lang = 'en'): Promise<void> {
  await page.goto(`/account/signin?lang=${lang}`);
  await page.getByLabel(lang === 'th' ? 'อีเมล' : 'Email').fill(email);
  await page.getByLabel(lang === 'th' ? /^รหัสผ่าน/ : /^Password/).fill(PASSWORD);
  await page
    .getByRole('button', { name: lang === 'th' ? 'เข้าสู่ระบบ' : 'Sign in', exact: true })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account'));
  await settle(page);
}

export async function apiJson(page: Page, path: string): Promise<Record<string, unknown>> {
  const answer = await page.request.get(`/api/${path}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>;
}
