import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlashCardSet } from '@portal/shared';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { statementCountingApp } from '../../../test/statement-count';

let t: TestContext;
let maker: Client;
let reader: Client;
let readerLogin: { email: string; password: string };

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const one = await buildUser(t.db);
  const two = await buildUser(t.db);
  maker = new Client(t.app);
  await maker.login(one.email, one.password);
  reader = new Client(t.app);
  await reader.login(two.email, two.password);
  readerLogin = two;
});
afterAll(async () => t.close());

async function category(code: string) {
  const row = await t.db
    .insertInto('category')
    .values({ code, name_en: code, name_th: code, parent_id: null, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A set made by the maker, then published (as the dashboard's approval would) in a category. */
async function set(title: string, categoryId: number | null, publish = true) {
  const res = await maker.post('/api/flash-card/', {
    title_en: title,
    title_th: title,
    cards: [{ front_en: 'Front', front_th: 'หน้า', back_en: 'Back', back_th: 'หลัง' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<FlashCardSet>();
  await t.db
    .updateTable('content')
    .set({ is_publish: publish, category_id: categoryId })
    .where('id', '=', id)
    .execute();
  return id;
}

type Related = { results: { id: number }[]; count: number };

describe('GET /api/flash-card/{id}/related/', () => {
  it("lists the other published sets of the set's category, newest first, paged", async () => {
    const words = await category(`fc-words-${Date.now()}`);
    const other = await category(`fc-other-${Date.now()}`);
    const first = await set('Kitchen words', words);
    const second = await set('Office words', words);
    const third = await set('Garden words', words);
    await set('Safety signs', other);
    await set('Draft words', words, false);

    const res = await reader.get(`/api/flash-card/${first}/related/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Related>();
    expect(body.results.map((r) => r.id)).toEqual([third, second]);
    expect(body.count).toBe(2);

    const paged = (
      await reader.get(`/api/flash-card/${first}/related/?page_size=1&page=2`)
    ).json<Related>();
    expect(paged.results.map((r) => r.id)).toEqual([second]);
    expect(paged.count).toBe(2);
  });

  it("a set without a category is related to every published set; another's draft is not found", async () => {
    const loose = await set('Loose words', null);
    const res = (
      await reader.get(`/api/flash-card/${loose}/related/?page_size=50`)
    ).json<Related>();
    expect(res.results.map((r) => r.id)).not.toContain(loose);
    expect(res.results.length).toBeGreaterThanOrEqual(4);

    const draft = await set('Private draft', null, false);
    expect((await reader.get(`/api/flash-card/${draft}/related/`)).statusCode).toBe(404);
    expect((await maker.get(`/api/flash-card/${draft}/related/`)).statusCode).toBe(200);
    expect((await new Client(t.app).get(`/api/flash-card/${loose}/related/`)).statusCode).toBe(401);
  });

  it('reads a page of 1 and of 5 with the same statements (none per row)', async () => {
    const topic = await category(`fc-count-${Date.now()}`);
    const first = await set('Count 0', topic);
    for (let i = 1; i <= 6; i += 1) await set(`Count ${i}`, topic);
    const counting = await statementCountingApp(t);
    try {
      const client = new Client(counting.app);
      await client.login(readerLogin.email, readerLogin.password);
      const url = (size: number) => `/api/flash-card/${first}/related/?page_size=${size}`;
      const small = await counting.count(client, url(1));
      const large = await counting.count(client, url(5));
      expect(large).toBe(small);
      expect(large).toBeLessThanOrEqual(6);
    } finally {
      await counting.close();
    }
  });
});
