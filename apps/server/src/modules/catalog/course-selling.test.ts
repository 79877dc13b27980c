import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, signedInAdmin, type TestContext } from '../../../test/helpers';
import { signedInLearner } from '../../../test/assessment-factories';
import { buildContent } from '../../../test/learning-factories';
import { openToVisitors } from '../../../test/b2c';
import { richDescription } from '@/lib/html';

/**
 * Course cards and pages that sell (issue 21 item 7) and rich descriptions (item 3): the card's
 * level, rating and learner count, the page's outcomes and instructors, course reviews by
 * enrolled learners only, related courses, and descriptions through the sanitiser on write.
 */

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext();
  await openToVisitors(t);
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

const code = () => `SELL-${Math.random().toString(36).slice(2, 8)}`;

async function enrolled(courseId: number) {
  const learner = await signedInLearner(t);
  expect((await learner.client.post(`/api/course/${courseId}/enroll/`)).statusCode).toBe(201);
  return learner;
}

describe('course cards and pages that sell', () => {
  it('saves level and outcomes from the course form and shows them with rating and learners on card and page', async () => {
    const category = await t.db
      .insertInto('category')
      .values({ code: code(), name_en: 'Selling', name_th: 'ขาย' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instructor = await t.db
      .insertInto('instructor')
      .values({
        name_en: 'Nok Saetang',
        name_th: 'นก แซ่ตั้ง',
        bio_en: 'Sales coach.',
        bio_th: 'โค้ชการขาย',
        image: '/media/images/nok.jpg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await admin.post('/api/dashboard/course/', {
      code: code(),
      title_en: 'Selling with stories',
      title_th: 'ขายด้วยเรื่องเล่า',
      level: 2,
      outcomes_en: ['Open with a story', 'Close with a question'],
      outcomes_th: ['เปิดด้วยเรื่องเล่า', 'ปิดด้วยคำถาม'],
      category_id: category.id,
      instructor_ids: [instructor.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await admin.get(`/api/dashboard/course/${id}/`)).json()).toMatchObject({
      level: 2,
      outcomes_en: ['Open with a story', 'Close with a question'],
    });
    await t.db.updateTable('content').set({ is_publish: true }).where('id', '=', id).execute();
    // A level outside 1-3 and a 13th outcome are refused.
    for (const bad of [{ level: 4 }, { outcomes_en: Array.from({ length: 13 }, () => 'x') }])
      expect(
        (
          await admin.post('/api/dashboard/course/', {
            code: code(),
            title_en: 'A',
            title_th: 'ก',
            ...bad,
          })
        ).statusCode,
      ).toBe(400);

    const a = await enrolled(id);
    const b = await enrolled(id);
    expect(
      (await a.client.post(`/api/course/${id}/review/`, { rating: 5, comment: 'Great' }))
        .statusCode,
    ).toBe(200);
    expect((await b.client.post(`/api/course/${id}/review/`, { rating: 4 })).statusCode).toBe(200);

    const list = (await new Client(t.app).get(`/api/course/?category=${category.id}`)).json();
    expect(list.results[0]).toMatchObject({
      id,
      level: 'intermediate',
      learner_count: 2,
      rating_count: 2,
      rating_average: 4.5,
    });
    const page = (await new Client(t.app).get(`/api/course/${id}/?lang=th`)).json();
    expect(page.outcome_list).toEqual(['เปิดด้วยเรื่องเล่า', 'ปิดด้วยคำถาม']);
    expect(page.instructor_bio_list).toEqual([
      { id: instructor.id, name: 'นก แซ่ตั้ง', bio: 'โค้ชการขาย', image: '/media/images/nok.jpg' },
    ]);

    // A changed and a deleted review move the card's rating in the same statement (trigger).
    await b.client.post(`/api/course/${id}/review/`, { rating: 2 });
    await a.client.request('DELETE', `/api/course/${id}/review/`);
    const row = await t.db
      .selectFrom('content')
      .select(['rating_count', 'rating_sum'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating_count: 1, rating_sum: 2 });
  });

  it('lets only an enrolled learner review a course; visitors read reviews with short names', async () => {
    const course = await buildContent(t.db, {});
    const stranger = await signedInLearner(t);
    const refused = await stranger.client.post(`/api/course/${course.id}/review/`, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_enrolled');
    const learner = await enrolled(course.id);
    await learner.client.post(`/api/course/${course.id}/review/`, { rating: 3, comment: 'OK' });
    const visitor = (await new Client(t.app).get(`/api/course/${course.id}/review/`)).json();
    expect(visitor.summary).toMatchObject({ count: 1, average: 3 });
    expect(visitor.own).toBeNull();
    expect(visitor.results[0].user.name).toBe(
      `${learner.user.first_name} ${learner.user.last_name.charAt(0)}.`.trim(),
    );
    // An unpublished course's reviews are a 404 to those without a result on it.
    const hidden = await buildContent(t.db, { is_publish: false });
    expect((await new Client(t.app).get(`/api/course/${hidden.id}/review/`)).statusCode).toBe(404);
  });

  it('lists related courses of the same category, never the course itself', async () => {
    const category = await t.db
      .insertInto('category')
      .values({ code: code(), name_en: 'Related', name_th: 'เกี่ยวข้อง' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map(() => buildContent(t.db, { category_id: category.id })),
    );
    const other = await buildContent(t.db, {});
    const related = (await new Client(t.app).get(`/api/course/${one?.id}/related/`)).json();
    const ids = related.results.map((c: { id: number }) => c.id);
    expect(ids.sort()).toEqual([two?.id, three?.id].sort());
    expect(ids).not.toContain(other.id);
    expect(related.total).toBe(2);
  });
});

describe('rich descriptions (sanitised on write)', () => {
  it('keeps allowed markup, drops scripts and handlers, and keeps plain text as text', async () => {
    const created = await admin.post('/api/dashboard/course/', {
      code: code(),
      title_en: 'Rich',
      title_th: 'ริช',
      desc_en:
        '<h2>Plan</h2><p onclick="alert(1)">Go <strong>now</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      desc_th: 'ก & ข\n\nค',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const row = await t.db
      .selectFrom('content')
      .select(['desc_en', 'desc_th', 'desc_is_html', 'search_text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.desc_is_html).toBe(true);
    expect(row.desc_en).toContain('<h2>Plan</h2>');
    expect(row.desc_en).toContain('<strong>now</strong>');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:'])
      expect(row.desc_en).not.toContain(bad);
    expect(row.desc_th).toBe('<p>ก &amp; ข</p><p>ค</p>');
    // The search document holds the words, not the tags.
    expect(row.search_text).not.toContain('<h2>');

    const material = await admin.post('/api/dashboard/material/', {
      kind: 'article',
      code: code(),
      title_en: 'Rich article',
      title_th: 'บทความ',
      desc_en: '<p>Read <em>this</em></p><iframe src="https://evil.example/"></iframe>',
      article_html_en: '<p>Body</p>',
      article_html_th: '<p>เนื้อหา</p>',
    });
    expect(material.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('content')
      .select(['desc_en', 'desc_is_html'])
      .where('id', '=', material.json().id as number)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ desc_en: '<p>Read <em>this</em></p>', desc_is_html: true });
  });

  it('richDescription: empty stays empty, a stray < is text', () => {
    expect(richDescription('  ')).toBe('');
    expect(richDescription('a < b')).toBe('a &lt; b');
  });
});
