import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export const DEMO = {
  learner: { email: 'learner@example.com', password: 'Learner#2026' },
  admin: { email: 'admin@example.com', password: 'Admin#2026' },
  system: { email: 'system@example.com', password: 'System#2026' },
};

/** Debian's Chromium, headless, with no background traffic to the closed network. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale, baseURL: baseUrl() });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the start-up loader (shown while the start-up calls run, SPEC §4) has gone, and any
 * other full-screen loader with it: the dashboard layout shows its own while the permission call
 * runs, which can overlap the leaving start-up loader; a course page's first paint from the server
 * (#prepaint) covers the app the same way until the course has rendered.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('[data-full-screen-loader], #prepaint').first().waitFor({ state: 'detached' });
}

/** Saves a screenshot under e2e/screenshots (a CI artifact, git-ignored), once the loader has gone. */
export async function snap(page: Page, name: string): Promise<void> {
  await settled(page);
  // What renders after the first paint (a course's tab, the home's rows) shows a busy placeholder
  // while its chunk comes: the picture is of the content. Capped: a screen may stay busy.
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // A full-page capture resizes the viewport for a moment; a CSS transition caught mid-way
  // (the left menu's width) would show as a half-open menu over the content.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settled(page);
  // Evaluated through the debugging protocol: the portal's CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = (violations as AxeViolation[]).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/** Runs a journey in a fresh browser context (no cookies, no storage) and closes it. */
export async function inFreshContext(
  browser: Browser,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

/**
 * One browser for a test file, launched before its tests and closed after them: `journey` runs
 * a test's steps in a fresh context (no cookies, no storage), `newPage` opens a second person's.
 */
export function browserForFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const opened = (): Browser => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
  return {
    journey: (viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) =>
      inFreshContext(opened(), viewport, run),
    newPage: (viewport = DESKTOP) => newPage(opened(), viewport),
  };
}
