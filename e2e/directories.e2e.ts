import { describe, expect, test } from 'vitest';
import { browserForFile, snap } from './support/browser';
import { acceptDocuments, registerLearner } from './support/session';

// Issue 21 item 10: the home chips open /instructor and /provider, the two directories.
const { journey } = browserForFile();

describe('instructor and provider directories', () => {
  test('home chips open /instructor and /provider; cards link to each page, in English and Thai', async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const language of ['en', 'th'] as const) {
        await journey(viewport, async (page) => {
          await registerLearner(page, 'directories');
          await acceptDocuments(page);
          for (const type of ['instructor', 'provider'] as const) {
            await page.goto(`/?lang=${language}`);
            await page.locator(`main a[href="/${type}"]`).first().click();
            await page.waitForURL(new RegExp(`/${type}$`));
            const card = page.locator(`main li a[href^="/${type}/"]`).first();
            await card.waitFor();
            expect(await card.getAttribute('href')).toMatch(new RegExp(`^/${type}/\\d+$`));
            await snap(page, `directories-${type}-${viewport.width}-${language}`);
          }
          // /search's provider tab shows the same cards for a name typed in.
          const name =
            (await page.locator('main li a[href^="/provider/"]').first().textContent()) ?? '';
          await page.goto(`/search/provider?search=${encodeURIComponent(name)}`);
          await page.locator('main li a[href^="/provider/"]').first().waitFor();
          await snap(page, `directories-search-provider-${viewport.width}-${language}`);
          await page.locator('main li a[href^="/provider/"]').first().click();
          await page.waitForURL(/\/provider\/\d+$/);
        });
      }
    }
  });
});
