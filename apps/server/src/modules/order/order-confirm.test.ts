import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { loadConfig } from '@/config';
import { availableMethods } from './payment-provider';

/**
 * Issue 13 item 13: a bank reference counts for one order; an order administrator confirms
 * other people's orders with a reported payment, not their own or an unreported one (a
 * superuser may override with a reason, audited); demo payment exists only in demo mode.
 */

let t: TestContext;
let superuser: { id: number; client: Client };
let manager: { id: number; client: Client };

async function signIn(user: { email: string; password: string }, dashboard = false) {
  const client = new Client(t.app);
  await client.login(
    user.email,
    user.password,
    dashboard ? '/api/dashboard/account/login/' : undefined,
  );
  return client;
}

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const root = await buildAdmin(t.db, { is_superuser: true });
  superuser = { id: root.id, client: await signIn(root, true) };
  const orders = await buildDashboardViewer(t.db, 'Order desk', ['dashboard_manage_order']);
  manager = { id: orders.id, client: await signIn(orders, true) };
});
afterAll(async () => t.close());

/** An order of one priced course checked out with PromptPay by `client`. */
async function orderBy(client: Client) {
  const course = await buildContent(t.db, { price_minor: 120_000 });
  expect((await client.post('/api/order/cart/', { content_id: course.id })).statusCode).toBe(201);
  const res = await client.post('/api/order/checkout/', {
    content_id_list: [course.id],
    payment_method: 'promptpay',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; number: string }>();
}

async function learnerOrder() {
  const user = await buildUser(t.db);
  const client = await signIn(user);
  return { user, client, order: await orderBy(client) };
}

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('purchase_order')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('bank references', () => {
  it('refuses a reference already reported on another order, however it is spaced or cased', async () => {
    const a = await learnerOrder();
    const b = await learnerOrder();
    const reference = `TRF${Date.now()}`;
    expect(
      (await a.client.post(`/api/order/${a.order.id}/payment/`, { reference })).statusCode,
    ).toBe(200);
    // The same buyer may correct their own report with the same reference.
    expect(
      (await a.client.post(`/api/order/${a.order.id}/payment/`, { reference, note: 'again' }))
        .statusCode,
    ).toBe(200);
    for (const copy of [
      reference,
      ` ${reference.toLowerCase()} `,
      reference.replace('TRF', 'TRF '),
    ]) {
      const res = await b.client.post(`/api/order/${b.order.id}/payment/`, { reference: copy });
      expect(res.statusCode, copy).toBe(400);
      expect(res.json().errors.reference).toEqual(['payment_reference_used']);
    }
    const row = await t.db
      .selectFrom('purchase_order')
      .select(['payment_reference', 'payment_submitted_at'])
      .where('id', '=', b.order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_reference: null, payment_submitted_at: null });
  });

  it('takes one of two reports of the same reference sent at once', async () => {
    const a = await learnerOrder();
    const b = await learnerOrder();
    const reference = `SAME${Date.now()}`;
    const answers = await Promise.all([
      a.client.post(`/api/order/${a.order.id}/payment/`, { reference }),
      b.client.post(`/api/order/${b.order.id}/payment/`, { reference }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses to confirm an order whose reference is also on another order (data from before)', async () => {
    const a = await learnerOrder();
    const b = await learnerOrder();
    const reference = `OLD${Date.now()}`;
    await t.db
      .updateTable('purchase_order')
      .set({ payment_reference: reference, payment_submitted_at: new Date() })
      .where('id', 'in', [a.order.id, b.order.id])
      .execute();
    const res = await manager.client.post(`/api/dashboard/order/${b.order.id}/confirm/`, {});
    expect([res.statusCode, res.json().code]).toEqual([409, 'payment_reference_used']);
    expect(res.json().orders).toEqual([a.order.number]);
    expect(await statusOf(b.order.id)).toBe('pending');
  });
});

describe('POST dashboard/order/{id}/confirm/', () => {
  it("refuses an order nobody reported paying, and the confirming administrator's own order", async () => {
    const unreported = await learnerOrder();
    const res = await manager.client.post(
      `/api/dashboard/order/${unreported.order.id}/confirm/`,
      {},
    );
    expect([res.statusCode, res.json().code]).toEqual([409, 'payment_not_reported']);
    expect(await statusOf(unreported.order.id)).toBe('pending');

    const own = await orderBy(manager.client);
    await manager.client.post(`/api/order/${own.id}/payment/`, { reference: `OWN${Date.now()}` });
    const self = await manager.client.post(`/api/dashboard/order/${own.id}/confirm/`, {});
    expect([self.statusCode, self.json().code]).toEqual([409, 'order_own_confirm']);
    expect(await statusOf(own.id)).toBe('pending');

    // Another administrator may confirm it once it is reported.
    const other = await buildDashboardViewer(t.db, `Second desk ${Date.now()}`, [
      'dashboard_manage_order',
    ]);
    const colleague = await signIn(other, true);
    const ok = await colleague.post(`/api/dashboard/order/${own.id}/confirm/`, {});
    expect([ok.statusCode, ok.json().status]).toEqual([200, 'paid']);
  });

  it('lets only a superuser override with a reason, audited', async () => {
    const unreported = await learnerOrder();
    const url = `/api/dashboard/order/${unreported.order.id}/confirm/`;
    const refused = await manager.client.post(url, { override_reason: 'Paid in cash' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'no_permission']);
    const blank = await superuser.client.post(url, { override_reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.override_reason).toEqual(['this_field_is_required']);
    expect((await superuser.client.post(url, {})).json().code).toBe('payment_not_reported');
    expect(await statusOf(unreported.order.id)).toBe('pending');

    const ok = await superuser.client.post(url, { override_reason: 'Paid in cash at the desk' });
    expect([ok.statusCode, ok.json().status]).toEqual([200, 'paid']);
    const own = await orderBy(superuser.client);
    const ownOk = await superuser.client.post(`/api/dashboard/order/${own.id}/confirm/`, {
      override_reason: 'Company card, checked by finance',
    });
    expect(ownOk.statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id', 'data'])
      .where('entity', '=', 'purchase_order')
      .where('entity_id', 'in', [String(unreported.order.id), String(own.id)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'confirm_order_override',
        actor_id: superuser.id,
        entity_id: String(unreported.order.id),
        data: { reason: 'Paid in cash at the desk', overridden: ['payment_not_reported'] },
      },
      {
        action: 'confirm_order_override',
        actor_id: superuser.id,
        entity_id: String(own.id),
        data: {
          reason: 'Company card, checked by finance',
          overridden: ['order_own_confirm', 'payment_not_reported'],
        },
      },
    ]);
  });
});

describe('demo mode', () => {
  it('is on by default only without DATABASE_URL; DEMO and SEED_DEMO=false decide otherwise', () => {
    const url = 'postgres://u@db.example:5432/portal';
    expect(loadConfig({}).DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }).DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: 'true' }).DEMO).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).DEMO).toBe(false);
  });

  it('offers no demo payment outside demo mode: no switch to set, and a stored one is ignored', async () => {
    // The dashboard neither shows nor saves the switch on a real portal.
    const refused = await superuser.client.patch('/api/dashboard/config/payment-demo-is-enabled/', {
      value: true,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'demo_mode_only']);
    const config = (await superuser.client.get('/api/dashboard/config/')).json();
    expect(config.config_dict).not.toHaveProperty('payment-demo-is-enabled');
    expect(config.config_dict).toHaveProperty('payment-promptpay-id');
    // A value left on from a demo database (restored into a real portal) still pays nothing.
    const stored = {
      'payment-demo-is-enabled': true,
      'payment-promptpay-id': '0812345678',
    } as const;
    const codes = (demo: boolean) =>
      availableMethods({ ...stored, 'payment-payee-name': 'Portal' }, demo).map((m) => m.code);
    expect(codes(false)).toEqual(['promptpay']);
    expect(codes(true)).toEqual(['promptpay', 'demo']);
    const { client } = await learnerOrder();
    const course = await buildContent(t.db, { price_minor: 9_900 });
    await client.post('/api/order/cart/', { content_id: course.id });
    const res = await client.post('/api/order/checkout/', {
      content_id_list: [course.id],
      payment_method: 'demo',
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'payment_method_unavailable']);
  });
});
