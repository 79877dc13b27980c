import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { signedInAdmin, signedInLearner } from '../../../test/assessment-factories';
import { buildContent, buildMaterial } from '../../../test/learning-factories';
import { seedDemo } from '@/seed/demo';
import { DEMO_DISCUSSION_COURSE } from '@/seed/demo-discussion';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_DISCUSSION_PER_MINUTE: '1000' });
});
afterAll(async () => t?.close());

interface Post {
  id: number;
  body: string;
  reply_count: number;
  is_own: boolean;
  is_hidden: boolean;
  user: { name: string };
}
const bodies = (list: { results: Post[] }) => list.results.map((p) => p.body);

/** A published course and a learner enrolled in it. */
async function enrolledLearner() {
  const course = await buildContent(t.db);
  const learner = await signedInLearner(t);
  expect((await learner.client.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
  return { course, ...learner, url: `/api/course/${course.id}/discussion/` };
}

async function rowCount() {
  const row = await t.db
    .selectFrom('discussion_post')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('course discussion', () => {
  it('lists topics newest or oldest first, paged, with reply counts and author names', async () => {
    const { course, client, user, url } = await enrolledLearner();
    for (const body of ['first', 'second', 'สาม']) {
      const res = await client.post(url, { subject: 'A subject', body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ body, is_own: true, reply_count: 0, parent_id: null });
    }
    const other = await signedInLearner(t);
    await other.client.post(`/api/course/${course.id}/enroll/`);
    const topic = (await client.get(url)).json().results[2] as Post;
    expect(topic.body).toBe('first');
    const reply = await other.client.post(`/api/discussion/${topic.id}/reply/`, {
      body: 'a reply',
    });
    expect(reply.statusCode).toBe(201);

    const newest = (await other.client.get(`${url}?page_size=2`)).json();
    expect(newest).toMatchObject({ count: 3, total: 3, page_size: 2, can_post: true });
    expect(bodies(newest)).toEqual(['สาม', 'second']);
    expect(newest.next).toContain('page=2');
    const page2 = (await other.client.get(`${url}?page_size=2&page=2`)).json();
    expect(page2.results[0]).toMatchObject({
      body: 'first',
      reply_count: 1,
      is_own: false,
      user: { id: user.id, name: `${user.first_name} ${user.last_name}` },
    });
    expect(bodies((await client.get(`${url}?ordering=created`)).json())).toEqual([
      'first',
      'second',
      'สาม',
    ]);
    // Only the author's name is shown, never their email.
    expect(JSON.stringify(newest)).not.toContain('@example.com');

    const replies = (await client.get(`/api/discussion/${topic.id}/reply/`)).json();
    expect(replies).toMatchObject({
      count: 1,
      results: [{ body: 'a reply', parent_id: topic.id }],
    });
  });

  it('keeps replies one level deep, oldest first, paged', async () => {
    const { client, url } = await enrolledLearner();
    const topic = (await client.post(url, { subject: 'A subject', body: 'topic' })).json<Post>();
    for (const body of ['r1', 'r2', 'r3'])
      await client.post(`/api/discussion/${topic.id}/reply/`, { body });
    const r1 = (await client.get(`/api/discussion/${topic.id}/reply/`)).json().results[0] as Post;
    // A reply to a reply answers the topic.
    const nested = (await client.post(`/api/discussion/${r1.id}/reply/`, { body: 'r4' })).json();
    expect(nested.parent_id).toBe(topic.id);
    const first = (await client.get(`/api/discussion/${topic.id}/reply/?page_size=3`)).json();
    expect(bodies(first)).toEqual(['r1', 'r2', 'r3']);
    const second = (
      await client.get(`/api/discussion/${topic.id}/reply/?page_size=3&page=2`)
    ).json();
    expect(bodies(second)).toEqual(['r4']);
    expect((await client.get(url)).json().results[0].reply_count).toBe(4);
    // A reply has no replies of its own.
    expect((await client.get(`/api/discussion/${r1.id}/reply/`)).statusCode).toBe(404);
  });

  it('refuses a learner who is not enrolled with 403 discussion_not_enrolled, but lets them read', async () => {
    const { url, client } = await enrolledLearner();
    await client.post(url, { subject: 'A subject', body: 'hello class' });
    const stranger = await signedInLearner(t);
    const res = await stranger.client.post(url, { subject: 'A subject', body: 'let me in' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'discussion_not_enrolled',
      detail: 'Enrol in this course to join its discussion.',
    });
    const list = (await stranger.client.get(url)).json();
    expect(list).toMatchObject({ count: 1, can_post: false, can_moderate: false });
    const topic = list.results[0] as Post;
    expect(
      (await stranger.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'x' })).statusCode,
    ).toBe(403);
    expect(bodies((await client.get(url)).json())).toEqual(['hello class']);
  });

  it('answers 401 signed out and 404 for an unpublished course or a course id that is not one', async () => {
    const { url } = await enrolledLearner();
    const anonymous = new Client(t.app);
    expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.post(url, { subject: 'A subject', body: 'x' })).statusCode).toBe(401);
    const hidden = await buildContent(t.db, { is_publish: false });
    const { client } = await signedInLearner(t);
    expect((await client.get(`/api/course/${hidden.id}/discussion/`)).statusCode).toBe(404);
    const video = await buildMaterial(t.db, 'video');
    expect((await client.get(`/api/course/${video.id}/discussion/`)).statusCode).toBe(404);
  });

  it('lets only the author edit, and the author or a moderator delete', async () => {
    const { course, client, url } = await enrolledLearner();
    const other = await signedInLearner(t);
    await other.client.post(`/api/course/${course.id}/enroll/`);
    const topic = (await client.post(url, { subject: 'A subject', body: 'mine' })).json<Post>();
    const reply = (
      await other.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'theirs' })
    ).json<Post>();

    const edit = await other.client.patch(`/api/discussion/${topic.id}/`, { body: 'hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('no_permission');
    expect((await other.client.request('DELETE', `/api/discussion/${topic.id}/`)).statusCode).toBe(
      403,
    );
    expect((await client.request('DELETE', `/api/discussion/${reply.id}/`)).statusCode).toBe(403);

    const mine = await client.patch(`/api/discussion/${topic.id}/`, { body: 'mine, edited' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ body: 'mine, edited', is_own: true });
    expect((await other.client.request('DELETE', `/api/discussion/${reply.id}/`)).statusCode).toBe(
      204,
    );
    expect((await client.get(url)).json().results[0]).toMatchObject({
      body: 'mine, edited',
      reply_count: 0,
    });

    const admin = await signedInAdmin(t);
    const list = (await admin.client.get(url)).json();
    expect(list).toMatchObject({ can_post: true, can_moderate: true });
    expect((await admin.client.request('DELETE', `/api/discussion/${topic.id}/`)).statusCode).toBe(
      204,
    );
    expect((await client.get(url)).json().count).toBe(0);
  });

  it('lets a moderator hide a post from learners and show it again, counting visible replies', async () => {
    const { client, url } = await enrolledLearner();
    const topic = (await client.post(url, { subject: 'A subject', body: 'topic' })).json<Post>();
    const reply = (
      await client.post(`/api/discussion/${topic.id}/reply/`, { body: 'rude' })
    ).json<Post>();
    const admin = await signedInAdmin(t);
    const hide = await admin.client.patch(`/api/dashboard/discussion/${reply.id}/`, {
      is_hidden: true,
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ is_hidden: true });
    expect((await client.get(`/api/discussion/${topic.id}/reply/`)).json().count).toBe(0);
    expect((await client.get(url)).json().results[0].reply_count).toBe(0);
    // The moderator still sees it, marked hidden.
    const seen = (await admin.client.get(`/api/discussion/${topic.id}/reply/`)).json();
    expect(seen.results[0]).toMatchObject({ id: reply.id, is_hidden: true });
    expect(
      (await client.patch(`/api/dashboard/discussion/${reply.id}/`, { is_hidden: false }))
        .statusCode,
    ).toBe(403);
    await admin.client.patch(`/api/dashboard/discussion/${reply.id}/`, { is_hidden: false });
    expect((await client.get(url)).json().results[0].reply_count).toBe(1);
  });
});

