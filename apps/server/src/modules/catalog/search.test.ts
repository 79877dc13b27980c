import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import type { DB } from '@/db/types';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { captured } from '../../../test/plans';
import { listContent, RANKED_SEARCH_LIMIT } from './catalog.repository';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  await buildContent(t.db, {
    code: 'S-PY',
    title_en: 'Data analysis with Python',
    title_th: 'การวิเคราะห์ข้อมูลด้วยไพทอน',
  });
  await buildContent(t.db, {
    code: 'S-SEC',
    title_en: 'Cyber security basics',
    title_th: 'พื้นฐานความปลอดภัยไซเบอร์',
  });
  await buildContent(t.db, { code: 'S-KV', title_en: 'key_value stores', title_th: 'ฐานข้อมูล' });
  await buildContent(t.db, { code: 'S-KX', title_en: 'keyxvalue', title_th: 'คีย์' });
  await buildContent(t.db, {
    code: 'S-LIVE',
    kind: 'live',
    title_en: 'Python live',
    title_th: 'ไลฟ์',
  });
});
afterAll(async () => t.close());

const search = async (q: string, extra = ''): Promise<string[]> => {
  const res = await new Client(t.app).get(`/api/course/?search=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  const body: { results: { code: string }[] } = res.json();
  return body.results.map((r) => r.code);
};

describe('search in the catalog', () => {
  it('finds a Thai word inside a Thai title written without spaces', async () => {
    expect(await search('ข้อมูลด้วย')).toEqual(['S-PY']);
    expect((await search('ข้อมูล')).sort()).toEqual(['S-KV', 'S-PY']);
    expect(await search('วิเคราะห์')).toEqual(['S-PY']);
    expect(await search('ปลอดภัย')).toEqual(['S-SEC']);
  });

  it('finds Thai words typed together that are apart in the title', async () => {
    expect(await search('ข้อมูลไพทอน')).toEqual(['S-PY']);
  });

  it('finds English case-insensitively, every word required', async () => {
    expect(await search('PYTHON')).toEqual(['S-PY']);
    expect(await search('python security')).toEqual([]);
    expect(await search('S-SEC')).toEqual(['S-SEC']);
  });

  it('forgives a typo when the exact words match nothing, closest first', async () => {
    expect(await search('pyton')).toEqual(['S-PY']);
    expect(await search('secrity basics')).toEqual(['S-SEC']);
    expect(await search('วิเคาะห์')).toEqual(['S-PY']);
    expect(await search('ปลอดภย')).toEqual(['S-SEC']);
    // Nothing near: still nothing; a word of two letters is not guessed at.
    expect(await search('quantum')).toEqual([]);
    expect(await search('zq')).toEqual([]);
    // A typed word that matches exactly is not widened to its neighbours.
    expect(await search('python')).toEqual(['S-PY']);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search('y_v')).toEqual(['S-KV']);
    expect(await search('key_value')).toEqual(['S-KV']);
  });
});

describe('search ranking', () => {
  it('ranks a short result by how well the words match, newest first among equals', async () => {
    await buildContent(t.db, {
      code: 'R-OLD',
      title_en: 'Rankdata basics',
      created_at: new Date('2020-01-01'),
    });
    await buildContent(t.db, {
      code: 'R-NEW',
      title_en: 'Rankdatabase admin',
      created_at: new Date('2024-01-01'),
    });
    expect(await search('rankdata')).toEqual(['R-OLD', 'R-NEW']);
    expect(await search('rankdata', '&ordering=-created')).toEqual(['R-NEW', 'R-OLD']);
  });

  it('orders a search matching more than the ranking limit by date, with an exact total', async () => {
    await sql`INSERT INTO content (kind, code, title_en, title_th, is_publish, search_text, created_at)
      SELECT 'course', 'BULK-' || g, 'Bulkword ' || g, 'ทดสอบ', true, 'bulk-' || g || ' bulkword',
             now() - (g || ' minutes')::interval
      FROM generate_series(1, ${RANKED_SEARCH_LIMIT + 1}) g`.execute(t.db);
    const body = (await new Client(t.app).get('/api/course/?search=bulkword&page_size=3')).json();
    expect(body.count).toBe(RANKED_SEARCH_LIMIT + 1);
    expect(body.results.map((r: { code: string }) => r.code)).toEqual([
      'BULK-1',
      'BULK-2',
      'BULK-3',
    ]);
  });
});

describe('a search matching many rows', () => {
  // 6,000 courses a minute apart: every fifth has 'spreadword' (1,200 matches, spread over
  // time); the 1,100 oldest have 'oldword' (all at the far end of the date order).
  beforeAll(async () => {
    await sql`INSERT INTO content (kind, code, title_en, title_th, is_publish, search_text, created_at)
      SELECT 'course', 'MANY-' || g, 'Many ' || g, 'มาก', true,
             'many-' || g || CASE WHEN g % 5 = 0 THEN ' spreadword' ELSE '' END
                          || CASE WHEN g > 4900 THEN ' oldword' ELSE '' END,
             now() - interval '1 year' - (g || ' minutes')::interval
      FROM generate_series(1, 6000) g`.execute(t.db);
    await sql`ANALYZE content`.execute(t.db);
  });

  const page = async (search: string, offset: number, limit = 20) => {
    const queries = await captured(t.db, (db) =>
      listContent(db, { kinds: ['course'], search }, { limit, offset, language: 'en' }, null),
    );
    const { rows, total } = await listContent(
      t.db,
      { kinds: ['course'], search },
      { limit, offset, language: 'en' },
      null,
    );
    const windowed = queries.some((q) => q.sql.includes('"w"."search_text" ilike'));
    return { codes: rows.map((r) => r.code), total, windowed };
  };
  const codes = (from: number, step: number, n: number) =>
    Array.from({ length: n }, (_, i) => `MANY-${from + i * step}`);

  it('reads a page newest first from a window of the newest rows', async () => {
    const first = await page('spreadword', 0);
    expect(first).toEqual({ codes: codes(5, 5, 20), total: 1200, windowed: true });
    const third = await page('spreadword', 40);
    expect(third).toEqual({ codes: codes(205, 5, 20), total: 1200, windowed: true });
  });

  it('gives the same page the usual way when the window would not pay or holds too few', async () => {
    // Deep page: the window would read more rows than the matches.
    const deep = await page('spreadword', 1180);
    expect(deep.codes).toEqual(codes(5905, 5, 20));
    // Matches only at the old end: the window holds none, so every match is read.
    const old = await page('oldword', 0);
    expect(old).toMatchObject({ codes: codes(4901, 1, 20), total: 1100 });
  });
});

describe('GET /api/search/', () => {
  beforeAll(async () => {
    await t.db
      .insertInto('category')
      .values({ code: 'srch-data', name_en: 'Data science', name_th: 'วิทยาการข้อมูล' })
      .execute();
    await t.db
      .insertInto('instructor')
      .values({ name_en: 'Kanya Data', name_th: 'กันยา' })
      .execute();
    await t.db
      .insertInto('provider')
      .values({ code: 'srch-prov', name_en: 'Open Data Lab', name_th: 'แล็บข้อมูลเปิด' })
      .execute();
  });

  it('searches content of every kind', async () => {
    const res = await new Client(t.app).get('/api/search/?search=python');
    expect(
      res
        .json()
        .results.map((r: { code: string }) => r.code)
        .sort(),
    ).toEqual(['S-LIVE', 'S-PY']);
  });

  it('searches categories, instructors and providers in either language', async () => {
    const get = async (q: string): Promise<{ results: unknown[] }> =>
      (await new Client(t.app).get(`/api/search/?${q}`)).json();
    expect((await get('type=category&search=ข้อมูล')).results).toEqual([
      expect.objectContaining({ type: 'category', code: 'srch-data', name: 'Data science' }),
    ]);
    expect((await get('type=instructor&search=kanya')).results).toEqual([
      expect.objectContaining({ type: 'instructor', name: 'Kanya Data' }),
    ]);
    const providers = await get('type=provider&search=ข้อมูล&lang=th');
    expect(providers.results).toEqual([
      expect.objectContaining({ type: 'provider', name: 'แล็บข้อมูลเปิด' }),
    ]);
    expect((await new Client(t.app).get('/api/search/?type=user')).statusCode).toBe(400);
  });

  it('lists every instructor and provider with its image and published content count', async () => {
    const photo = `/api/media/image/cd/${'c'.repeat(64)}.jpg`;
    const provider = await t.db
      .insertInto('provider')
      .values({ code: 'dir-prov', name_en: 'Zulu Directory Centre', name_th: 'ศูนย์ซูลู' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teacher = await t.db
      .insertInto('instructor')
      .values({ name_en: 'Zulu Teacher', name_th: 'ครูซูลู', image: photo })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taught = await buildContent(t.db, { provider_id: provider.id });
    await buildContent(t.db, { provider_id: provider.id });
    const draft = await buildContent(t.db, { provider_id: provider.id, is_publish: false });
    await t.db
      .insertInto('content_instructor')
      .values([taught, draft].map((c) => ({ content_id: c.id, instructor_id: teacher.id })))
      .execute();
    const get = async (q: string) =>
      (await new Client(t.app).get(`/api/search/?${q}`)).json<{
        total: number;
        results: { id: number; image: string | null; content_count: number }[];
      }>();
    const instructors = await get('type=instructor&page_size=100');
    expect(instructors.total).toBeGreaterThanOrEqual(2);
    expect(instructors.results.find((r) => r.id === teacher.id)).toMatchObject({
      image: photo,
      content_count: 1,
    });
    const providers = await get('type=provider&search=zulu');
    expect(providers.results).toEqual([
      expect.objectContaining({ id: provider.id, image: null, content_count: 2 }),
    ]);
  });
});

describe('SQL statements per catalog page', () => {
  let app: FastifyInstance;
  let db: Kysely<DB>;
  const statements: string[] = [];

  beforeAll(async () => {
    db = new Kysely<DB>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 4 }),
      }),
      log: (event) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
    app = await buildApp({ config: t.config, db, logger: false });
    await app.ready();
    const provider = await t.db
      .insertInto('provider')
      .values({ code: 'n1-prov', name_en: 'P', name_th: 'พ' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instructors = await t.db
      .insertInto('instructor')
      .values([1, 2].map((n) => ({ name_en: `I${n}`, name_th: `ผ${n}` })))
      .returning('id')
      .execute();
    const tags = await t.db
      .insertInto('tag')
      .values([1, 2].map((n) => ({ name_en: `T${n}`, name_th: `ท${n}` })))
      .returning('id')
      .execute();
    const other = await buildUser(t.db);
    for (let n = 0; n < 120; n++) {
      const course = await buildContent(t.db, {
        code: `N1-${n}`,
        provider_id: provider.id,
        capacity: n % 2 ? 10 : null,
      });
      await t.db
        .insertInto('content_instructor')
        .values(instructors.map((i) => ({ content_id: course.id, instructor_id: i.id })))
        .execute();
      await t.db
        .insertInto('content_tag')
        .values(tags.map((tag) => ({ content_id: course.id, tag_id: tag.id })))
        .execute();
      await t.db
        .insertInto('learning_result')
        .values({ user_id: other.id, content_id: course.id })
        .execute();
    }
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  /** Statements a list request runs, leaving out the session and settings look-ups. */
  async function countFor(client: Client, url: string): Promise<number> {
    statements.length = 0;
    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    return statements.filter((s) => !/"session"|"config_value"|update "users"/.test(s)).length;
  }

  it('is the same for 20 and 100 cards, for a visitor and a learner', async () => {
    const visitor = new Client(app);
    const at20 = await countFor(visitor, '/api/course/?search=N1-&page_size=20');
    const at100 = await countFor(visitor, '/api/course/?search=N1-&page_size=100');
    expect(at20).toBe(at100);
    expect(at100).toBeLessThanOrEqual(2);

    const user = await buildUser(t.db);
    const learner = new Client(app);
    await learner.login(user.email, user.password);
    // A learner's own results on the page: one more statement, whatever the page size.
    expect(await countFor(learner, '/api/course/?search=N1-&page_size=20')).toBe(at20 + 1);
    expect(await countFor(learner, '/api/course/?search=N1-&page_size=100')).toBe(at20 + 1);
    const body = (await learner.get('/api/course/?search=N1-&page_size=100')).json();
    expect(body.results).toHaveLength(100);
    expect(body.results[0].instructor_list).toHaveLength(2);
    expect(body.results[0].tag_list).toHaveLength(2);
  });

  it('is fixed for the filter lists and the category tree too', async () => {
    const client = new Client(app);
    for (const path of ['/api/filter/tag/', '/api/filter/instructor/', '/api/category/']) {
      const a = await countFor(client, `${path}?page_size=1`);
      const b = await countFor(client, `${path}?page_size=100`);
      expect(a).toBe(b);
      expect(b).toBeLessThanOrEqual(2);
    }
  });
});
