import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, Client, type TestContext } from '../../../test/helpers';
import { orderFixtures, orderTestPortal } from './order-fixtures';
import { enroll } from '@/modules/enrollment/enrollment.service';

/** Paying a PromptPay order: the reference, the confirmation, cancelling and expiry. */

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  ({ t, admin } = await orderTestPortal());
});
afterAll(async () => t.close());

const { ordered, reported, resultsOf } = orderFixtures(() => t);

describe('paying a PromptPay order', () => {
  it('takes the reference, then an administrator confirms and the learner is enrolled once', async () => {
    const { user, client, courses, order } = await ordered();
    const course = courses[0]!;
    const paid = await client.post(`/api/order/${order.id}/payment/`, {
      reference: ' 2026112312345 ',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      is_payment_submitted: true,
      payment: { reference: '2026112312345' },
    });
    const waiting = await admin.get(
      '/api/dashboard/order/?is_payment_submitted=true&status=pending',
    );
    expect(waiting.json().results.map((o: { id: number }) => o.id)).toContain(order.id);
    // The learner may not cancel once they said they paid.
    expect((await client.post(`/api/order/${order.id}/cancel/`, {})).json().code).toBe(
      'payment_submitted',
    );
    expect((await client.get(`/api/order/${order.id}/receipt/`)).statusCode).toBe(404);

    const confirmed = await admin.post(`/api/dashboard/order/${order.id}/confirm/`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'paid', items: [{ enroll_status: 0 }] });
    const twice = await admin.post(`/api/dashboard/order/${order.id}/confirm/`, {});
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'order_already_paid']);
    const results = await resultsOf(user.id, course.id);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      status: 0,
      kind: 'enroll',
      reason: `order:${order.number}`,
    });
    const detail = await client.get(`/api/course/${course.id}/`);
    expect(detail.json().enroll_case).toBe('enrolled_not_started');
  });

  it('enrols exactly once when two administrators confirm at the same moment', async () => {
    const { user, courses, order } = await reported(await ordered([80_000, 50_000]));
    const other = new Client(t.app);
    const second = await buildAdmin(t.db);
    await other.login(second.email, second.password, '/api/dashboard/account/login/');
    const answers = await Promise.all([
      admin.post(`/api/dashboard/order/${order.id}/confirm/`, {}),
      other.post(`/api/dashboard/order/${order.id}/confirm/`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    for (const course of courses) expect(await resultsOf(user.id, course.id)).toHaveLength(1);
    const counts = await t.db
      .selectFrom('content')
      .select('enroll_count')
      .where(
        'id',
        'in',
        courses.map((c) => c.id),
      )
      .execute();
    expect(counts.map((c) => c.enroll_count)).toEqual([1, 1]);
  });

  it('puts the buyer on the waiting list when the course filled up meanwhile, and says so', async () => {
    const { user, courses, order } = await reported(await ordered());
    const course = courses[0]!;
    await t.db.updateTable('content').set({ capacity: 1 }).where('id', '=', course.id).execute();
    const taker = await buildUser(t.db);
    await t.db.updateTable('content').set({ price_minor: 0 }).where('id', '=', course.id).execute();
    await enroll(t.db, taker, course.id);
    const res = await admin.post(`/api/dashboard/order/${order.id}/confirm/`, {});
    expect(res.json()).toMatchObject({ status: 'paid', items: [{ enroll_status: 2 }] });
    expect(await resultsOf(user.id, course.id)).toMatchObject([{ status: 2 }]);
  });

  it('lets the learner cancel an unpaid order, after which it cannot be paid', async () => {
    const { client, order } = await ordered();
    const res = await client.post(`/api/order/${order.id}/cancel/`, { reason: 'Changed my mind' });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Changed my mind' });
    const late = await admin.post(`/api/dashboard/order/${order.id}/confirm/`, {});
    expect([late.statusCode, late.json().code]).toEqual([409, 'order_not_pending']);
    const report = await client.post(`/api/order/${order.id}/payment/`, { reference: 'x' });
    expect(report.json().code).toBe('order_not_pending');
  });

  it('expires an order nobody paid in time', async () => {
    const { client, order } = await ordered();
    await t.db
      .updateTable('purchase_order')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', order.id)
      .execute();
    expect((await client.get(`/api/order/${order.id}/`)).json().status).toBe('expired');
    const list = (await client.get('/api/order/?status=expired')).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: order.id, status: 'expired' }] });
  });
});
