import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import {
  acceptDocuments,
  api,
  apiSignIn,
  field,
  fillSignIn,
  registerLearner,
} from './support/session';

/**
 * Dashboard users, audit log and settings (issue 5 items 2, 7, 9): the administrator creates a
 * user, finds them in English and Thai, deactivates them (who then cannot sign in), sets another
 * user's password, reads both in the audit log and switches front maintenance on and off from
 * the settings screen; then a Thai pass on a phone over the users list and the user form.
 */

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
let adminPage: Page | null = null;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Whatever happened above, later journeys must find the front open.
  if (adminPage)
    await api(adminPage, 'PATCH', 'dashboard/config/config-is-maintenance/', { value: false });
  await browser?.close();
});

/** Waits until the list has loaded (no skeleton) and the start-up loader is gone. */
async function listReady(page: Page): Promise<void> {
  await poll(() => page.locator('[data-full-screen-loader]').count()).toBe(0);
  await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

async function search(page: Page, text: string, label = 'Search'): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === text);
  await listReady(page);
}

const stamp = Date.now();

describe('dashboard users, audit log and settings', () => {
  test('English, desktop: create, find, deactivate, set a password, audit, maintenance', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    adminPage = page;
    const others: { close: () => Promise<void> }[] = [];
    try {
      await page.goto('/dashboard/');
      await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
      await fillSignIn(page, DEMO.admin);
      await page.waitForURL((url) => /^\/dashboard\/?$/.test(url.pathname));
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await page.goto('/dashboard/');

      // Users: the menu entry, then a new account with a Thai first name.
      const nav = page.getByRole('navigation').first();
      await poll(() => nav.getByRole('link', { name: 'Users' }).isVisible()).toBe(true);
      await nav.getByRole('link', { name: 'Users' }).click();
      await page.waitForURL('**/dashboard/user');
      await listReady(page);
      await snap(page, 'dashboard-users-desktop-en');
      await expectAccessible(page, '/dashboard/user');
      await page.getByRole('link', { name: 'New user' }).click();
      await page.waitForURL('**/dashboard/user/create');
      const email = `mani-${stamp}@example.com`;
      const lastName = `Tester${stamp % 100000}`;
      const name = `มานี ${lastName}`;
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('short');
      await field(page, 'First name').fill('มานี');
      await field(page, 'Last name').fill(lastName);
      await page.getByRole('button', { name: 'Save' }).click();
      // The password conditions of the config, listed as they fail.
      await poll(() =>
        page.getByText(/^Your password must contain 8 characters or more/).isVisible(),
      ).toBe(true);
      await snap(page, 'dashboard-user-create-errors-desktop-en');
      await field(page, 'Password').fill('Mani#2026pass');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === email);
      await listReady(page);
      const table = page.getByRole('table', { name: 'Users' });
      await poll(() => table.getByText(name).isVisible()).toBe(true);

      // Found by the Thai name too.
      await search(page, 'มานี');
      await poll(() => table.getByText(email).isVisible()).toBe(true);

      // Deactivated: that user can no longer sign in.
      await page.getByRole('link', { name: `Edit ${name}` }).click();
      await page.waitForURL('**/dashboard/user/*');
      await poll(() => page.getByRole('switch', { name: /^Active/ }).isChecked()).toBe(true);
      await page.getByRole('switch', { name: /^Active/ }).uncheck();
      await snap(page, 'dashboard-user-edit-desktop-en');
      await page.getByRole('button', { name: 'Save' }).click();
      await poll(() => page.getByText(`Saved: ${name}`).first().isVisible()).toBe(true);
      const outsider = await newPage(browser, DESKTOP);
      others.push(outsider.context);
      await outsider.page.goto('/account/signin');
      await fillSignIn(outsider.page, { email, password: 'Mani#2026pass' });
      await poll(() =>
        outsider.page.getByText('Sorry, this user is inactive').first().isVisible(),
      ).toBe(true);

      // Another fresh user gets a new password from the dashboard.
      const second = { email: `somsak-${stamp}@example.com`, password: 'Somsak#2026a' };
      await api(page, 'POST', 'dashboard/user/', {
        email: second.email,
        password: second.password,
        first_name: 'Somsak',
        last_name: 'Fresh',
      });
      await page.goto(`/dashboard/user?search=${encodeURIComponent(second.email)}`);
      await listReady(page);
      await page.getByRole('button', { name: 'Set password for Somsak Fresh' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set password of Somsak Fresh' });
      await field(page, 'New password').fill('weakpass');
      await field(page, 'Confirm password').fill('weakpass');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await poll(() => dialog.getByText(/^Your password must contain/).isVisible()).toBe(true);
      await snap(page, 'dashboard-set-password-desktop-en');
      await field(page, 'New password').fill('Renewed#2026b');
      await field(page, 'Confirm password').fill('Renewed#2026b');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() =>
        page
          .getByText('Password set for Somsak Fresh. Their sessions were ended.')
          .first()
          .isVisible(),
      ).toBe(true);
      const renewed = await newPage(browser, DESKTOP);
      others.push(renewed.context);
      await apiSignIn(renewed.page, { email: second.email, password: 'Renewed#2026b' });

      // The audit log shows those changes, who made them and when.
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/dashboard/log');
      await listReady(page);
      const log = page.getByRole('table', { name: 'Audit log' });
      await poll(() => log.getByText('User created').first().isVisible()).toBe(true);
      await poll(() => log.getByText('User changed').first().isVisible()).toBe(true);
      await poll(() => log.getByText('Password set').first().isVisible()).toBe(true);
      // A change reads as a sentence now: the field's label and the value in words.
      await poll(() => log.getByText('Active: No').first().isVisible()).toBe(true);
      await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'Passwords' });
      await page.waitForURL(/log_group=user_password/);
      await listReady(page);
      await poll(() => log.getByText('User created').count()).toBe(0);
      await snap(page, 'dashboard-audit-log-desktop-en');
      await expectAccessible(page, '/dashboard/log');

      // Front maintenance from the settings screen: a fresh learner is sent to the
      // maintenance page, the system user is not.
      const learner = await newPage(browser, DESKTOP);
      others.push(learner.context);
      await registerLearner(learner.page, 'maintenance');
      await acceptDocuments(learner.page);
      const system = await newPage(browser, DESKTOP);
      others.push(system.context);
      await apiSignIn(system.page, DEMO.system);
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL('**/dashboard/settings');
      const front = page.getByRole('switch', { name: /^Learner site maintenance/ });
      // The switch follows the saved value, so it turns on once the server has it.
      await front.click();
      await poll(() => front.isChecked()).toBe(true);
      await poll(() => page.getByText('Setting saved.').first().isVisible()).toBe(true);
      await snap(page, 'dashboard-settings-desktop-en');
      try {
        await learner.page.goto('/profile/my-profile');
        await learner.page.waitForURL('**/error/server-maintenance');
        await poll(() => learner.page.getByText("We'll be back soon").first().isVisible()).toBe(
          true,
        );
        await system.page.goto('/profile/my-profile');
        await poll(() =>
          system.page.getByRole('heading', { level: 1, name: 'My profile' }).isVisible(),
        ).toBe(true);
        expect(new URL(system.page.url()).pathname).toBe('/profile/my-profile');
      } finally {
        await front.click();
        await poll(() => front.isChecked()).toBe(false);
      }
      await learner.page.goto('/profile/my-profile');
      await poll(() =>
        learner.page.getByRole('heading', { level: 1, name: 'My profile' }).isVisible(),
      ).toBe(true);
    } finally {
      await api(page, 'PATCH', 'dashboard/config/config-is-maintenance/', { value: false });
      for (const other of others) await other.close();
      await context.close();
      adminPage = null;
    }
  });

  test('Thai, phone: users list and the user form', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    try {
      await api(page, 'POST', 'dashboard/account/login/', {
        username: DEMO.admin.email,
        password: DEMO.admin.password,
      });
      await page.goto('/dashboard/user?lang=th&ordering=email');
      await listReady(page);
      await poll(() => page.getByRole('heading', { level: 1, name: 'ผู้ใช้งาน' }).isVisible()).toBe(
        true,
      );
      const cards = page.getByRole('list', { name: 'ผู้ใช้งาน' });
      await poll(() => cards.getByRole('listitem').count()).toBeGreaterThan(0);
      await snap(page, 'dashboard-users-phone-th');
      await expectAccessible(page, '/dashboard/user (phone, Thai)');
      await page.getByRole('link', { name: 'เพิ่มผู้ใช้' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/user/create');
      await page.getByRole('button', { name: 'บันทึก' }).click();
      await poll(() => page.getByText('This field is required').count()).toBe(0);
      await poll(() => page.getByText('กรุณากรอกข้อมูลในช่องนี้').first().isVisible()).toBe(true);
      await snap(page, 'dashboard-user-form-phone-th');
      await expectAccessible(page, '/dashboard/user/create (phone, Thai)');
      // Leaving with unsaved changes asks first.
      await field(page, 'ชื่อ').fill('สมใจ');
      await page.getByRole('link', { name: /กลับไปที่รายชื่อผู้ใช้/ }).click();
      const leave = page.getByRole('dialog');
      await poll(() =>
        leave
          .getByText(/ยังไม่ได้บันทึก/)
          .first()
          .isVisible(),
      ).toBe(true);
      await snap(page, 'dashboard-user-leave-phone-th');
      await leave.getByRole('button', { name: 'ออกจากหน้านี้' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/user');
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await context.close();
    }
  });
});
