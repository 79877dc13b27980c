import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Buying a priced course (issue 3): a new learner adds the demo course 'Data analysis with
 * Python' (฿1,500) to the cart, checks out with PromptPay, reports the transfer; the
 * administrator confirms it in Dashboard → Orders; the learner is enrolled, opens the course and
 * downloads the receipt. The learner applies the demo coupon WELCOME10 (10% off) and asks for a
 * tax invoice, which the administrator sees on the order; the paid order offers Start learning
 * and the course shows on the learner's home. The administrator makes a coupon in Dashboard →
 * Coupons. A Thai learner looks at the cart, a coupon and the tax-invoice form on a phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const COURSE_CODE = 'C-DATA-201';

async function demoCourseId(page: Page): Promise<number> {
  const list = await api<{ results: { id: number; code: string }[] }>(
    page,
    'GET',
    'course/?search=Python',
  );
  const id = list.results.find((r) => r.code === COURSE_CODE)?.id;
  if (!id) throw new Error(`demo course ${COURSE_CODE} not found`);
  return id;
}

async function adminPage(): Promise<Page> {
  const { page } = await newPage(browser, DESKTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard');
  // Another journey may have left the administrator's language in Thai.
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  return page;
}

describe('buying a priced course', () => {
  it('adds to cart, checks out with PromptPay, is confirmed by an admin, learns and downloads the receipt', async () => {
    const { context, page } = await newLearnerPage(browser, 'purchase', DESKTOP);
    const courseId = await demoCourseId(page);
    await page.goto(`/course/${courseId}`);
    await page.getByRole('heading', { level: 1, name: 'Data analysis with Python' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart.').waitFor();
    await snap(page, 'purchase-course-desktop');
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByText('Total (1 item)').waitFor();
    // A code that does not exist is refused on the field; the demo code takes 10% off.
    await page.getByLabel('Coupon code').fill('NOPE-2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('There is no such coupon code. Check the spelling.').waitFor();
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code WELCOME10 applied: 10% off.').waitFor();
    await page.getByText('฿1,350').waitFor();
    await expectAccessible(page, 'cart');
    await snap(page, 'purchase-cart-desktop');

    await page.getByRole('link', { name: 'Check out' }).click();
    await page.waitForURL('**/cart/check-out?currency=thb');
    await page.getByText('VAT 7% included').waitFor();
    await page.getByText('Discount (WELCOME10)').waitFor();
    await page.getByRole('radio', { name: /PromptPay QR or bank transfer/ }).check();
    // A tax invoice for a company: a mistyped tax ID is caught before the order is placed.
    await page.getByRole('checkbox', { name: /I need a tax invoice/ }).check();
    await page.getByLabel(/Company name/).fill('Siam Learning Co., Ltd.');
    await page.getByLabel(/^Tax ID/).fill('0107537000018');
    await page
      .getByLabel(/Registered address/)
      .fill('1 Sukhumvit Road, Khlong Toei, Bangkok 10110');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('This tax ID is not valid: check the 13 digits.').waitFor();
    await page.getByLabel(/^Tax ID/).fill('0107537000017');
    await snap(page, 'purchase-checkout-desktop');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/cart\/purchase\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const heading = page.getByRole('heading', { level: 1, name: /^Order ORD-\d{8}-\d{6}$/ });
    await heading.waitFor();
    const number = ((await heading.textContent()) ?? '').replace('Order ', '');
    await page.getByRole('img', { name: 'PromptPay QR code for ฿1,350' }).waitFor();
    await page.getByTestId('order-tax-invoice').getByText('Siam Learning Co., Ltd.').waitFor();
    // A reference counts for one order, so a retried journey reports a new one.
    const reference = `KBANK-20261123-${String(Date.now()).slice(-6)}`;
    await page.getByLabel(/Transfer reference/).fill(reference);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.getByText(`Reference you gave: ${reference}`).waitFor();
    await page.getByText('Checking payment').first().waitFor();
    await snap(page, 'purchase-order-pending-desktop');

    // The administrator finds the order by its number and confirms the transfer.
    const admin = await adminPage();
    await admin.goto(`/dashboard/order?search=${encodeURIComponent(number)}`);
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await admin.getByText(`Reference: ${reference}`).waitFor();
    await admin.getByText('Tax invoice: Siam Learning Co., Ltd.').waitFor();
    await admin.getByText('Tax ID 0107537000017 · Head office').waitFor();
    await snap(admin, 'purchase-dashboard-orders-desktop');
    await admin.getByRole('button', { name: `Confirm payment of ${number}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await admin.getByText(new RegExp(`Order ${number} is paid`)).waitFor();
    // Dashboard → Coupons: the demo codes are listed; a new one is made in the dialog.
    await admin.goto('/dashboard/coupon');
    await admin.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await admin.getByText('WELCOME10', { exact: true }).waitFor();
    await snap(admin, 'purchase-dashboard-coupons-desktop');
    const code = `E2E${String(Date.now()).slice(-8)}`;
    await admin.getByRole('button', { name: 'New coupon' }).click();
    const form = admin.getByRole('dialog', { name: 'New coupon' });
    await form.getByLabel(/^Code/).fill(code);
    await form.getByLabel(/Total uses/).fill('5');
    await snap(admin, 'purchase-dashboard-coupon-form-desktop');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Coupon ${code} saved.`).waitFor();
    await admin.getByRole('button', { name: `Deactivate ${code}` }).click();
    await admin.getByText(`Code ${code} no longer works.`).waitFor();
    await admin.context().close();

    // The learner is enrolled, can start the course and downloads the receipt.
    await page.reload();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByText('Enrolled: you can start learning.').waitFor();
    await page.getByRole('link', { name: 'Start learning' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download receipt (English)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-RC-\d{8}-\d{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await snap(page, 'purchase-order-paid-desktop');
    const order = await api<{ status: string; items: { enroll_status: number }[] }>(
      page,
      'GET',
      `order/${orderId}/`,
    );
    expect(order).toMatchObject({
      status: 'paid',
      items: [{ enroll_status: 0 }],
      coupon_code: 'WELCOME10',
      discount_minor: 15_000,
      total_minor: 135_000,
    });
    // The bought course shows on the learner's home.
    await page.goto('/');
    await page
      .getByRole('region', { name: 'My courses to start' })
      .getByText('Data analysis with Python')
      .first()
      .waitFor();
    await page.goto(`/cart/purchase/${orderId}`);

    await page.getByRole('link', { name: 'Data analysis with Python' }).click();
    await page.waitForURL(`**/course/${courseId}`);
    await page.getByRole('link', { name: 'Start learning' }).waitFor();
    await snap(page, 'purchase-course-enrolled-desktop');
    // Another learner cannot read this order or its receipt.
    const other = await newLearnerPage(browser, 'purchase-other', DESKTOP);
    await api(other.page, 'GET', `order/${orderId}/`, undefined, [404]);
    await api(other.page, 'GET', `order/${orderId}/receipt/`, undefined, [404]);
    await other.context.close();
    await context.close();
  });

  it('shows the cart and checkout in Thai on a phone', async () => {
    const { context, page } = await newLearnerPage(browser, 'purchase-th', PHONE, 'th-TH');
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    const courseId = await demoCourseId(page);
    await api(page, 'POST', 'order/cart/', { content_id: courseId }, [201]);
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'ตะกร้าสินค้า' }).waitFor();
    await page.getByText('รวม (1 รายการ)').waitFor();
    await page.getByText('1,500 บาท').first().waitFor();
    await page.getByLabel('รหัสคูปอง').fill('THB200');
    await page.getByRole('button', { name: 'ใช้รหัส' }).click();
    await page.getByText('1,300 บาท').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await snap(page, 'purchase-cart-phone-th');
    await page.getByRole('link', { name: 'ชำระเงิน' }).click();
    await page.getByText('รวมภาษีมูลค่าเพิ่ม 7% แล้ว').waitFor();
    await page.getByRole('checkbox', { name: /ต้องการใบกำกับภาษี/ }).check();
    await page.getByLabel(/ชื่อบริษัท/).fill('บริษัท สยามเลิร์นนิง จำกัด');
    await page.getByLabel(/^เลขประจำตัวผู้เสียภาษี/).fill('0107537000017');
    await page.getByRole('radio', { name: 'สาขา', exact: true }).check();
    await page.getByLabel(/เลขที่สาขา/).fill('00002');
    await page.getByLabel(/ที่อยู่ตามที่จดทะเบียน/).fill('1 ถนนสุขุมวิท เขตคลองเตย กรุงเทพฯ 10110');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await snap(page, 'purchase-checkout-phone-th');
    await page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' }).click();
    await page.waitForURL(/\/cart\/purchase\/\d+$/);
    await page.getByRole('heading', { name: 'ชำระด้วยพร้อมเพย์' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await snap(page, 'purchase-order-phone-th');
    // Leave nothing pending for other runs: the learner cancels the order.
    await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
    await page.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
    await page.getByText('คำสั่งซื้อนี้ถูกยกเลิกแล้ว').waitFor();
    await context.close();
  });
});
