import { isThaiTaxId, type DashboardCoupon, type Order } from '@portal/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestContext } from '../../../test/helpers';
import { pageText } from '../../../test/pdf-text';
import { orderFixtures, orderTestPortal } from './order-fixtures';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  ({ t, admin } = await orderTestPortal());
  for (const [name, value] of [
    ['payment-seller-address', '99 Rama IV Road, Bangkok 10500'],
    ['payment-seller-tax-id', '0105556012341'],
  ] as const)
    expect((await admin.patch(`/api/dashboard/config/${name}/`, { value })).statusCode).toBe(200);
});
afterAll(async () => t.close());

const { learner, priced, reported } = orderFixtures(() => t);

let codes = 0;
/** A coupon made through the dashboard; a fresh code each time. */
async function coupon(input: Record<string, unknown> = {}): Promise<DashboardCoupon> {
  codes += 1;
  const res = await admin.post('/api/dashboard/coupon/', {
    code: `test-${Date.now() % 1_000_000}-${codes}`,
    kind: 'percent',
    percent: 10,
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DashboardCoupon>();
}

/** A learner with one priced course in their cart. */
async function shopper(price = 150_000, currency: 'thb' | 'usd' = 'thb') {
  const l = await learner({ first_name: 'Somchai', last_name: 'ใจดี' });
  const course = await priced(price, { currency });
  expect((await l.client.post('/api/order/cart/', { content_id: course.id })).statusCode).toBe(201);
  return { ...l, course };
}

const apply = (client: Client, code: string) => client.post('/api/order/cart/coupon/', { code });
const checkout = (client: Client, contentId: number, extra: Record<string, unknown> = {}) =>
  client.post('/api/order/checkout/', {
    content_id_list: [contentId],
    payment_method: 'promptpay',
    ...extra,
  });
const refusal = (res: { json: () => { errors?: Record<string, string[]> } }) =>
  res.json().errors?.code?.[0];

describe('coupons in the cart', () => {
  it('applies a percent code typed in any case, shows the discount, and redeems it at checkout', async () => {
    const { code } = await coupon({ percent: 20 });
    const { client, course } = await shopper(150_000);
    const applied = await apply(client, code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().coupon).toMatchObject({
      code,
      kind: 'percent',
      percent: 20,
      error: null,
    });
    expect(applied.json().totals).toEqual([
      { currency: 'thb', count: 1, total_minor: 150_000, discount_minor: 30_000 },
    ]);
    const order = (await checkout(client, course.id)).json<Order>();
    expect(order).toMatchObject({
      subtotal_minor: 150_000,
      coupon_code: code,
      discount_minor: 30_000,
      total_minor: 120_000,
      // 1,200 baht includes 78.50 baht of 7% VAT.
      vat_minor: 7_850,
    });
    expect((await client.get('/api/order/cart/')).json().coupon).toBeNull();
  });

  it('takes an amount off items of its currency only, never below zero', async () => {
    const { code } = await coupon({
      kind: 'amount',
      percent: null,
      amount_minor: 200_000,
      currency: 'thb',
    });
    const thb = await shopper(150_000);
    expect((await apply(thb.client, code)).json().totals[0].discount_minor).toBe(150_000);
    const usd = await shopper(2_500, 'usd');
    const refused = await apply(usd.client, code);
    expect(refused.statusCode).toBe(400);
    expect(refusal(refused)).toBe('coupon_not_for_items');
  });

  it('refuses unknown, deactivated, not started and expired codes with their keys', async () => {
    const { client } = await shopper();
    expect(refusal(await apply(client, 'NO-SUCH-CODE'))).toBe('coupon_unknown');
    const off = await coupon();
    expect(
      (await admin.post(`/api/dashboard/coupon/${off.id}/deactivate/`, {})).json(),
    ).toMatchObject({
      is_active: false,
    });
    expect(refusal(await apply(client, off.code))).toBe('coupon_unknown');
    const later = await coupon({ datetime_start: new Date(Date.now() + 86_400_000).toISOString() });
    expect(refusal(await apply(client, later.code))).toBe('coupon_not_started');
    const past = await coupon({
      datetime_start: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      datetime_end: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(refusal(await apply(client, past.code))).toBe('coupon_expired');
    expect((await client.get('/api/order/cart/')).json().coupon).toBeNull();
  });

  it('keeps the per-learner limit, and gives a use back when the order is cancelled or expires', async () => {
    const { code, id } = await coupon({ per_user_limit: 1 });
    const first = await shopper();
    expect((await apply(first.client, code)).statusCode).toBe(200);
    const order = (await checkout(first.client, first.course.id)).json<Order>();
    expect(order.discount_minor).toBe(15_000);
    const second = await priced(90_000);
    await first.client.post('/api/order/cart/', { content_id: second.id });
    expect(refusal(await apply(first.client, code))).toBe('coupon_user_limit');
    // Another learner may still use it.
    const other = await shopper();
    expect((await apply(other.client, code)).statusCode).toBe(200);

    // Cancelled: the use comes back.
    expect((await first.client.post(`/api/order/${order.id}/cancel/`, {})).statusCode).toBe(200);
    expect((await apply(first.client, code)).statusCode).toBe(200);
    const again = (await checkout(first.client, second.id)).json<Order>();
    expect(again.coupon_code).toBe(code);
    // Expired: the use comes back too.
    await t.db
      .updateTable('purchase_order')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', again.id)
      .execute();
    const third = await priced(50_000);
    await first.client.post('/api/order/cart/', { content_id: third.id });
    expect((await apply(first.client, code)).statusCode).toBe(200);
    expect((await admin.get(`/api/dashboard/coupon/${id}/`)).json().used_count).toBe(0);
  });

  it('gives the last use to one of two buyers checking out at once; the other is told it is used up', async () => {
    const { code, id } = await coupon({ usage_limit: 1 });
    const a = await shopper();
    const b = await shopper();
    expect((await apply(a.client, code)).statusCode).toBe(200);
    expect((await apply(b.client, code)).statusCode).toBe(200);
    const answers = await Promise.all([
      checkout(a.client, a.course.id),
      checkout(b.client, b.course.id),
    ]);
    const codesOf = answers
      .map((r) => (r.statusCode === 201 ? 'placed' : r.json<{ code: string }>().code))
      .sort();
    expect(codesOf).toEqual(['coupon_used_up', 'placed']);
    const orders = await t.db
      .selectFrom('purchase_order')
      .select('id')
      .where('coupon_id', '=', id)
      .execute();
    expect(orders).toHaveLength(1);
    const loser = answers[0]?.statusCode === 201 ? b : a;
    expect((await loser.client.get('/api/order/cart/')).json().coupon).toMatchObject({
      code,
      error: 'coupon_used_up',
    });
  });
});

describe('dashboard/coupon/', () => {
  it('creates, lists paged with uses, edits and deactivates, each audited; refuses a taken code and bad forms', async () => {
    const made = await coupon({ description: 'Launch', usage_limit: 5 });
    expect(made).toMatchObject({ used_count: 0, is_active: true, usage_limit: 5 });
    const taken = await admin.post('/api/dashboard/coupon/', {
      code: made.code,
      kind: 'percent',
      percent: 5,
    });
    expect(taken.statusCode).toBe(400);
    expect(refusal(taken)).toBe('coupon_code_taken');
    const bad = await admin.post('/api/dashboard/coupon/', {
      code: 'x',
      kind: 'amount',
      datetime_start: '2026-12-02T00:00:00Z',
      datetime_end: '2026-12-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['amount_minor', 'code', 'currency', 'datetime_end'].sort(),
    );
    const page = await admin.get(`/api/dashboard/coupon/?search=${made.code}&page_size=1`);
    expect(page.json()).toMatchObject({
      count: 1,
      results: [{ id: made.id, description: 'Launch' }],
    });
    const edited = await admin.patch(`/api/dashboard/coupon/${made.id}/`, {
      code: made.code,
      kind: 'amount',
      amount_minor: 5_000,
      currency: 'thb',
      per_user_limit: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'amount', percent: null, amount_minor: 5_000 });
    await admin.post(`/api/dashboard/coupon/${made.id}/deactivate/`, {});
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'coupon')
      .where('entity_id', '=', String(made.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create_coupon',
      'update_coupon',
      'deactivate_coupon',
    ]);
    const { client } = await learner();
    expect((await client.get('/api/dashboard/coupon/')).statusCode).toBe(403);
  });
});

describe('tax invoice', () => {
  it('checks the Thai tax ID check digit', () => {
    expect(isThaiTaxId('0105556012341')).toBe(true);
    expect(isThaiTaxId('0-1055-56012-34-1')).toBe(true);
    expect(isThaiTaxId('0105556012342')).toBe(false);
    expect(isThaiTaxId('010555601234')).toBe(false);
    expect(isThaiTaxId('01055560123AB')).toBe(false);
  });

  it('refuses a bad tax ID or branch, and stores the request with the order', async () => {
    const { client, course } = await shopper();
    const bad = await checkout(client, course.id, {
      tax_invoice: { company_name: '', tax_id: '0105556012342', branch: '1', address: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'tax_invoice.company_name': ['this_field_is_required'],
      'tax_invoice.tax_id': ['tax_id_invalid'],
      'tax_invoice.branch': ['branch_invalid'],
    });
    const placed = await checkout(client, course.id, {
      tax_invoice: {
        company_name: 'Siam Learning Co., Ltd.',
        tax_id: '0-1075-37000-01-7',
        branch: '00002',
        address: '1 Sukhumvit Road, Bangkok 10110',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().tax_invoice).toEqual({
      company_name: 'Siam Learning Co., Ltd.',
      tax_id: '0107537000017',
      branch: '00002',
      address: '1 Sukhumvit Road, Bangkok 10110',
    });
    const listed = await admin.get(`/api/dashboard/order/?search=${placed.json<Order>().number}`);
    expect(listed.json().results[0].tax_invoice).toMatchObject({ tax_id: '0107537000017' });
  });

  it('prints the seller, the discount and the buyer tax-invoice details on the receipt', async () => {
    const { code } = await coupon({ percent: 10 });
    const { client, course } = await shopper(150_000);
    await apply(client, code);
    const order = (
      await checkout(client, course.id, {
        tax_invoice: {
          company_name: 'Siam Learning Co., Ltd.',
          tax_id: '0107537000017',
          address: '1 Sukhumvit Road, Bangkok 10110',
        },
      })
    ).json<Order>();
    expect(order.tax_invoice?.branch).toBe('00000');
    await reported({ client, order });
    expect((await admin.post(`/api/dashboard/order/${order.id}/confirm/`, {})).statusCode).toBe(
      200,
    );
    const en = await client.get(`/api/order/${order.id}/receipt/?lang=en`);
    expect(en.statusCode).toBe(200);
    const doc = await PDFDocument.load(en.rawPayload);
    const text = pageText(doc, doc.getPage(0));
    for (const part of [
      'Tax invoice / Receipt',
      'Portal Co., Ltd.',
      '99 Rama IV Road, Bangkok 10500',
      'Tax ID',
      '0105556012341',
      'Tax invoice to',
      'Siam Learning Co., Ltd.',
      '0107537000017',
      'Head office',
      '1 Sukhumvit Road, Bangkok 10110',
      `Discount (${code})`,
      '−THB 150.00',
      'THB 1,350.00',
    ])
      expect(text).toContain(part);
  });
});
