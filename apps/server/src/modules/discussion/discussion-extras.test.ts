import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    RATE_LIMIT_DISCUSSION_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  });
});
afterAll(async () => t?.close());

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function enrolled(courseId: number, overrides: Parameters<typeof buildUser>[1] = {}) {
  const person = await signedIn(overrides);
  expect((await person.client.post(`/api/course/${courseId}/enroll/`)).statusCode).toBe(201);
  return person;
}

const topicOf = async (client: Client, courseId: number, subject = 'Fire exits') => {
  const res = await client.post(`/api/course/${courseId}/discussion/`, {
    subject,
    body: 'Where are they?',
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; subject: string; is_subscribed: boolean }>();
};

const replyNotes = async (client: Client) =>
  ((await client.get('/api/notification/')).json().results as { kind: string }[]).filter(
    (n) => n.kind === 'discussion_reply',
  );

describe('author names and pictures', () => {
  it('shows the display name and profile image, never an e-mail address', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id, {
      first_name: 'อรุณี',
      last_name: 'ใจดี',
      image: '/media/profile/ann.png',
    });
    const nameless = await enrolled(course.id, { first_name: '', last_name: '' });
    await topicOf(ann.client, course.id);
    await topicOf(nameless.client, course.id);
    const res = await ann.client.get(`/api/course/${course.id}/discussion/`);
    const users = (res.json().results as { user: unknown }[]).map((p) => p.user);
    expect(users).toEqual([
      { id: nameless.user.id, name: '', image: null },
      { id: ann.user.id, name: 'อรุณี ใจดี', image: '/media/profile/ann.png' },
    ]);
    expect(res.body).not.toContain('@example.com');
  });
});

