import { existsSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';

/**
 * Lighthouse-style timings of real pages in headless Chromium on a throttled profile (a slow
 * phone on a mobile network: 4x CPU slowdown, 150 ms latency, 1.6 Mbit/s down): largest
 * contentful paint, cumulative layout shift and total blocking time, signed in as the demo
 * learner, with a cold cache per page.
 */
export interface Vitals {
  path: string;
  lcp: number;
  cls: number;
  tbt: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumAvailable = () => existsSync(CHROMIUM);

/** Collects the metrics from the first paint on: installed before any page script runs. */
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp = e.renderTime || e.loadTime || e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.tbt += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
`;

async function throttle(page: Page): Promise<void> {
  // BENCH_NO_THROTTLE=1 gives the unthrottled baseline, to tell network and CPU costs apart.
  if (process.env.BENCH_NO_THROTTLE) return;
  await throttleProfile(await page.context().newCDPSession(page));
}

/** The phone profile: 4x CPU slowdown, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export async function throttleProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Waits (up to 20 s) until every picture in the first screen has loaded: a course's cover is
 * larger than its title, so once it paints it is the page's LCP. Read a second after the loader
 * had gone, the cover was still on the throttled wire and the title's time was reported.
 */
export async function picturesInView(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete),
      undefined,
      { timeout: 20_000, polling: 100 },
    )
    .catch(() => undefined);
}

export async function measureVitals(
  base: string,
  account: { email: string; password: string },
  paths: string[],
): Promise<Vitals[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const results: Vitals[] = [];
    for (const path of paths) {
      // A fresh context per page: cold cache, as a first visit.
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 412, height: 823 },
      });
      await context.request.get('/api/account/is-authenticated/');
      const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
      await context.request.post('/api/account/login/', {
        headers: { 'X-CSRFToken': csrf },
        data: { username: account.email, password: account.password },
      });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      await throttle(page);
      await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
      await page.locator('#main-content').waitFor({ timeout: 60_000 });
      await page
        .locator('[data-full-screen-loader], #prepaint')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 });
      await picturesInView(page);
      await page.waitForTimeout(1000);
      const vitals = await page.evaluate(
        () =>
          (globalThis as unknown as { __vitals: { lcp: number; cls: number; tbt: number } })
            .__vitals,
      );
      results.push({
        path,
        lcp: Math.round(vitals.lcp),
        cls: Math.round(vitals.cls * 1000) / 1000,
        tbt: Math.round(vitals.tbt),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
