import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, expectAccessible, browserForFile, PHONE, snap } from './support/browser';
import { api, fillSignIn, registerLearner, signIn } from './support/session';

// Signing in to the front and the dashboard, and the authenticated layout around every screen.
const { journey } = browserForFile();

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('signing in', () => {
  test('a visitor is sent to the sign-in page with next, and lands on next after signing in', async () => {
    await journey(DESKTOP, async (page) => {
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/account/signin');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/');
      await page.goto('/profile/my-profile?tab=1');
      await page.waitForURL((url) => url.pathname === '/account/signin');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/profile/my-profile?tab=1');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Sign in' }).isVisible())
        .toBe(true);
      await snap(page, 'foundation-signin-desktop-en');
      await expectAccessible(page, 'sign-in page (desktop)');

      await fillSignIn(page, DEMO.learner);
      await page.waitForURL((url) => url.pathname === '/profile/my-profile');
      expect(pathAndQuery(page)).toBe('/profile/my-profile?tab=1');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'My profile' }).isVisible())
        .toBe(true);
    });
  });

  test('a next that points to a sign-in or error path is discarded', async () => {
    await journey(DESKTOP, async (page) => {
      await page.goto(`/account/signin?next=${encodeURIComponent('/error/403')}`);
      await fillSignIn(page, DEMO.learner);
      await page.waitForURL((url) => !url.pathname.startsWith('/account/signin'));
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  test('wrong credentials say so, in English and in Thai, on a phone', async () => {
    await journey(PHONE, async (page) => {
      await page.goto('/account/signin');
      await fillSignIn(page, { email: DEMO.learner.email, password: 'not-the-password' });
      await expect.poll(() => page.getByText('Incorrect Email or Password').isVisible()).toBe(true);
      await snap(page, 'foundation-signin-wrong-phone-en');
      await expectAccessible(page, 'sign-in with an error (phone)');

      await page.goto('/account/signin?lang=th');
      await fillSignIn(
        page,
        { email: 'nobody@example.com', password: 'not-the-password' },
        { email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' },
      );
      await expect.poll(() => page.getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง').isVisible()).toBe(true);
      await snap(page, 'foundation-signin-wrong-phone-th');
    });
  });

  test('repeated failures lock the account and the page says until when', async () => {
    await journey(DESKTOP, async (page) => {
      const account = await registerLearner(page, 'lockout');
      await page.context().clearCookies();
      await page.goto('/account/signin');
      for (let i = 0; i < 5; i += 1) {
        await fillSignIn(page, { email: account.email, password: `wrong-${i}` });
        await expect
          .poll(() => page.getByText(/Incorrect Email or Password|locked/).isVisible())
          .toBe(true);
      }
      // Locked now: even the right password is refused with the lock message.
      await fillSignIn(page, account);
      await expect
        .poll(() =>
          page.getByText(/This account is locked after too many failed attempts/).isVisible(),
        )
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe('/account/signin');
      await snap(page, 'foundation-signin-locked');
    });
  });
});

describe('the authenticated layout', () => {
  test('the language switch saves the choice to the profile and survives a reload; ?lang=th switches', async () => {
    await journey(DESKTOP, async (page) => {
      const account = await registerLearner(page, 'language');
      for (const path of ['term/', 'term/privacy/', 'term/data-consent/']) {
        const document = await api<{ id: number }>(page, 'GET', path);
        await api(page, 'POST', `${path}accept/`, { id: document.id });
      }
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /Welcome, Journey/ }).isVisible())
        .toBe(true);
      await snap(page, 'foundation-home-desktop-en');
      await expectAccessible(page, 'home (desktop)');

      await page
        .getByRole('group', { name: 'Change language' })
        .getByRole('button', { name: /TH/ })
        .click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /ยินดีต้อนรับ/ }).isVisible())
        .toBe(true);
      await expect
        .poll(
          async () => (await api<{ language: string }>(page, 'GET', 'account/profile/')).language,
        )
        .toBe('th');
      await page.reload();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /ยินดีต้อนรับ/ }).isVisible())
        .toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('th');
      await snap(page, 'foundation-home-desktop-th');
      await expectAccessible(page, 'home in Thai (desktop)');

      await page
        .getByRole('group', { name: 'เปลี่ยนภาษา' })
        .getByRole('button', { name: /EN/ })
        .click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /Welcome/ }).isVisible())
        .toBe(true);
      await page.goto('/?lang=th');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /ยินดีต้อนรับ/ }).isVisible())
        .toBe(true);
      expect(account.email).toContain('language-');
    });
  });

  test('the left menu is a rail on wide screens and closed at 1024 px and below, opening over the content', async () => {
    await journey(DESKTOP, async (page) => {
      await signIn(page, DEMO.learner);
      const menu = page.getByRole('navigation', { name: 'Main navigation' });
      await expect.poll(() => menu.isVisible()).toBe(true);
      const main = page.locator('main#main-content');
      expect((await main.boundingBox())?.x).toBeGreaterThanOrEqual(64);

      await page.setViewportSize({ width: 1024, height: 768 });
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect((await main.boundingBox())?.x).toBe(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await snap(page, 'foundation-menu-open-1024');
      await page.getByRole('button', { name: 'Close menu' }).first().click();
      await expect.poll(() => menu.isVisible()).toBe(false);

      await page.setViewportSize(PHONE);
      await page.reload();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible())
        .toBe(true);
      await expect.poll(() => menu.isVisible()).toBe(false);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scroll on a phone').toBeLessThanOrEqual(PHONE.width);
      await snap(page, 'foundation-home-phone-en');
      await expectAccessible(page, 'home (phone)');
    });
  });

  test('the account menu (loaded after the first paint) names the user, links the profile and logs out', async () => {
    await journey(PHONE, async (page) => {
      await signIn(page, DEMO.learner);
      const account = page.getByRole('button', { name: /^Account menu: / });
      await account.click();
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await menu.getByRole('menuitem', { name: 'My profile' }).isVisible()).toBe(true);
      await snap(page, 'foundation-account-menu-phone-en');
      await menu.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/account/signin');
    });
  });

  test('?is_app_webview=true hides header, menu, footer and messenger for the rest of the visit', async () => {
    await journey(PHONE, async (page) => {
      await signIn(page, DEMO.learner);
      await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
      await page.goto('/?is_app_webview=true');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible())
        .toBe(true);
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await page.goto('/profile/my-profile');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'My profile' }).isVisible())
        .toBe(true);
      expect(await page.getByRole('banner').count()).toBe(0);
      await snap(page, 'foundation-webview-phone');
    });
  });
});

