import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { pageText } from '../../../test/pdf-text';
import { orderFixtures, orderTestPortal } from './order-fixtures';
import { enroll } from '@/modules/enrollment/enrollment.service';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  // Demo mode on: one test pays with the demo provider (order-confirm.test.ts covers it off).
  ({ t, admin } = await orderTestPortal());
});
afterAll(async () => t.close());

const { learner, priced, ordered, reported, resultsOf } = orderFixtures(() => t);

describe('order/cart/', () => {
  it('adds a priced course, refuses it twice, totals per currency and removes it', async () => {
    const { client } = await learner();
    const thb = await priced(150_000);
    const usd = await priced(2_500, { currency: 'usd' });
    const first = await client.post('/api/order/cart/', { content_id: thb.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().items).toMatchObject([
      { content: { id: thb.id }, price_minor: 150_000, currency: 'thb', status: 1, reason: null },
    ]);
    const again = await client.post('/api/order/cart/', { content_id: thb.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_in_cart', content_id_list: [thb.id] });
    await client.post('/api/order/cart/', { content_id: usd.id });

    const cart = (await client.get('/api/order/cart/')).json();
    expect(cart.items).toHaveLength(2);
    expect(cart.totals).toEqual([
      { currency: 'thb', count: 1, total_minor: 150_000, discount_minor: 0 },
      { currency: 'usd', count: 1, total_minor: 2_500, discount_minor: 0 },
    ]);
    expect(cart.vat_rate_bp).toBe(700);
    expect(cart.payment_methods.map((m: { code: string }) => m.code)).toEqual(['promptpay']);

    const removed = await client.request('DELETE', `/api/order/cart/${thb.id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((i: { content: { id: number } }) => i.content.id)).toEqual([
      usd.id,
    ]);
    expect((await client.request('DELETE', `/api/order/cart/${thb.id}/`)).statusCode).toBe(404);
  });

  it('refuses free, enrolled, full and unknown content with their keys, changing nothing', async () => {
    const { user, client } = await learner();
    const free = await buildContent(t.db);
    const mine = await priced();
    await t.db.updateTable('content').set({ price_minor: 0 }).where('id', '=', mine.id).execute();
    await enroll(t.db, user, mine.id);
    await t.db
      .updateTable('content')
      .set({ price_minor: 9_900 })
      .where('id', '=', mine.id)
      .execute();
    const full = await priced(9_900, { capacity: 1 });
    const other = await buildUser(t.db);
    await t.db
      .insertInto('learning_result')
      .values({ user_id: other.id, content_id: full.id, status: 0 })
      .execute();
    const hidden = await priced(9_900, { is_publish: false });
    const answers = await Promise.all(
      [free, mine, full, hidden].map((c) => client.post('/api/order/cart/', { content_id: c.id })),
    );
    expect(answers.map((a) => [a.statusCode, a.json<{ code: string }>().code])).toEqual([
      [409, 'not_purchasable'],
      [409, 'already_enrolled'],
      [409, 'sold_out'],
      [404, 'not_found'],
    ]);
    expect((await client.get('/api/order/cart/')).json().items).toEqual([]);
  });

  it('answers bad input with 400 and message keys; a stranger gets 401', async () => {
    const { client } = await learner();
    const bad = await client.post('/api/order/cart/', { content_id: 'x', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      content_id: ['invalid_id'],
      extra: ['unknown_field'],
    });
    const checkout = await client.post('/api/order/checkout/', {
      content_id_list: [],
      payment_method: 'card',
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().errors).toMatchObject({
      content_id_list: ['this_field_is_required'],
      payment_method: ['invalid_choice'],
    });
    const stranger = new Client(t.app);
    expect((await stranger.get('/api/order/cart/')).statusCode).toBe(401);
    expect((await stranger.post('/api/order/cart/', { content_id: 1 })).statusCode).toBe(401);
  });
});

describe('POST /api/order/checkout/', () => {
  it('copies items and prices with the VAT included, empties the cart and shows a PromptPay QR', async () => {
    const { client, courses, order } = await ordered([150_000, 99_000]);
    expect(order).toMatchObject({
      status: 'pending',
      currency: 'thb',
      subtotal_minor: 249_000,
      total_minor: 249_000,
      vat_rate_bp: 700,
      // 2,490 baht includes 162.90 baht of 7% VAT.
      vat_minor: 16_290,
      item_count: 2,
      receipt_number: null,
      payment: {
        method: 'promptpay',
        is_manual: true,
        reference: null,
        payee_name: 'Portal Co., Ltd.',
      },
    });
    expect(order.number).toMatch(/^ORD-\d{8}-\d{6}$/);
    expect(order.payment.promptpay_payload).toMatch(
      /^000201010212.*5406249000530376458.*|^000201010212/,
    );
    expect(order.payment.promptpay_payload).toContain('01130066812345678');
    expect(order.payment.promptpay_payload).toContain('54072490.00');
    expect(order.payment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await client.get('/api/order/cart/')).json().items).toEqual([]);

    // A later price change does not touch the order.
    await t.db
      .updateTable('content')
      .set({ price_minor: 1 })
      .where('id', '=', courses[0]!.id)
      .execute();
    const again = (await client.get(`/api/order/${order.id}/`)).json();
    expect(again.items.map((i: { price_minor: number }) => i.price_minor)).toEqual([
      150_000, 99_000,
    ]);
    expect(again.total_minor).toBe(249_000);
  });

  it('refuses items not in the cart, already ordered, mixed currencies and disabled methods', async () => {
    const { client, courses } = await ordered();
    const notInCart = await client.post('/api/order/checkout/', {
      content_id_list: [courses[0]!.id],
      payment_method: 'promptpay',
    });
    expect(notInCart.json()).toMatchObject({
      code: 'not_in_cart',
      content_id_list: [courses[0]!.id],
    });
    const held = await client.post('/api/order/cart/', { content_id: courses[0]!.id });
    expect(held.json().code).toBe('already_ordered');

    const usd = await priced(2_500, { currency: 'usd' });
    const thb = await priced(9_900);
    await client.post('/api/order/cart/', { content_id: usd.id });
    await client.post('/api/order/cart/', { content_id: thb.id });
    const mixed = await client.post('/api/order/checkout/', {
      content_id_list: [usd.id, thb.id],
      payment_method: 'promptpay',
    });
    expect([mixed.statusCode, mixed.json().code]).toEqual([409, 'mixed_currencies']);
    const demo = await client.post('/api/order/checkout/', {
      content_id_list: [thb.id],
      payment_method: 'demo',
    });
    expect([demo.statusCode, demo.json().code]).toEqual([409, 'payment_method_unavailable']);
    const dollars = await client.post('/api/order/checkout/', {
      content_id_list: [usd.id],
      payment_method: 'promptpay',
    });
    expect(dollars.json().code).toBe('payment_method_unavailable');
    expect((await client.get('/api/order/cart/')).json().items).toHaveLength(2);
  });

  it('pays and enrols at once with the demo provider when config turns it on', async () => {
    await admin.patch('/api/dashboard/config/payment-demo-is-enabled/', { value: true });
    try {
      const { user, client } = await learner();
      const course = await priced(50_000, { is_approval_required: true });
      await client.post('/api/order/cart/', { content_id: course.id });
      const res = await client.post('/api/order/checkout/', {
        content_id_list: [course.id],
        payment_method: 'demo',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 'paid', items: [{ enroll_status: 1 }] });
      expect(res.json().receipt_number).toMatch(/^RC-\d{8}-\d{6}$/);
      expect(await resultsOf(user.id, course.id)).toMatchObject([{ status: 1, kind: 'enroll' }]);
    } finally {
      await admin.patch('/api/dashboard/config/payment-demo-is-enabled/', { value: false });
    }
  });
});

describe('privacy of orders', () => {
  it("answers 404 for another learner's order, payment, cancel and receipt", async () => {
    const { order } = await ordered();
    const { client } = await learner();
    for (const res of [
      await client.get(`/api/order/${order.id}/`),
      await client.get(`/api/order/${order.id}/receipt/`),
      await client.post(`/api/order/${order.id}/payment/`, { reference: 'x' }),
      await client.post(`/api/order/${order.id}/cancel/`, {}),
    ])
      expect(res.statusCode).toBe(404);
    expect((await client.get('/api/order/')).json().count).toBe(0);
  });

  it('keeps the dashboard list and actions for dashboard_manage_order', async () => {
    const { client } = await learner();
    expect((await client.get('/api/dashboard/order/')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/dashboard/order/')).statusCode).toBe(401);
  });
});

describe('GET /api/order/{id}/receipt/', () => {
  it('is a PDF with the numbers, items, VAT line and paid date, in English and Thai', async () => {
    const { client, order } = await reported(await ordered([150_000]));
    expect((await admin.post(`/api/dashboard/order/${order.id}/confirm/`, {})).statusCode).toBe(
      200,
    );
    const detail = (await client.get(`/api/order/${order.id}/`)).json();
    const en = await client.get(`/api/order/${order.id}/receipt/?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain(`receipt-${detail.receipt_number}.pdf`);
    const enDoc = await PDFDocument.load(en.rawPayload);
    const enText = pageText(enDoc, enDoc.getPage(0));
    for (const part of [
      'Receipt / ใบเสร็จรับเงิน',
      detail.receipt_number,
      order.number,
      'Somchai ใจดี',
      'Data analysis',
      'THB 1,500.00',
      'VAT 7% (included)',
      'THB 98.13',
      'Portal Co., Ltd.',
    ])
      expect(enText).toContain(part);
    expect(enText).toMatch(/Paid on.*\d{1,2} [A-Z][a-z]+ 20\d\d/);
    const th = await client.get(`/api/order/${order.id}/receipt/?lang=th`);
    const thDoc = await PDFDocument.load(th.rawPayload);
    const thText = pageText(thDoc, thDoc.getPage(0));
    expect(thText).toContain('ใบเสร็จรับเงิน / Receipt');
    // Glyphs Sarabun substitutes (า after some consonants) extract as '?': check around them.
    expect(thText).toContain('ะห์ข้อมูล');
    expect(thText).toContain('มูลค่');
    expect(thText).toContain('เพิ่ม 7%');
  });
});