describe('bad input', () => {
  it('refuses empty, too long, non-string and unknown fields with message keys, writing nothing', async () => {
    const { client, url } = await enrolledLearner();
    const before = await rowCount();
    const cases: [unknown, string, string][] = [
      [{}, 'body', 'this_field_is_required'],
      [{ body: '   ' }, 'body', 'this_field_is_required'],
      [{ body: 'x'.repeat(2001) }, 'body', 'length_less_than'],
      [{ body: 42 }, 'body', 'this_field_is_required'],
      [{ body: 'ok', user_id: 1 }, 'user_id', 'unknown_field'],
    ];
    for (const [body, field, key] of cases) {
      const res = await client.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toContain(key);
    }
    expect((await client.get(`${url}?ordering=sideways`)).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('stores plain text as typed: entities stay entities, markup stays characters', async () => {
    const { client, url } = await enrolledLearner();
    const typed = [
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      'Hi <b>all</b> 2 < 3 & ok &amp; &quot;q&quot; &#39;s&#39;',
      '<script>alert("x")</script><img src=x onerror=alert(1)>',
    ];
    for (const body of typed) {
      const res = await client.post(url, { subject: 'A subject', body: `  ${body}\n` });
      expect(res.statusCode, body).toBe(201);
      expect(res.json().body).toBe(body);
      const stored = await t.db
        .selectFrom('discussion_post')
        .select('body')
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(stored.body).toBe(body);
    }
    const edited = await client.patch(
      `/api/discussion/${(await client.post(url, { subject: 'A subject', body: 'first' })).json().id}/`,
      { body: '&lt;b&gt;bold&lt;/b&gt;' },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().body).toBe('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('material discussion', () => {
  async function publishedMaterial(kind: 'video' | 'audio' | 'article') {
    const material = await buildMaterial(t.db, kind);
    await t.db
      .updateTable('content')
      .set({ is_publish: true })
      .where('id', '=', material.id)
      .execute();
    return material;
  }

  it('lets any learner who sees a standalone video or audio post, and has no discussion elsewhere', async () => {
    const { client } = await signedInLearner(t);
    for (const kind of ['video', 'audio'] as const) {
      const material = await publishedMaterial(kind);
      const url = `/api/material/${material.id}/discussion/`;
      expect((await client.post(url, { subject: 'A subject', body: 'สวัสดีครับ' })).statusCode).toBe(
        201,
      );
      expect((await client.get(url)).json()).toMatchObject({ count: 1, can_post: true });
    }
    const article = await publishedMaterial('article');
    expect((await client.get(`/api/material/${article.id}/discussion/`)).statusCode).toBe(404);
    const unpublished = await buildMaterial(t.db, 'video');
    const refused = await client.post(`/api/material/${unpublished.id}/discussion/`, {
      subject: 'A subject',
      body: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('limits how many posts one user writes a minute', async () => {
    const limited = await createTestContext({ RATE_LIMIT_DISCUSSION_PER_MINUTE: '2' });
    try {
      const { client } = await signedInLearner(limited);
      const material = await buildMaterial(limited.db, 'video');
      await limited.db
        .updateTable('content')
        .set({ is_publish: true })
        .where('id', '=', material.id)
        .execute();
      const url = `/api/material/${material.id}/discussion/`;
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await client.post(url, { subject: 'A subject', body: `n${i}` })).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('demo discussion', () => {
  it('seeds English and Thai topics with replies on the demo course', async () => {
    const seeded = await createTestContext();
    try {
      await seedDemo(seeded.db);
      const course = await seeded.db
        .selectFrom('content')
        .select('id')
        .where('code', '=', DEMO_DISCUSSION_COURSE)
        .executeTakeFirstOrThrow();
      const { client } = await signedInLearner(seeded);
      const list = (await client.get(`/api/course/${course.id}/discussion/`)).json();
      expect(list.count).toBe(2);
      expect(list.results[0].body).toMatch(/[ก-๙]/);
      expect(list.results[1].body).toMatch(/^Welcome/);
      const replies = (await client.get(`/api/discussion/${list.results[0].id}/reply/`)).json();
      expect(replies.count).toBe(list.results[0].reply_count);
    } finally {
      await seeded.close();
    }
  });
});