describe('topic subjects', () => {
  it('needs a subject of at most 120 characters on one line, shown with the topic', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id);
    const url = `/api/course/${course.id}/discussion/`;
    for (const [subject, code] of [
      [undefined, 'this_field_is_required'],
      ['   ', 'this_field_is_required'],
      ['x'.repeat(121), 'length_less_than'],
      ['two\nlines', 'invalid_value'],
    ] as const) {
      const res = await ann.client.post(url, { subject, body: 'text' });
      expect(res.statusCode, String(subject)).toBe(400);
      expect(res.json().errors?.subject ?? res.json().subject).toEqual([code]);
    }
    const topic = await topicOf(ann.client, course.id, '  คำถามเรื่องทางหนีไฟ ');
    expect(topic.subject).toBe('คำถามเรื่องทางหนีไฟ');
    // The author may change the subject; a reply has none to change.
    const edited = await ann.client.patch(`/api/discussion/${topic.id}/`, {
      subject: 'Fire exits, again',
      body: 'Where are they now?',
    });
    expect(edited.json()).toMatchObject({ subject: 'Fire exits, again' });
    const reply = (
      await ann.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'Found them' })
    ).json();
    expect(reply.subject).toBe('');
    const refused = await ann.client.patch(`/api/discussion/${reply.id}/`, {
      subject: 'x',
      body: 'y',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('likes', () => {
  it('counts one like per person, even two at once, and unlikes once', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id);
    const bob = await enrolled(course.id);
    const topic = await topicOf(ann.client, course.id);
    const like = `/api/discussion/${topic.id}/like/`;
    const both = await Promise.all([
      bob.client.request('PUT', like),
      bob.client.request('PUT', like),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await bob.client.request('PUT', like)).json()).toEqual({
      like_count: 1,
      is_liked: true,
    });
    const rows = await t.db
      .selectFrom('discussion_like')
      .select('user_id')
      .where('post_id', '=', topic.id)
      .execute();
    expect(rows).toEqual([{ user_id: bob.user.id }]);

    const seen = async (client: Client): Promise<unknown> =>
      (await client.get(`/api/course/${course.id}/discussion/`)).json<{ results: unknown[] }>()
        .results[0];
    expect(await seen(bob.client)).toMatchObject({ like_count: 1, is_liked: true });
    expect(await seen(ann.client)).toMatchObject({ like_count: 1, is_liked: false });

    expect((await bob.client.request('DELETE', like)).json()).toEqual({
      like_count: 0,
      is_liked: false,
    });
    expect((await bob.client.request('DELETE', like)).json()).toEqual({
      like_count: 0,
      is_liked: false,
    });
    expect(await seen(ann.client)).toMatchObject({ like_count: 0 });
  });

  it('likes a reply; only what the person can read', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id);
    const topic = await topicOf(ann.client, course.id);
    const reply = (
      await ann.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'me too' })
    ).json();
    expect((await ann.client.request('PUT', `/api/discussion/${reply.id}/like/`)).statusCode).toBe(
      200,
    );
    const replies = (await ann.client.get(`/api/discussion/${topic.id}/reply/`)).json();
    expect(replies.results[0]).toMatchObject({ like_count: 1, is_liked: true });

    // A course nobody may see (unpublished, no result): not found, nothing stored.
    const hiddenCourse = await buildContent(t.db, { is_publish: false });
    const [post] = await t.db
      .insertInto('discussion_post')
      .values({ content_id: hiddenCourse.id, user_id: ann.user.id, subject: 's', body: 'b' })
      .returning('id')
      .execute();
    const stranger = await signedIn();
    const res = await stranger.client.request('PUT', `/api/discussion/${post?.id}/like/`);
    expect(res.statusCode).toBe(404);
    const sub = await stranger.client.request('PUT', `/api/discussion/${post?.id}/subscription/`);
    expect(sub.statusCode).toBe(404);
    expect(
      await t.db
        .selectFrom('discussion_like')
        .where('post_id', '=', post?.id ?? 0)
        .execute(),
    ).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('tells subscribers of a reply once each; the author is subscribed and may stop', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id);
    const bob = await enrolled(course.id);
    const carl = await enrolled(course.id);
    const topic = await topicOf(ann.client, course.id);
    expect(topic.is_subscribed).toBe(true);

    // Bob, not enrolled in anything but reading, subscribes twice: one row.
    const sub = `/api/discussion/${topic.id}/subscription/`;
    for (let i = 0; i < 2; i += 1)
      expect((await bob.client.request('PUT', sub)).json()).toEqual({
        topic_id: topic.id,
        is_subscribed: true,
      });
    const list = (await bob.client.get(`/api/course/${course.id}/discussion/`)).json();
    expect(list.results[0]).toMatchObject({ is_subscribed: true });

    const carls = (
      await carl.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'Behind you' })
    ).json();
    expect(await replyNotes(ann.client)).toHaveLength(1);
    expect(await replyNotes(bob.client)).toHaveLength(1);
    expect(await replyNotes(carl.client)).toEqual([]);

    // Bob answers Carl's reply while subscribed: Carl hears once, Bob (the replier) not at all.
    await bob.client.post(`/api/discussion/${carls.id}/reply/`, { body: 'Thanks' });
    expect(await replyNotes(carl.client)).toHaveLength(1);
    expect(await replyNotes(bob.client)).toHaveLength(1);
    expect(await replyNotes(ann.client)).toHaveLength(2);

    // Ann stops: the next reply reaches Bob only.
    expect((await ann.client.request('DELETE', sub)).json()).toMatchObject({
      is_subscribed: false,
    });
    await carl.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'Once more' });
    expect(await replyNotes(ann.client)).toHaveLength(2);
    expect(await replyNotes(bob.client)).toHaveLength(2);
  });

  it('lets a reader who may not post subscribe to a topic', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id);
    const topic = await topicOf(ann.client, course.id);
    const reader = await signedIn();
    const res = await reader.client.request('PUT', `/api/discussion/${topic.id}/subscription/`);
    expect(res.statusCode).toBe(200);
  });
});

describe('why a person may not post', () => {
  it('answers the reason with the list and refuses a post with the same code', async () => {
    const course = await buildContent(t.db);
    const reader = await signedIn();
    const url = `/api/course/${course.id}/discussion/`;
    expect((await reader.client.get(url)).json()).toMatchObject({
      can_post: false,
      post_refusal: 'discussion_not_enrolled',
    });
    const res = await reader.client.post(url, { subject: 's', body: 'b' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('discussion_not_enrolled');

    // Waiting for approval (status 1), or an enrolment that ended (rejected, -3).
    for (const [status, code] of [
      [1, 'discussion_enrolment_waiting'],
      [-3, 'discussion_enrolment_ended'],
    ] as const) {
      const person = await signedIn();
      await t.db
        .insertInto('learning_result')
        .values({ content_id: course.id, user_id: person.user.id, parent_id: null, status })
        .execute();
      expect((await person.client.get(url)).json()).toMatchObject({
        can_post: false,
        post_refusal: code,
      });
      const refused = await person.client.post(url, { subject: 's', body: 'b' });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(code);
    }
    const member = await enrolled(course.id);
    expect((await member.client.get(url)).json()).toMatchObject({
      can_post: true,
      post_refusal: null,
    });
  });
});
