import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { statementCountingApp } from '../../../test/statement-count';

let t: TestContext;
let counting: Awaited<ReturnType<typeof statementCountingApp>>;
const clients: Record<'requester' | 'approver' | 'admin', Client> = {} as never;

/** Requests of one form, all sent by the requester and waiting on the approver's step 1. */
async function makeRequests(count: number, requesterId: number, approverId: number) {
  const form = await t.db
    .insertInto('request_form')
    .values({ title_en: `Count form ${count}`, is_publish: true, survey_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('request_form_approver')
    .values({ form_id: form.id, step: 1, user_id: approverId })
    .execute();
  await t.db
    .insertInto('public_request')
    .values(
      Array.from({ length: count }, () => ({
        form_id: form.id,
        user_id: requesterId,
        status: 1,
        current_step: 1,
        answers: '{}',
        submitted_at: new Date(),
      })),
    )
    .execute();
}

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  counting = await statementCountingApp(t);
  const requester = await buildUser(t.db);
  const approver = await buildUser(t.db);
  const admin = await buildAdmin(t.db);
  for (const [role, user, path] of [
    ['requester', requester, '/api/account/login/'],
    ['approver', approver, '/api/account/login/'],
    ['admin', admin, '/api/dashboard/account/login/'],
  ] as const) {
    clients[role] = new Client(counting.app);
    await clients[role].login(user.email, user.password, path);
  }
  await makeRequests(2, requester.id, approver.id);
  await makeRequests(40, requester.id, approver.id);
});
afterAll(async () => {
  await counting?.close();
  await t?.close();
});

describe('public request lists', () => {
  it('read a page in the same statements at 2 and 42 rows (no statement per request)', async () => {
    for (const [role, path] of [
      ['requester', '/api/public-request/'],
      ['approver', '/api/public-request/approval/'],
      ['admin', '/api/dashboard/public-request/'],
    ] as const) {
      const small = await counting.count(clients[role], `${path}?page_size=2`);
      const large = await counting.count(clients[role], `${path}?page_size=100`);
      expect(large, path).toBe(small);
      expect(large, path).toBeLessThanOrEqual(role === 'admin' ? 4 : 2);
    }
  });
});
