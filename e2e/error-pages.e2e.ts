import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, expectAccessible, browserForFile, snap } from './support/browser';
import {
  acceptDocuments,
  api,
  apiSignIn,
  registerLearner,
  signIn,
  type Account,
} from './support/session';

// Unknown paths, /error/{status} pages and maintenance mode (SPEC §4, §8).
const { journey, newPage } = browserForFile();

/**
 * A learner of this file's own, in English: the shared demo learner's saved language is whatever
 * the journey before this one left it (a Thai one made this file read a Thai profile).
 */
let learner: Account;
beforeAll(async () => {
  const { context, page } = await newPage(DESKTOP);
  try {
    learner = await registerLearner(page, 'errors');
    await acceptDocuments(page);
  } finally {
    await context.close();
  }
});

describe('error pages and maintenance', () => {
  test('unknown paths and /error/{status} show their messages', async () => {
    await journey(DESKTOP, async (page) => {
      await signIn(page, learner);
      await page.goto('/no/such/page');
      await expect
        .poll(() => page.getByText('This page could not be found').first().isVisible())
        .toBe(true);
      await snap(page, 'foundation-404');
      await expectAccessible(page, '404 page');
      await page.goto('/error/403');
      await expect.poll(() => page.getByText('No Permission').first().isVisible()).toBe(true);
      await page.goto('/error/404?lang=th');
      await expect.poll(() => page.getByText('ไม่พบหน้าที่คุณต้องการ').first().isVisible()).toBe(true);
      await page.goto('/error/server-maintenance?lang=en');
      await expect.poll(() => page.getByText("We'll be back soon").first().isVisible()).toBe(true);
      await snap(page, 'foundation-maintenance-page');
      await expectAccessible(page, 'maintenance page');
    });
  });

  test('maintenance sends everyone but system users to the maintenance page', async () => {
    const { context: adminContext, page: admin } = await newPage(DESKTOP);
    await apiSignIn(admin, DEMO.admin);
    try {
      await api(admin, 'PATCH', 'dashboard/config/config-is-maintenance/', { value: true });
      await journey(DESKTOP, async (page) => {
        await apiSignIn(page, learner);
        await page.goto('/profile/my-profile');
        await page.waitForURL('**/error/server-maintenance');
        await expect
          .poll(() => page.getByText("We'll be back soon").first().isVisible())
          .toBe(true);
      });
      await journey(DESKTOP, async (page) => {
        await apiSignIn(page, DEMO.system);
        // The shared system user reads English here, whatever an earlier journey left.
        await api(page, 'PATCH', 'account/profile/', { language: 'en' });
        await page.goto('/profile/my-profile');
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: 'My profile' }).isVisible())
          .toBe(true);
        expect(new URL(page.url()).pathname).toBe('/profile/my-profile');
      });
    } finally {
      await api(admin, 'PATCH', 'dashboard/config/config-is-maintenance/', { value: false });
      await adminContext.close();
    }
  });

  test('a 401 from any call says Session Expired. and goes to the sign-in page with next', async () => {
    await journey(DESKTOP, async (page) => {
      await signIn(page, learner, '/profile/my-profile');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'My profile' }).isVisible())
        .toBe(true);
      // The server forgets the session (as after an expiry); the next call answers 401.
      await page.context().clearCookies({ name: 'sessionid' });
      await page
        .getByRole('group', { name: 'Change language' })
        .getByRole('button', { name: /TH/ })
        .click();
      await expect.poll(() => page.getByText('Session Expired.').isVisible()).toBe(true);
      await page.waitForURL((url) => url.pathname === '/account/signin');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/profile/my-profile');
    });
  });
});
