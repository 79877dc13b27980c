import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { signedInLearner } from '../../../test/assessment-factories';
import { buildContent, buildMaterial } from '../../../test/learning-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A material published on its own (in a category, so it has related materials). */
async function publishedMaterial(kind: 'video' | 'article' = 'video', categoryId?: number) {
  const material = await buildMaterial(t.db, kind, { is_review_enabled: true });
  await t.db
    .updateTable('content')
    .set({ is_publish: true, category_id: categoryId ?? null })
    .where('id', '=', material.id)
    .execute();
  return material;
}

describe('material reviews', () => {
  it('keeps one review per learner, replaced on a second post, with the summary and own review', async () => {
    const material = await publishedMaterial();
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const url = `/api/material/${material.id}/review/`;
    expect((await a.client.post(url, { rating: 4, comment: ' ดีมาก  ' })).json()).toMatchObject({
      rating: 4,
      comment: 'ดีมาก',
      is_own: true,
    });
    await a.client.post(url, { rating: 5, comment: 'Even better on a second look' });
    await b.client.post(url, { rating: 2 });

    const list = (await b.client.get(url)).json();
    expect(list.total).toBe(2);
    expect(list.summary).toEqual({ average: 3.5, count: 2, distribution: [0, 1, 0, 0, 1] });
    expect(list.own).toMatchObject({ rating: 2, comment: '', is_own: true });
    expect(list.results.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect(list.results[1]).toMatchObject({
      is_own: false,
      comment: 'Even better on a second look',
    });
    // Only the reviewer's name is shown, never their email.
    expect(JSON.stringify(list)).not.toContain('@example.com');

    const byRating = (await b.client.get(`${url}?ordering=-rating`)).json();
    expect(byRating.results.map((r: { rating: number }) => r.rating)).toEqual([5, 2]);
  });

  it('refuses a rating outside 1-5, a long comment and unknown fields, changing nothing', async () => {
    const material = await publishedMaterial();
    const { client } = await signedInLearner(t);
    const url = `/api/material/${material.id}/review/`;
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { comment: 'no rating' },
      { rating: 3, comment: 'x'.repeat(2001) },
      { rating: 3, user_id: 1 },
    ]) {
      const res = await client.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get(url)).json().total).toBe(0);
  });

  it("lets a learner delete only their own review, and says 'Reviews is disable' where they are off", async () => {
    const material = await publishedMaterial();
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const url = `/api/material/${material.id}/review/`;
    await a.client.post(url, { rating: 3 });
    expect((await b.client.request('DELETE', url)).statusCode).toBe(404);
    expect((await a.client.request('DELETE', url)).statusCode).toBe(204);
    expect((await a.client.get(url)).json().total).toBe(0);

    await t.db
      .updateTable('material')
      .set({ is_review_enabled: false })
      .where('content_id', '=', material.id)
      .execute();
    for (const res of [await a.client.get(url), await a.client.post(url, { rating: 5 })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'reviews_disabled', detail: 'Reviews is disable' });
    }
  });

  it('hides reviews of a material the learner may not see', async () => {
    const hidden = await buildMaterial(t.db, 'video');
    const { client } = await signedInLearner(t);
    const res = await client.post(`/api/material/${hidden.id}/review/`, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect((await client.get(`/api/material/${hidden.id}/review/`)).statusCode).toBe(403);
    expect((await client.get('/api/material/999999/review/')).statusCode).toBe(404);
  });
});

describe('GET /api/material/{id}/related/', () => {
  it('lists other published materials of its category, never itself or unpublished ones', async () => {
    const category = await t.db
      .insertInto('category')
      .values({ code: `rel-${Date.now()}`, name_en: 'Related', name_th: 'ที่เกี่ยวข้อง' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const self = await publishedMaterial('video', category.id);
    const other = await publishedMaterial('article', category.id);
    const unpublished = await buildMaterial(t.db, 'audio');
    await t.db
      .updateTable('content')
      .set({ category_id: category.id })
      .where('id', '=', unpublished.id)
      .execute();
    const course = await buildContent(t.db, { category_id: category.id });
    const { client } = await signedInLearner(t);
    const list = (await client.get(`/api/material/${self.id}/related/`)).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([other.id]);
    expect(list.total).toBe(1);
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(course.id);
  });
});
