import type { Order } from '@portal/shared';
import { expect } from 'vitest';
import {
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

/**
 * Set-up shared by order.test.ts and order-payment.test.ts: the portal (demo mode on, a signed-in
 * superuser, 7 % VAT and a PromptPay payee) and the learners, courses and orders the tests make.
 */

/** A portal for the order tests and its signed-in superuser. */
export async function orderTestPortal(): Promise<{ t: TestContext; admin: Client }> {
  const t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000', DEMO: 'true' });
  const admin = await signedInAdmin(t);
  for (const [name, value] of [
    ['payment-vat-rate', 7],
    ['payment-promptpay-id', '0812345678'],
    ['payment-payee-name', 'Portal Co., Ltd.'],
  ] as const)
    expect((await admin.patch(`/api/dashboard/config/${name}/`, { value })).statusCode).toBe(200);
  return { t, admin };
}

/** The tests' makers over the portal `context()` answers (made in the test file's beforeAll). */
export function orderFixtures(context: () => TestContext) {
  async function learner(overrides: { first_name?: string; last_name?: string } = {}) {
    const user = await buildUser(context().db, overrides);
    const client = new Client(context().app);
    await client.login(user.email, user.password);
    return { user, client };
  }

  const priced = (price = 150_000, extra: Parameters<typeof buildContent>[1] = {}) =>
    buildContent(context().db, {
      price_minor: price,
      title_en: 'Data analysis',
      title_th: 'วิเคราะห์ข้อมูล',
      ...extra,
    });

  /** A learner with the courses in their cart, checked out with PromptPay. */
  async function ordered(prices: number[] = [150_000]) {
    const l = await learner({ first_name: 'Somchai', last_name: 'ใจดี' });
    const courses = [];
    for (const price of prices) {
      const course = await priced(price);
      expect((await l.client.post('/api/order/cart/', { content_id: course.id })).statusCode).toBe(
        201,
      );
      courses.push(course);
    }
    const res = await l.client.post('/api/order/checkout/', {
      content_id_list: courses.map((c) => c.id),
      payment_method: 'promptpay',
    });
    expect(res.statusCode).toBe(201);
    return { ...l, courses, order: res.json<Order>() };
  }

  /** The buyer reports paying (a fresh reference each time): what confirming requires. */
  async function reported<T extends { client: Client; order: { id: number } }>(
    ordered: T,
  ): Promise<T> {
    const res = await ordered.client.post(`/api/order/${ordered.order.id}/payment/`, {
      reference: `REF-${ordered.order.id}-${Date.now()}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ordered;
  }

  const resultsOf = (userId: number, contentId: number) =>
    context()
      .db.selectFrom('learning_result as r')
      .innerJoin('status_audit as a', 'a.learning_result_id', 'r.id')
      .select(['r.id', 'r.status', 'a.kind', 'a.reason', 'a.actor_id'])
      .where('r.user_id', '=', userId)
      .where('r.content_id', '=', contentId)
      .execute();

  return { learner, priced, ordered, reported, resultsOf };
}
