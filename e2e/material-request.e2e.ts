import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Learner-made materials (issue 5, approvals): an administrator makes a learner a creator; on a
 * phone, in Thai, the creator writes an article and sends it for approval; the administrator
 * reviews it in Dashboard → Material requests and approves it; the article then opens for
 * every learner at its own page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function adminPage(): Promise<Page> {
  const { page } = await newPage(browser, DESKTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard');
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  return page;
}

describe('a creator’s article', () => {
  it('is written on a phone in Thai, approved in the dashboard and opens for learners', async () => {
    const { context, page } = await newLearnerPage(browser, 'matreq', PHONE, 'th-TH');
    const me = await api<{ id: number }>(page, 'PATCH', 'account/profile/', { language: 'th' });
    const admin = await adminPage();
    await api(admin, 'PATCH', `dashboard/user/${me.id}/`, {
      first_name: 'สมหญิง',
      last_name: 'ใจดี',
      language: 'th',
      is_creator: true,
    });

    const title = `การออมเงินฉบับเริ่มต้น ${Date.now() % 100000}`;
    await page.goto('/profile/my-material/create');
    await page.getByRole('heading', { level: 1, name: 'สร้างสื่อการเรียนรู้' }).waitFor();
    await page.getByRole('textbox', { name: /ชื่อเรื่อง/ }).fill(title);
    await page.getByRole('textbox', { name: /คำอธิบายสั้น/ }).fill('เคล็ดลับออมเงินสำหรับมือใหม่');
    await page
      .getByRole('textbox', { name: /^บทความ/ })
      .fill('# ออมก่อนใช้\n\nแบ่งเงิน **สิบเปอร์เซ็นต์** ทุกเดือน\n\n- ตั้งเป้าหมาย\n- จดบันทึกรายจ่าย');
    await expectAccessible(page, 'create material');
    await snap(page, 'material-request-create-th-phone');
    await page.getByRole('button', { name: 'ส่งขออนุมัติ' }).click();
    await page.waitForURL('**/profile/my-material');
    await page.getByText(title).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('รออนุมัติ', { exact: true }).waitFor();
    await snap(page, 'material-request-list-waiting-th-phone');

    // The administrator reviews the article and approves it.
    await admin.goto(`/dashboard/material-request?search=${encodeURIComponent(title)}`);
    await admin.getByRole('heading', { level: 1, name: 'Material requests' }).waitFor();
    await admin.getByRole('button', { name: `Review ${title}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'ออมก่อนใช้' }).waitFor();
    await dialog.getByText('ตั้งเป้าหมาย').waitFor();
    await snap(admin, 'material-request-dashboard-review-desktop');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${title} is approved and published.`).waitFor();
    await admin.getByRole('table').getByText('Approved', { exact: true }).waitFor();
    // The same list in Thai.
    await api(admin, 'PATCH', 'account/profile/', { language: 'th' });
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'คำขอสร้างสื่อ' }).waitFor();
    await admin.getByRole('table').getByText('อนุมัติแล้ว', { exact: true }).waitFor();
    await snap(admin, 'material-request-dashboard-approved-th-desktop');
    await api(admin, 'PATCH', 'account/profile/', { language: 'en' });
    await admin.context().close();

    // The creator sees it approved and opens the published article.
    await page.reload();
    await row.getByText('อนุมัติแล้ว', { exact: true }).waitFor();
    await snap(page, 'material-request-list-approved-th-phone');
    await row.getByRole('link', { name: 'เปิดดู' }).click();
    await page.waitForURL(/\/article\/\d+$/);
    const articleId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('จดบันทึกรายจ่าย').waitFor();
    await snap(page, 'material-request-article-th-phone');

    // Any other learner opens it too.
    const other = await newLearnerPage(browser, 'matreq-reader', DESKTOP);
    await other.page.goto(`/article/${articleId}`);
    await other.page.getByText('จดบันทึกรายจ่าย').waitFor();
    await expect(other.page.getByText(title).first().isVisible()).resolves.toBe(true);
    await snap(other.page, 'material-request-article-reader-desktop');
    await other.context.close();
    await context.close();
  });
});
