import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../test/helpers';
import { buildContent } from '../../test/learning-factories';
import { touch } from '@/modules/config/settings';

let t: TestContext;
beforeAll(async () => {
  // A long moment, so only invalidation can end it within the test.
  t = await createTestContext({ CATALOG_REUSE_MS: '60000', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

async function learner() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return client;
}
interface Page {
  count: number;
  results: { code: string; labels: string[]; seats_taken: number }[];
}
const list = async (client: Client): Promise<Page> =>
  (await client.get('/api/course/?search=MC-&page_size=50')).json();

describe('catalog pages reused for a moment', () => {
  it('reuses a page until something it shows changes, with each learner’s own results fresh', async () => {
    const seat = await buildContent(t.db, {
      code: 'MC-SEAT',
      capacity: 1,
      created_at: new Date('2020-01-01'),
    });
    await buildContent(t.db, { code: 'MC-OPEN' });
    const alice = await learner();
    const bob = await learner();
    expect((await list(alice)).count).toBe(2);

    // A row written behind the app's back is not seen while the moment lasts...
    await buildContent(t.db, { code: 'MC-LATE' });
    expect((await list(bob)).count).toBe(2);
    // ...and is once a content edit touches the catalog.
    await touch(t.db, 'home_menu');
    expect((await list(bob)).count).toBe(3);

    // Enrolling ends the moment (a seat is taken): both see "full", only Alice "enrolled".
    expect((await alice.post(`/api/course/${seat.id}/enroll/`)).statusCode).toBe(201);
    const bobs = await list(bob);
    const alices = await list(alice);
    const labels = (body: Page) => body.results.find((r) => r.code === 'MC-SEAT')?.labels;
    expect(labels(bobs)).toEqual(['full']);
    expect(labels(alices)).toEqual(['enrolled', 'not_started']);
    expect(bobs.results.find((r) => r.code === 'MC-SEAT')?.seats_taken).toBe(1);
  });
});
