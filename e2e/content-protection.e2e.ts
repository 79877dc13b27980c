import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, launch, newPage, snap } from './support/browser';
import { demoMaterialId, newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Content protection (issue 20 item 7): while the administrator has screen capture switched off,
 * a learner's right-click on a material is refused with the SPEC's message, the text cannot be
 * selected, and the learner's name and e-mail lie over the content. Screen capture is global state: it is
 * switched off in beforeAll and back on (the default) in afterAll.
 */

let browser: Browser;
let admin: Page;

async function setScreenCapture(value: boolean) {
  await api(admin, 'PATCH', 'dashboard/config/config-enable-screen-capture/', { value });
}

describe('protected content', () => {
  beforeAll(async () => {
    browser = await launch();
    admin = (await newPage(browser, DESKTOP)).page;
    await api(admin, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    await setScreenCapture(false);
  });
  afterAll(async () => {
    if (admin) await setScreenCapture(true);
    await browser?.close();
  });

  it('refuses a right-click, keeps the text unselectable, and shows who is reading', async () => {
    const { context, page, account } = await newLearnerPage(browser, 'protect');
    const id = await demoMaterialId(page, 'video', 'M-STRETCH-VIDEO');
    await page.goto(`/video/${id}`);
    await page.locator('video[data-testid="media-player"]').waitFor();
    const body = page.getByTestId('content-protected');
    await body.click({ button: 'right' });
    await page.getByText('Right-click is not allowed on this content.').waitFor();

    // Nothing in it can be selected (copying, pasting and PrintScreen are refused in unit tests).
    expect(await body.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');

    const watermark = page.getByTestId('watermark');
    await expect
      .poll(() => watermark.getAttribute('aria-label'))
      .toContain(`${account.first_name} ${account.last_name} · ${account.email}`);
    await snap(page, 'content-protection-desktop');
    await context.close();
  });

  it('says it in Thai on a phone', async () => {
    const { context, page } = await newLearnerPage(browser, 'protect-th', PHONE, 'th-TH');
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    const id = await demoMaterialId(page, 'article', 'M-STRETCH-ARTICLE');
    await page.goto(`/article/${id}`);
    const body = page.getByTestId('article-body');
    await body.waitFor();
    await body.click({ button: 'right' });
    await page.getByText('ไม่อนุญาตให้คลิกขวาบนเนื้อหานี้').waitFor();
    await page.getByText('เนื้อหานี้ได้รับการคุ้มครองตามกฎหมายลิขสิทธิ์').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'content-protection-phone-th');
    await context.close();
  });
});
