import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Display toggles (issue 5, item 10): an administrator, in Thai on a phone, switches a tag off in
 * the dashboard's tag list; the learner's catalog tag filter no longer offers it. The tag is made
 * for the journey and deleted afterwards, so other journeys see the demo data unchanged.
 */

const TAG = { name_en: 'Display journey', name_th: 'แท็กทดสอบการแสดงผล' };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/** The Thai names the catalog's tag filter offers (the demo's tags are always among them). */
async function tagOptions(page: Page): Promise<string[]> {
  await page.goto('/course?lang=th');
  // On a phone the filters sit in a bottom sheet behind the "Filters" button.
  await page.getByTestId('catalog-filters-open').click();
  const select = page.getByRole('combobox', { name: 'แท็ก' });
  // A demo tag by its Thai name: the options are the Thai ones, loaded.
  await select.locator('option', { hasText: 'ผู้เริ่มต้น' }).waitFor({ state: 'attached' });
  return select.locator('option').allTextContents();
}

let browser: Browser;
let tagId = 0;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  if (browser && tagId) {
    const { context, page } = await newPage(browser);
    await api(page, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    await api(page, 'DELETE', `dashboard/tag/${tagId}/`, {}, [204]);
    await context.close();
  }
  await browser?.close();
});

describe('display toggles', () => {
  it('an administrator hides a tag in Thai on a phone and the catalog filter drops it', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    await page.goto('/dashboard/account/signin');
    await fillSignIn(page, DEMO.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    tagId = (await api<{ id: number }>(page, 'POST', 'dashboard/tag/', TAG)).id;

    const learner = await newLearnerPage(browser, 'display', PHONE, 'th-TH');
    expect(await tagOptions(learner.page)).toContain(TAG.name_th);

    await page.goto(`/dashboard/tag?lang=th&search=${encodeURIComponent(TAG.name_en)}`);
    await page.getByRole('heading', { level: 1, name: 'แท็ก' }).waitFor();
    const toggle = page.getByRole('switch', { name: `แสดง ${TAG.name_th} ให้ผู้เรียนเห็น` });
    await poll(() => toggle.isChecked()).toBe(true);
    await expectAccessible(page, 'dashboard tags with display switches (th, phone)');
    await snap(page, 'dashboard-display-before-phone-th');
    // The switch input is visually hidden under Mantine's track: click the label it sits in.
    await toggle.click({ force: true });
    await poll(() => toggle.isChecked()).toBe(false);
    // The switch moves at once; the server has it once the PATCH is answered.
    await poll(
      async () =>
        (await api<{ is_display: boolean }>(page, 'GET', `dashboard/tag/${tagId}/`)).is_display,
    ).toBe(false);
    await snap(page, 'dashboard-display-hidden-phone-th');

    const after = await tagOptions(learner.page);
    expect(after).not.toContain(TAG.name_th);
    expect(after.length).toBeGreaterThan(1);
    await snap(learner.page, 'front-tag-filter-hidden-phone-th');
    await context.close();
    await learner.context.close();

    // The same list on a desktop: the switch sits in its own column, off for the hidden tag.
    const desk = await newPage(browser, DESKTOP, 'th-TH');
    await desk.page.goto('/dashboard/account/signin');
    await fillSignIn(desk.page, DEMO.admin);
    await desk.page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
    await desk.page.goto('/dashboard/tag?lang=th');
    const row = desk.page.getByRole('row').filter({ hasText: TAG.name_th });
    await poll(() => row.getByRole('switch').isChecked()).toBe(false);
    await snap(desk.page, 'dashboard-display-desktop-th');
    await desk.context.close();
  });
});
