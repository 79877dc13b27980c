import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function signedIn() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

describe('GET /api/account/profile/', () => {
  it('answers 401 to a visitor', async () => {
    const res = await new Client(t.app).get('/api/account/profile/');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('answers 401 when the session has expired', async () => {
    const { client } = await signedIn();
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await client.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('never includes the password hash', async () => {
    const { client } = await signedIn();
    const body = (await client.get('/api/account/profile/')).body;
    expect(body).not.toContain('password');
    expect(body).not.toContain('argon2');
  });
});

describe('PATCH /api/account/profile/', () => {
  it('saves the language and keeps it', async () => {
    const { client } = await signedIn();
    const res = await client.patch('/api/account/profile/', { language: 'th' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('th');
    expect((await client.get('/api/account/profile/')).json().language).toBe('th');
  });

  it('refuses a language that is not en or th', async () => {
    const { client } = await signedIn();
    const res = await client.patch('/api/account/profile/', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ language: ['invalid_choice'] });
  });

  it('refuses fields that are not part of the profile (no changing flags or ids)', async () => {
    const { user, client } = await signedIn();
    const res = await client.patch('/api/account/profile/', { is_superuser: true });
    expect(res.statusCode).toBe(400);
    const row = await t.db
      .selectFrom('users')
      .select('is_superuser')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_superuser).toBe(false);
  });

  it('changes only the signed-in user, never another one', async () => {
    const other = await buildUser(t.db);
    const { client } = await signedIn();
    await client.patch('/api/account/profile/', { first_name: 'Changed', id: other.id });
    const row = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe(other.first_name);
  });

  it('does nothing for an empty patch', async () => {
    const { user, client } = await signedIn();
    const res = await client.patch('/api/account/profile/', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().first_name).toBe(user.first_name);
  });

  it('answers 401 to a visitor', async () => {
    const res = await new Client(t.app).patch('/api/account/profile/', { language: 'th' });
    expect(res.statusCode).toBe(401);
  });
});
