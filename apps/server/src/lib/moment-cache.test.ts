import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../test/helpers';
import { buildContent, buildCourseWithMaterials } from '../../test/learning-factories';
import { touch } from '@/lib/settings/settings';

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

  it('reuses a course’s card and outline, never one learner’s results for another', async () => {
    const { course, article } = await buildCourseWithMaterials(t.db, { code: 'MC-DETAIL' });
    const alice = await learner();
    const bob = await learner();
    interface Detail {
      enroll_case: string;
      section_list: {
        name: string;
        slot_list: { id: number; learning_result: { percent: number } | null }[];
      }[];
    }
    const detail = async (client: Client): Promise<Detail> =>
      (await client.get(`/api/course/${course.id}/`)).json();
    const slotResult = (d: Detail) =>
      d.section_list.flatMap((s) => s.slot_list).find((s) => s.id === article.slotId)
        ?.learning_result;
    const before = await detail(bob);
    expect(before.enroll_case).not.toBe('enrolled');

    expect((await alice.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
    const stamp = await alice.post(`/api/course/${course.id}/slot/${article.slotId}/progress/`, {
      action: 10,
    });
    expect(stamp.statusCode).toBe(200);
    const alices = await detail(alice);
    const bobs = await detail(bob);
    expect(slotResult(alices)?.percent).toBeGreaterThan(0);
    expect(slotResult(bobs)).toBeNull();
    expect(bobs.enroll_case).toBe(before.enroll_case);
    expect(alices.enroll_case).not.toBe(bobs.enroll_case);

    // An outline edit behind the app's back waits for the moment; a touch ends it.
    await t.db
      .updateTable('section')
      .set({ name_en: 'Renamed' })
      .where('content_id', '=', course.id)
      .execute();
    expect((await detail(bob)).section_list[0]?.name).not.toBe('Renamed');
    await touch(t.db, 'home_menu');
    expect((await detail(bob)).section_list[0]?.name).toBe('Renamed');
  });
});
