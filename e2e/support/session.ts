import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Account {
  email: string;
  password: string;
}

/** The double-submit CSRF token of a browser context (set by the server on the first answer). */
async function csrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken');
  return cookie?.value ?? '';
}

/**
 * Calls the portal's API with the cookies of the page's context (as the SPA would), so a
 * journey can prepare state — e.g. switch maintenance on — without clicking through the
 * dashboard. Fails the test on an unexpected status.
 */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  expected = [200, 201],
): Promise<T> {
  const context = page.context();
  if ((await csrfToken(context)) === '') await page.request.get('/api/account/is-authenticated/');
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { 'X-CSRFToken': await csrfToken(context), 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(
    expected,
    `${method} ${path} answered ${response.status()}: ${text.slice(0, 300)}`,
  ).toContain(response.status());
  return (text === '' ? {} : JSON.parse(text)) as T;
}

/** Signs in through the API (sets the session cookie in the page's context). */
export async function apiSignIn(page: Page, account: Account): Promise<void> {
  await api(page, 'POST', 'account/login/', {
    username: account.email,
    password: account.password,
  });
}

/**
 * A form field by its visible label. Mantine appends a ' *' to required labels, so the label
 * must start with the text (so 'Password' does not also find 'Confirm password').
 */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Fills and submits the sign-in form that is on screen (front or dashboard). */
export async function fillSignIn(
  page: Page,
  account: Account,
  labels = { email: 'Email', password: 'Password', submit: 'Sign in' },
): Promise<void> {
  await field(page, labels.email).fill(account.email);
  await field(page, labels.password).fill(account.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Opens the sign-in page and signs in through the form; waits until it has left the page. */
export async function signIn(page: Page, account: Account, next = '/'): Promise<void> {
  await page.goto(`/account/signin?next=${encodeURIComponent(next)}`);
  await fillSignIn(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/account/signin'));
}

let counter = 0;

/** Registers a fresh learner through the public API; the page's context is then signed in as them. */
export async function registerLearner(
  page: Page,
  prefix = 'e2e',
): Promise<Account & { first_name: string; last_name: string }> {
  counter += 1;
  const account = {
    email: `${prefix}-${Date.now()}-${counter}@example.com`,
    password: 'Journey#2026x',
    first_name: 'Journey',
    last_name: `Tester ${counter}`,
  };
  await api(page, 'POST', 'account/register/', {
    email: account.email,
    password: account.password,
    confirm_password: account.password,
    first_name: account.first_name,
    last_name: account.last_name,
  });
  return account;
}

/** Accepts every published terms, privacy and data-consent document as the signed-in learner. */
export async function acceptDocuments(page: Page): Promise<void> {
  for (const doc of ['term', 'term/privacy', 'term/data-consent']) {
    const answer = await page.request.get(`/api/${doc}/`);
    if (answer.status() === 404) continue;
    const { id } = (await answer.json()) as { id: number };
    await api(page, 'POST', `${doc}/accept/`, { id });
  }
}
