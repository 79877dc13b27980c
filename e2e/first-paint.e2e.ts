import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, browserForFile } from './support/browser';
import { apiSignIn } from './support/session';

// Issue 21 item 1: the start-up loader is an upper bound, not a hold. It shows while the
// start-up calls (account/profile, check-update, config, dictionary) are pending and leaves in
// the render that paints the page.
const { journey } = browserForFile();

/** Notes, in the page's own clock, when the start-up loader leaves the document. */
const WATCH_LOADER = `
  window.__loaderGone = 0;
  let seen = false;
  new MutationObserver(() => {
    if (window.__loaderGone) return;
    const loader = document.querySelector('[data-full-screen-loader]');
    if (loader) seen = true;
    if (loader || !seen) return;
    window.__loaderGone = performance.now();
    // What was painted under it at that moment: the header and the page's main region.
    window.__atExit = { header: !!document.querySelector('header'), main: !!document.querySelector('main') };
  }).observe(document, { childList: true, subtree: true });
`;

const STARTUP_CALL = /\/api\/(account\/profile|config\/check-update|config|dict)\/(\?|$)/;

interface FirstPaint {
  startupAnswered: number;
  loaderGone: number;
  calls: string[];
}

async function firstPaint(page: Page, path: string): Promise<FirstPaint> {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __loaderGone: number }).__loaderGone), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );
  const startup = entries.filter((entry) =>
    STARTUP_CALL.test(new URL(entry.name).pathname + new URL(entry.name).search),
  );
  return {
    startupAnswered: Math.max(...startup.map((entry) => entry.end)),
    loaderGone: await page.evaluate(
      () => (window as unknown as { __loaderGone: number }).__loaderGone,
    ),
    calls: startup.map((entry) => new URL(entry.name).pathname),
  };
}

describe('the start-up loader', () => {
  test('is gone within 300 ms of the start-up calls answering, on an unthrottled load', async () => {
    await journey(DESKTOP, async (page) => {
      await apiSignIn(page, DEMO.learner);
      await page.addInitScript(WATCH_LOADER);
      for (const path of ['/', '/course', '/profile/my-profile']) {
        // The best of up to three loads: a busy machine (CI's two cores running the portal, its
        // database and the browser) only adds delay, while the old 2 s hold failed every load.
        let best = Number.POSITIVE_INFINITY;
        for (let load = 0; load < 3 && best >= 300; load++) {
          const timing = await firstPaint(page, path);
          // The first load asks all four; later ones may take config and dictionary from the
          // local cache (check-update said nothing newer). The bound runs from the last answer.
          expect(timing.calls, path).toContain('/api/account/profile/');
          if (path === '/' && load === 0)
            expect(timing.calls).toEqual(expect.arrayContaining(['/api/config/', '/api/dict/']));
          const after = Math.round(timing.loaderGone - timing.startupAnswered);
          console.log(
            `${path}: start-up answered at ${Math.round(timing.startupAnswered)} ms, loader gone at ${Math.round(timing.loaderGone)} ms (+${after} ms)`,
          );
          best = Math.min(best, after);
        }
        expect(best, path).toBeLessThan(300);
      }
    });
  });

  test('the layout is on screen the moment it leaves', async () => {
    await journey(DESKTOP, async (page) => {
      await apiSignIn(page, DEMO.learner);
      await page.addInitScript(WATCH_LOADER);
      await firstPaint(page, '/course');
      // No blank screen after it: the header and the page's main region were there already.
      expect(
        await page.evaluate(() => (window as unknown as { __atExit: unknown }).__atExit),
      ).toEqual({
        header: true,
        main: true,
      });
    });
  });
});
