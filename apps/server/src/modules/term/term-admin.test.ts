import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  admin = await signedInAdmin(t);
});
afterAll(async () => t.close());

const input = (n: number) => ({
  kind: 'privacy',
  topic_en: `Privacy notice ${n}`,
  topic_th: `ประกาศความเป็นส่วนตัว ${n}`,
  body_en: `<script>alert(1)</script>We keep your data safe (${n}).`,
  body_th: `เราเก็บรักษาข้อมูลของคุณ (${n})`,
});

async function signedIn(language: 'en' | 'th') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const termNotes = async (client: Client) =>
  (
    (await client.get('/api/notification/')).json().results as { kind: string; text: string }[]
  ).filter((n) => n.kind === 'term');

describe('a new version of a document I must accept', () => {
  it('is published with the next version, audited, and told to everyone in their language', async () => {
    const ann = await signedIn('th');
    const bob = await signedIn('en');
    const quiet = await signedIn('en');
    await quiet.client.request('PUT', '/api/notification/preference/', {
      results: [{ kind: 'term', in_app: false, email: false, digest: false }],
    });
    const inactive = await buildUser(t.db, { is_active: false });

    const first = await admin.post('/api/dashboard/term/', input(1));
    expect(first.statusCode).toBe(201);
    const v1 = first.json();
    expect(v1).toMatchObject({ kind: 'privacy' });
    const second = (await admin.post('/api/dashboard/term/', input(2))).json();
    expect(second.version).toBe(v1.version + 1);

    // The learner page shows the newest and asks to accept it; the body is plain text, kept as
    // typed (the web shows it as text, so markup in it never runs).
    const page = (await bob.client.get('/api/term/privacy/')).json();
    expect(page).toMatchObject({ id: second.id, version: second.version, is_accepted: false });
    expect(page.body).toBe(input(2).body_en);

    expect(await termNotes(ann.client)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          text: '“ประกาศความเป็นส่วนตัว 2” มีฉบับปรับปรุงใหม่ กรุณาอ่านและกดยอมรับ',
          path: '/privacy-data/privacy-notice',
        }),
      ]),
    );
    expect((await termNotes(bob.client)).map((n) => n.text)).toContain(
      'A new version of “Privacy notice 2” was published. Please read and accept it.',
    );
    expect(await termNotes(quiet.client)).toEqual([]);
    const told = await t.db
      .selectFrom('notification')
      .select(['recipient_id', 'event_key'])
      .where('event_key', '=', `term:${second.id}`)
      .execute();
    expect(told.map((r) => r.recipient_id)).not.toContain(inactive.id);
    expect(told.filter((r) => r.recipient_id === bob.user.id)).toHaveLength(1);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('entity', '=', 'term_document')
      .where('entity_id', '=', String(second.id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'publish_document' })]);
  });

  it('is refused to anyone but a superuser, and refuses an empty topic', async () => {
    const learner = await signedIn('en');
    expect((await learner.client.post('/api/dashboard/term/', input(3))).statusCode).toBe(403);
    const empty = await admin.post('/api/dashboard/term/', { ...input(4), topic_en: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