describe('the administrator dashboard', () => {
  test('an administrator signs in at /dashboard/ and sees its layout and home', async () => {
    await journey(DESKTOP, async (page) => {
      await page.goto('/dashboard/');
      await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
      await expectAccessible(page, 'dashboard sign-in');
      await fillSignIn(page, DEMO.admin);
      await page.waitForURL(
        (url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard',
      );
      // Other journeys share the demo administrator and may leave it in Thai: ask for English.
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await page.goto('/dashboard/?lang=en');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Welcome, Ada Admin' }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByRole('navigation').first().isVisible()).toBe(true);
      await snap(page, 'foundation-dashboard-home-desktop');
      await expectAccessible(page, 'dashboard home');

      await page.goto('/dashboard/?lang=th');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
      await snap(page, 'foundation-dashboard-home-th');
      await page.setViewportSize(PHONE);
      await page.reload();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible())
        .toBe(true);
      await snap(page, 'foundation-dashboard-home-phone-th');
      await expectAccessible(page, 'dashboard home (phone, Thai)');
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
    });
  });

  test('a learner who signs in at the dashboard is signed out and sent to /error/403', async () => {
    await journey(DESKTOP, async (page) => {
      await page.goto('/dashboard/account/signin');
      await fillSignIn(page, DEMO.learner);
      await page.waitForURL((url) => url.pathname === '/dashboard/error/403');
      await expect.poll(() => page.getByText('No Permission').first().isVisible()).toBe(true);
      const answer = await page.request.get('/api/account/is-authenticated/');
      expect(await answer.json()).toMatchObject({ is_authenticated: false });
    });
  });
});
