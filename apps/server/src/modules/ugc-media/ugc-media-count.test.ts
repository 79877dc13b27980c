import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { statementCountingApp } from '../../../test/statement-count';

let t: TestContext;
let counting: Awaited<ReturnType<typeof statementCountingApp>>;
let client: Client;

/** Learner-made videos of one maker, each with its material row (no file, no request). */
async function makeMedia(count: number, ownerId: number) {
  for (let i = 0; i < count; i += 1) {
    const content = await t.db
      .insertInto('content')
      .values({
        code: `count-ugc-${ownerId}-${i}`,
        kind: 'video',
        title_en: `V ${i}`,
        title_th: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('material').values({ content_id: content.id }).execute();
    await t.db
      .insertInto('ugc_media')
      .values({ content_id: content.id, owner_id: ownerId })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  counting = await statementCountingApp(t);
  const maker = await buildUser(t.db, { is_creator: true });
  client = new Client(counting.app);
  await client.login(maker.email, maker.password);
  await makeMedia(42, maker.id);
});
afterAll(async () => {
  await counting?.close();
  await t?.close();
});

describe('GET ugc-media/', () => {
  it('reads a page in the same statements at 2 and 42 rows (no statement per row)', async () => {
    const small = await counting.count(client, '/api/ugc-media/?page_size=2');
    const large = await counting.count(client, '/api/ugc-media/?page_size=100');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(2);
  });
});
