import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { statementCountingApp } from '../../../test/statement-count';

/**
 * The public learning lists read a page in the same statements at 2 and 100 rows (no statement
 * per provider or item: an item's provider is joined in the page's statement).
 */
let t: TestContext;
let counting: Awaited<ReturnType<typeof statementCountingApp>>;
let learner: Client;
let admin: Client;
let providerId = 0;
let made = 0;

async function makeProviders(count: number) {
  const rows = await t.db
    .insertInto('public_provider')
    .values(
      Array.from({ length: count }, (_, i) => ({ name_en: `Provider ${i}`, is_publish: true })),
    )
    .returning('id')
    .execute();
  return rows[0]?.id ?? 0;
}

async function makeItems(count: number, provider: number) {
  for (let i = 0; i < count; i += 1) {
    const content = await t.db
      .insertInto('content')
      .values({
        kind: 'public_learning',
        code: `PL-COUNT-${(made += 1)}`,
        title_en: `Item ${made}`,
        title_th: '',
        is_publish: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('public_learning')
      .values({ content_id: content.id, public_provider_id: provider })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  counting = await statementCountingApp(t);
  const l = await buildUser(t.db);
  const a = await buildAdmin(t.db);
  learner = new Client(counting.app);
  await learner.login(l.email, l.password);
  admin = new Client(counting.app);
  await admin.login(a.email, a.password, '/api/dashboard/account/login/');
  await makeProviders(3);
  providerId = await makeProviders(1);
  await makeItems(3, providerId);
  await makeProviders(40);
  await makeItems(40, providerId);
});
afterAll(async () => {
  await counting?.close();
  await t?.close();
});

describe('public learning lists', () => {
  it('read a page in the same statements at 2 and 100 rows', async () => {
    for (const [client, path, budget] of [
      [learner, '/api/public-provider/', 2],
      [learner, `/api/public-provider/${providerId}/public-learning/`, 3],
      [admin, '/api/dashboard/public-learning/', 4],
      [admin, '/api/dashboard/public-provider/', 4],
    ] as const) {
      const small = await counting.count(client, `${path}?page_size=2`);
      const large = await counting.count(client, `${path}?page_size=100`);
      expect(large, path).toBe(small);
      expect(large, path).toBeLessThanOrEqual(budget);
    }
  });
});
