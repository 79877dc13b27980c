import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminPage } from './support/admin';
import { launch, settled } from './support/browser';
import { api } from './support/session';

/**
 * Issue 21 item 15: every dashboard screen in Thai, one browser and one administrator session.
 * The screens come from the dashboard's route table (each feature's `dashboard-routes.tsx` that
 * `app/dashboard/dashboard-routes.tsx` lists); a route with a parameter needs a record and is
 * left to its own journey. On each screen the visible words of the interface are read and the
 * test fails on a Latin-letter word no allow-list names (an English label, or a raw message key
 * such as `log_create_user`). What is data, not interface, says so with `translate="no"` (the
 * HTML attribute for text not to be translated: names, emails, codes, file names) or sits in a
 * table's body, an input, or code; those are not read.
 */

const WEB = path.resolve(import.meta.dirname, '../apps/web/src');

/** The dashboard's screens from its route table: every parameter-free path of every feature. */
function dashboardScreens(): string[] {
  const table = readFileSync(path.join(WEB, 'app/dashboard/dashboard-routes.tsx'), 'utf8');
  const features = [...table.matchAll(/from '@\/features\/([\w-]+)\/dashboard-routes'/g)].map(
    (m) => m[1] ?? '',
  );
  const paths = new Set<string>(['']);
  for (const feature of features) {
    const source = readFileSync(
      path.join(WEB, 'features', feature, 'dashboard-routes.tsx'),
      'utf8',
    );
    for (const [, route = ''] of source.matchAll(/path: '([^']*)'/g))
      if (!route.includes(':') && !route.startsWith('account/')) paths.add(route);
  }
  return [...paths];
}

/**
 * Words in Latin letters a Thai screen may show: names of products and formats, and units. A
 * word here is one a Thai interface writes in Latin letters too.
 */
const ALLOWED = new Set(
  [
    'SCORM',
    'PDF',
    'CSV',
    'Excel',
    'xlsx',
    'xls',
    'csv',
    'MB',
    'KB',
    'GB',
    'URL',
    'ID',
    'IP',
    'SSO',
    'OTP',
    'QR',
    'API',
    'HTML',
    'SMTP',
    'LINE',
    'Google',
    'Microsoft',
    'Facebook',
    'YouTube',
    'Vimeo',
    'Zoom',
    'Teams',
    'LinkedIn',
    'Word',
    'Docs',
    'OpenID',
    'Connect',
    'Jitsi',
    'Meet',
    'CookieWow',
    'https',
    'en',
    'th',
    'EN',
    'TH',
    'AM',
    'PM',
    'UTF',
    'iCal',
    'ics',
    'OAuth',
    'OIDC',
    'SAML',
    'LDAP',
    'Webhook',
    'JSON',
    'Android',
    'iOS',
    'App',
    'Store',
    'Play',
    'English',
    'WebSocket',
    'VAT',
    'THB',
    'PromptPay',
    'Moodle',
    'Coniverse',
  ].map((w) => w.toLowerCase()),
);

/** The visible interface text of the page, not what is data (see the file's comment). */
function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip =
      'script,style,noscript,code,pre,tbody,svg,[translate="no"],input,textarea,select option';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(skip)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      texts.push(text);
    }
    // Labels a person hears rather than sees.
    for (const element of Array.from(
      document.querySelectorAll('[aria-label],[placeholder],[title]'),
    )) {
      if (element.closest('[translate="no"],[aria-hidden="true"],tbody')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The Latin-letter words of the texts no allow-list names, with the text they came from. Words in
 * capitals of up to five letters are codes and acronyms (EN, SMTP, NEG-101); emails, host names
 * and file extensions in a label are examples, not words.
 */
export function englishWords(texts: string[]): string[] {
  const found: string[] = [];
  // Other journeys' data in the same portal carries their run's token (a prefix and
  // Date.now() in base 36, eight digits): such a word is data, not a label. The token is read as
  // a time of the last day (a fixed prefix of the current time failed when it rolled over between
  // a journey and this walk: "mwzz…" then, "mx00…" now).
  const now = Date.now();
  const isRunToken = (word: string) => {
    if (!/^[a-z0-9]+$/.test(word)) return false;
    for (let at = 0; at + 8 <= word.length; at++) {
      const time = parseInt(word.slice(at, at + 8), 36);
      if (time > now - 86_400_000 && time <= now + 60_000) return true;
    }
    return false;
  };
  for (const text of texts) {
    const words = text
      .replace(/\S+@\S+|\b[\w-]+(\.[\w-]+)+\b|\.\w+\b/g, ' ')
      // Before splitting into words: a token's digits would split it ("njmx00uq3h").
      .replace(/(?<![A-Za-z0-9])[a-z0-9]{8,}(?![A-Za-z0-9])/g, (token) =>
        isRunToken(token) ? ' ' : token,
      );
    for (const [word] of words.matchAll(/[A-Za-z][A-Za-z_'’-]*[A-Za-z]/g))
      if (!ALLOWED.has(word.toLowerCase()) && !/^[A-Z]{2,5}$/.test(word))
        found.push(`${word} (in "${text.slice(0, 80)}")`);
  }
  return found;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('the dashboard in Thai', () => {
  test(
    'every screen of the route table shows no English-only label or raw message key',
    {
      timeout: 600_000,
    },
    async () => {
      const screens = dashboardScreens();
      expect(screens.length).toBeGreaterThan(25);
      const { context, page } = await adminPage(browser, { width: 1366, height: 900 }, 'th');
      try {
        const problems: string[] = [];
        for (const screen of screens) {
          await page.goto(`/dashboard/${screen}?lang=th`);
          await settled(page);
          await page.locator('main h1, main h2').first().waitFor();
          // Lists and panels answer after the heading: wait until no request is running.
          await page.waitForLoadState('networkidle');
          for (const word of englishWords(await interfaceText(page)))
            problems.push(`/dashboard/${screen}: ${word}`);
        }
        expect(problems).toEqual([]);
      } finally {
        // The account is shared: leave it in English as the other journeys expect.
        await api(page, 'PATCH', 'account/profile/', { language: 'en' });
        await context.close();
      }
    },
  );
});
