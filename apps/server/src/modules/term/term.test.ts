import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function publish(kind: 'term' | 'privacy' | 'data_consent', version: number) {
  return t.db
    .insertInto('term_document')
    .values({
      kind,
      version,
      topic_en: `Topic v${version}`,
      topic_th: `หัวข้อ v${version}`,
      body_en: 'Body',
      body_th: 'เนื้อหา',
      is_publish: true,
      datetime_publish: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('terms, privacy notice and data consent', () => {
  it('answers 404 while nothing is published, and counts that as accepted', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    const login = await client.login(user.email, user.password);
    expect(login.json().is_accepted_privacy).toBe(true);
    expect((await client.get('/api/term/privacy/')).statusCode).toBe(404);
  });

  it('asks for acceptance, records version and time, and asks again for a new version', async () => {
    const v1 = await publish('term', 1);
    const user = await buildUser(t.db, { language: 'th' });
    const client = new Client(t.app);
    expect((await client.login(user.email, user.password)).json().is_accepted_term).toBe(false);

    const doc = (await client.get('/api/term/')).json();
    expect(doc).toMatchObject({ id: v1.id, version: 1, topic: 'หัวข้อ v1', is_accepted: false });

    const accepted = await client.post('/api/term/accept/', { id: v1.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().is_accepted_term).toBe(true);
    const record = await t.db
      .selectFrom('term_acceptance')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ kind: 'term', version: 1 });
    expect(record.accepted_at).toBeInstanceOf(Date);

    const v2 = await publish('term', 2);
    expect((await client.get('/api/account/profile/')).json().is_accepted_term).toBe(false);
    const stale = await client.post('/api/term/accept/', { id: v1.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('document_outdated');
    await client.post('/api/term/accept/', { id: v2.id });
    expect((await client.get('/api/account/profile/')).json().is_accepted_term).toBe(true);
  });

  it('keeps each kind apart', async () => {
    const consent = await publish('data_consent', 1);
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    const res = await client.post('/api/term/data-consent/accept/', { id: consent.id });
    expect(res.json()).toMatchObject({ is_accepted_data_consent: true });
  });

  it('answers 401 to a visitor who tries to accept, and 400 to a bad id', async () => {
    const { id } = await publish('privacy', 1);
    expect((await new Client(t.app).post('/api/term/privacy/accept/', { id })).statusCode).toBe(
      401,
    );
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    expect((await client.post('/api/term/privacy/accept/', { id: 'one' })).statusCode).toBe(400);
  });
});
