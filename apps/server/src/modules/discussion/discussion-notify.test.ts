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

interface Note {
  kind: string;
  text: string;
  path: string | null;
  content_id: number | null;
}

async function enrolled(courseId: number, language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  expect((await client.post(`/api/course/${courseId}/enroll/`)).statusCode).toBe(201);
  return { user, client };
}

const replies = async (client: Client) =>
  ((await client.get('/api/notification/')).json().results as Note[]).filter(
    (n) => n.kind === 'discussion_reply',
  );

describe('a reply to my discussion post', () => {
  it('reaches the topic’s author and the answered reply’s author, in their language, once', async () => {
    const course = await buildContent(t.db, {
      title_en: 'Fire safety',
      title_th: 'ความปลอดภัยจากอัคคีภัย',
    });
    const ann = await enrolled(course.id, 'th');
    const bob = await enrolled(course.id);
    const carl = await enrolled(course.id);
    const topic = (
      await ann.client.post(`/api/course/${course.id}/discussion/`, {
        subject: 'A subject',
        body: 'Question?',
      })
    ).json();
    // Ann answering her own topic tells nobody.
    await ann.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'More detail' });
    expect(await replies(ann.client)).toEqual([]);

    const bobs = (
      await bob.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'An answer' })
    ).json();
    const bobName = `${bob.user.first_name} ${bob.user.last_name}`;
    expect(await replies(ann.client)).toEqual([
      expect.objectContaining({
        text: `${bobName} ตอบกลับโพสต์ของคุณใน “ความปลอดภัยจากอัคคีภัย”`,
        path: `/course/${course.id}/discussion`,
        content_id: course.id,
      }),
    ]);
    expect(await replies(bob.client)).toEqual([]);

    // Carl answers Bob's reply: Ann (the topic) and Bob (the reply) both hear, in English for Bob.
    await carl.client.post(`/api/discussion/${bobs.id}/reply/`, { body: 'I agree' });
    const carlName = `${carl.user.first_name} ${carl.user.last_name}`;
    expect((await replies(ann.client)).map((n) => n.text)[0]).toContain(carlName);
    expect((await replies(bob.client)).map((n) => n.text)).toEqual([
      `${carlName} replied to your post in “Fire safety”.`,
    ]);
    expect(await replies(carl.client)).toEqual([]);
    // One notification per reply and reader (the event key is the reply).
    const rows = await t.db
      .selectFrom('notification')
      .select('event_key')
      .where('recipient_id', '=', ann.user.id)
      .where('kind', '=', 'discussion_reply')
      .execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.event_key)).size).toBe(2);
  });

  it('follows the reader’s preference: none when both channels are off for replies', async () => {
    const course = await buildContent(t.db);
    const ann = await enrolled(course.id);
    const bob = await enrolled(course.id);
    const saved = await ann.client.request('PUT', '/api/notification/preference/', {
      results: [{ kind: 'discussion_reply', in_app: false, email: false, digest: false }],
    });
    expect(saved.statusCode).toBe(200);
    const topic = (
      await ann.client.post(`/api/course/${course.id}/discussion/`, {
        subject: 'A subject',
        body: 'Quiet please',
      })
    ).json();
    await bob.client.post(`/api/discussion/${topic.id}/reply/`, { body: 'Hello' });
    const made = await t.db
      .selectFrom('notification')
      .select('id')
      .where('recipient_id', '=', ann.user.id)
      .execute();
    expect(made).toEqual([]);
  });
});
