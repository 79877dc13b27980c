import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { api, apiSignIn, field, fillSignIn, registerLearner, signIn } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Runs a journey in a fresh browser context (no cookies, no storage) and closes it. */
async function journey(
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

describe('error pages and maintenance', () => {
  test('unknown paths and /error/{status} show their messages', async () => {
    await journey(DESKTOP, async (page) => {
      await signIn(page, DEMO.learner);
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
    const { context: adminContext, page: admin } = await newPage(browser, DESKTOP);
    await apiSignIn(admin, DEMO.admin);
    try {
      await api(admin, 'PATCH', 'dashboard/config/config-is-maintenance/', { value: true });
      await journey(DESKTOP, async (page) => {
        await apiSignIn(page, DEMO.learner);
        await page.goto('/profile/my-profile');
        await page.waitForURL('**/error/server-maintenance');
        await expect
          .poll(() => page.getByText("We'll be back soon").first().isVisible())
          .toBe(true);
      });
      await journey(DESKTOP, async (page) => {
        await apiSignIn(page, DEMO.system);
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
      await signIn(page, DEMO.learner, '/profile/my-profile');
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

describe('registration and the PDPA documents', () => {
  test('register lists every failing password condition, then the three documents gate the way to from', async () => {
    await journey(PHONE, async (page) => {
      await page.goto('/account/register');
      await field(page, 'First name').fill('Somchai');
      await field(page, 'Last name').fill('Jaidee');
      const email = `register-${Date.now()}@example.com`;
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('abc');
      await field(page, 'Confirm password').fill('abc');
      await page.getByRole('button', { name: 'Create an account' }).click();
      const rule = page.getByText(/Your password must contain/);
      await expect.poll(() => rule.isVisible()).toBe(true);
      const message = (await rule.textContent()) ?? '';
      for (const need of ['characters or more', 'numbers', 'uppercase letters'])
        expect(message).toContain(need);
      await snap(page, 'foundation-register-conditions-phone');
      await expectAccessible(page, 'register with errors (phone)');

      await field(page, 'Password').fill('Somchai#2026');
      await field(page, 'Confirm password').fill('Somchai#2026');
      await page.getByRole('button', { name: 'Create an account' }).click();

      for (const [path, title] of [
        ['/privacy-data/terms-conditions', /terms and conditions/i],
        ['/privacy-data/privacy-notice', /privacy notice/i],
        ['/privacy-data/data-consent', /consent/i],
      ] as const) {
        await page.waitForURL((url) => url.pathname === path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible())
          .toBe(true);
        if (path === '/privacy-data/terms-conditions') {
          await snap(page, 'foundation-terms-phone');
          await expectAccessible(page, 'terms gate (phone)');
        }
        await page.getByLabel('I have read and accept this document').check();
        await page.getByRole('button', { name: 'Accept and continue' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /Welcome, Somchai/ }).isVisible())
        .toBe(true);

      // Each acceptance is kept with the document's version.
      const term = await api<{ is_accepted: boolean; version: number }>(page, 'GET', 'term/');
      expect(term.is_accepted).toBe(true);
    });
  });

  test('forgot password: the code arrives in the outbox, the new password works', async () => {
    const { context: adminContext, page: admin } = await newPage(browser, DESKTOP);
    await apiSignIn(admin, DEMO.admin);
    try {
      await journey(DESKTOP, async (page) => {
        const account = await registerLearner(page, 'forgot');
        await page.context().clearCookies();
        await page.goto('/account/forgot-password');
        await field(page, 'Email').fill(account.email);
        await page.getByRole('button', { name: 'Send code' }).click();
        await page.waitForURL((url) => url.pathname === '/account/forgot-password/otp');

        const outbox = await api<{ results: { to_email: string; body: string }[] }>(
          admin,
          'GET',
          `dashboard/outbox/?search=${encodeURIComponent(account.email)}`,
        );
        const mail = outbox.results.find((m) => m.to_email === account.email);
        const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
        expect(code, 'a six-digit code in the mail').toBeDefined();

        await page.getByLabel('One-time code').fill(code ?? '');
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.waitForURL((url) => url.pathname === '/account/forgot-password/reset');
        await field(page, 'New password').fill('Changed#2026x');
        await field(page, 'Confirm new password').fill('Changed#2026x');
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.waitForURL((url) => url.pathname === '/account/changedpass');
        await expect.poll(() => page.getByText('Password changed').first().isVisible()).toBe(true);

        await signIn(page, { email: account.email, password: 'Changed#2026x' });
        expect(new URL(page.url()).pathname).not.toBe('/account/signin');
      });
    } finally {
      await adminContext.close();
    }
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
