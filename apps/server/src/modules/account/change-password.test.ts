import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'N3w-Passw0rd!';

async function signedIn(password?: string) {
  const user = await buildUser(t.db, password ? { password } : {});
  const client = new Client(t.app);
  expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  return { user, client };
}

describe('POST /api/account/change-password/', () => {
  it('changes the password, keeps this session and signs the other ones out, audited', async () => {
    const { user, client } = await signedIn();
    const phone = new Client(t.app);
    await phone.login(user.email, user.password);
    const someoneElse = await signedIn();

    const res = await client.post('/api/account/change-password/', {
      current_password: user.password,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);

    expect((await client.get('/api/account/profile/')).statusCode).toBe(200);
    expect((await phone.get('/api/account/profile/')).statusCode).toBe(401);
    expect((await someoneElse.client.get('/api/account/profile/')).statusCode).toBe(200);
    expect((await new Client(t.app).login(user.email, user.password)).statusCode).toBe(400);
    expect((await new Client(t.app).login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'change_password')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(user.id);
    expect(audit[0]?.data).toEqual({ other_sessions_ended: 1 });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, client } = await signedIn();
    const res = await client.post('/api/account/change-password/', {
      current_password: 'not-my-password',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ current_password: ['current_password_incorrect'] });
    expect((await new Client(t.app).login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a new password that fails the conditions, the same one, or a mismatch', async () => {
    const { user, client } = await signedIn();
    const weak = await client.post('/api/account/change-password/', {
      current_password: user.password,
      password: 'a',
      confirm_password: 'a',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const same = await client.post('/api/account/change-password/', {
      current_password: user.password,
      password: user.password,
      confirm_password: user.password,
    });
    expect(same.json().errors).toEqual({ password: ['new_password_same_as_current'] });
    const mismatch = await client.post('/api/account/change-password/', {
      current_password: user.password,
      password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().errors).toEqual({
      confirm_password: ['mismatch_password_and_confirm_password'],
    });
    expect(
      (await client.post('/api/account/change-password/', {})).json().errors.current_password,
    ).toEqual(['enter_current_password']);
  });

  it('answers 401 to a visitor', async () => {
    const res = await new Client(t.app).post('/api/account/change-password/', {
      current_password: 'x',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits guesses of the current password per address, like signing in', async () => {
    const limited = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const user = await buildUser(limited.db);
      const client = new Client(limited.app);
      await client.login(user.email, user.password);
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await client.post('/api/account/change-password/', {
          current_password: `guess-${i}`,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
