import type { Browser, Page } from 'playwright-core';
import { DEMO, DESKTOP, newPage } from './browser';
import { api, fillSignIn } from './session';

/**
 * Signs the demo administrator in through the dashboard's own form on `page` and sets the
 * profile's language: the account is shared, so each journey sets the language it reads.
 */
export async function signInAdmin(page: Page, language: 'en' | 'th'): Promise<void> {
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  await api(page, 'PATCH', 'account/profile/', { language });
}

/** A new browser context at `viewport` with the demo administrator signed in, in `language`. */
export async function adminPage(browser: Browser, viewport: typeof DESKTOP, language: 'en' | 'th') {
  const opened = await newPage(browser, viewport, language === 'th' ? 'th-TH' : 'en-US');
  await signInAdmin(opened.page, language);
  return opened;
}

/**
 * Fills a date field and closes its calendar, as a person does before going on: the open
 * calendar lies over the form (over the submit button on some screens).
 */
export async function fillDate(page: Page, label: RegExp, value: string): Promise<void> {
  await page.getByLabel(label).fill(value);
  await page.keyboard.press('Escape');
  await page.locator('.mantine-DateInput-day').first().waitFor({ state: 'hidden' });
}
