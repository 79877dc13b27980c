import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Dictionary labels (issue 5, item 7): an administrator renames the Thai 'courses' menu entry
 * in the dashboard; a learner whose front already cached the dictionary sees the new name at
 * the next load, because config/check-update/ answers a newer dict_datetime_update — no
 * redeploy. Back to the default afterwards, which the front picks up the same way.
 */

const NEW_TH = 'หลักสูตรทั้งหมด';
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/** The dictionary stamp the front cached in local storage (SPEC §4). */
const cachedDictStamp = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('cache:dict');
    return raw ? (JSON.parse(raw) as { dict_datetime_update: string }).dict_datetime_update : null;
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Other journeys read the Thai menu: leave 'courses' at its default even after a failure.
  if (browser) {
    const { context, page } = await newPage(browser);
    await api(page, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    await api(page, 'DELETE', 'dashboard/dict/label/courses/', {}, [200]);
    await context.close();
  }
  await browser?.close();
});

describe('dashboard labels', () => {
  it('an administrator changes a Thai label and the learner front shows it without a redeploy', async () => {
    const learner = await newLearnerPage(browser, 'labels', DESKTOP, 'th-TH');
    await learner.page.goto('/?lang=th');
    const menu = learner.page.getByRole('navigation').first();
    await menu.getByRole('link', { name: 'คอร์สเรียน' }).waitFor();
    const stampBefore = await cachedDictStamp(learner.page);
    expect(stampBefore).not.toBeNull();

    const { context, page } = await newPage(browser, DESKTOP, 'th-TH');
    await page.goto('/dashboard/account/signin');
    await fillSignIn(page, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    await page.goto('/dashboard/label?lang=th');
    await page.getByRole('heading', { level: 1, name: 'ข้อความเมนูและหัวข้อ' }).waitFor();
    await page.getByRole('link', { name: 'ข้อความเมนู' }).waitFor();
    await page.getByRole('searchbox').fill('courses');
    await page.getByRole('searchbox').press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'courses' });
    await row.waitFor();
    await expectAccessible(page, 'dashboard labels (th)');
    await snap(page, 'dashboard-labels-desktop-th');

    await row.getByRole('button', { name: 'แก้ไข courses' }).click();
    const dialog = page.getByRole('dialog', { name: 'แก้ไขข้อความ courses' });
    const thai = dialog.getByLabel(/^ภาษาไทย/);
    await thai.fill('');
    await dialog.getByRole('button', { name: 'บันทึกข้อความ' }).click();
    await dialog.getByText('กรุณากรอกข้อมูลในช่องนี้').waitFor();
    await thai.fill(NEW_TH);
    await snap(page, 'dashboard-label-edit-desktop-th');
    await dialog.getByRole('button', { name: 'บันทึกข้อความ' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => row.getByText('แก้ไขแล้ว', { exact: true }).isVisible()).toBe(true);
    await poll(async () => (await row.textContent()) ?? '').toContain(NEW_TH);
    await snap(page, 'dashboard-label-saved-desktop-th');

    // The learner's tab loads again: check-update says the dictionary is newer, so it is fetched.
    await learner.page.reload();
    await menu.getByRole('link', { name: NEW_TH }).waitFor();
    expect(await menu.getByRole('link', { name: 'คอร์สเรียน' }).count()).toBe(0);
    const stampAfter = await cachedDictStamp(learner.page);
    expect(Date.parse(stampAfter ?? '')).toBeGreaterThan(Date.parse(stampBefore ?? ''));
    await snap(learner.page, 'front-label-changed-desktop-th');

    // Back to the default: the override is gone from dict/, the front shows the bundled text.
    await row.getByRole('button', { name: 'แก้ไข courses' }).click();
    await dialog.getByRole('button', { name: 'กลับเป็นค่าเริ่มต้น' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => row.getByText('ค่าเริ่มต้น', { exact: true }).isVisible()).toBe(true);
    await learner.page.reload();
    await menu.getByRole('link', { name: 'คอร์สเรียน' }).waitFor();
    await context.close();
    await learner.context.close();
  });

  it('the label screen works in Thai on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    await page.goto('/dashboard/account/signin');
    await fillSignIn(page, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    await page.goto('/dashboard/label?lang=th&search=cart');
    await page.getByRole('heading', { level: 1, name: 'ข้อความเมนูและหัวข้อ' }).waitFor();
    // The key itself, not its plural forms (cart_with_count_one, _other) listed beside it.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByText('cart_with_count', { exact: true }) });
    await card.waitFor();
    await expectAccessible(page, 'dashboard labels (th, phone)');
    await snap(page, 'dashboard-labels-phone-th');
    await card.getByRole('button', { name: 'แก้ไข cart_with_count' }).click();
    const dialog = page.getByRole('dialog', { name: 'แก้ไขข้อความ cart_with_count' });
    await dialog.getByText(/คง \{\{count\}\} ไว้ทั้งสองภาษา/).waitFor();
    await dialog.getByLabel(/^ภาษาไทย/).fill('ตะกร้า');
    await dialog.getByRole('button', { name: 'บันทึกข้อความ' }).click();
    await dialog.getByText('ต้องมีตัวแทนค่าในวงเล็บปีกกาคู่แบบเดียวกับข้อความเริ่มต้น').waitFor();
    await snap(page, 'dashboard-label-edit-phone-th');
    // Nothing was saved: the list still shows the default.
    const listed = await api<{ results: { is_changed: boolean }[] }>(
      page,
      'GET',
      'dashboard/dict/label/?search=cart_with_count',
    );
    // The search also finds the plural forms; none of them changed.
    expect(listed.results.length).toBeGreaterThan(0);
    expect(listed.results.every((r) => !r.is_changed)).toBe(true);
    await context.close();
  });
});
