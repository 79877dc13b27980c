import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForcedMobile, isMobileNext, safeMobileNext } from '@portal/shared';
import { sql } from 'kysely';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';

/**
 * The mobile web-view sign-in (issue 20 item 6): a token from a signed-in user works once,
 * expires, and sends the web view on only to a path under /mobile/.
 */
let t: TestContext;
let app: Client;
let userId: number;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const u = await buildUser(t.db);
  userId = u.id;
  app = new Client(t.app);
  await app.login(u.email, u.password);
});
afterAll(async () => t?.close());

async function token(): Promise<string> {
  const res = await app.post('/api/account/mobile-token/', {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

const exchange = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/account/mobile-session-login/', body);

describe('POST /api/account/mobile-session-login/', () => {
  it('signs the web view in once; the same token is refused the second time', async () => {
    const raw = await token();
    const webView = new Client(t.app);
    const first = await exchange(webView, { token: raw, next: '/mobile/course/12' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ next: '/mobile/course/12' });
    const profile = await webView.get('/api/account/profile/');
    expect(profile.json().id).toBe(userId);
    const second = await exchange(new Client(t.app), { token: raw });
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain('invalid_token');
  });

  it('refuses an expired token and an unknown one', async () => {
    const raw = await token();
    await sql`UPDATE mobile_token SET expires_at = now() - interval '1 second'`.execute(t.db);
    expect((await exchange(new Client(t.app), { token: raw })).statusCode).toBe(400);
    expect((await exchange(new Client(t.app), { token: 'made-up' })).statusCode).toBe(400);
  });

  it('stores only the hash of the token', async () => {
    const raw = await token();
    const rows = await t.db.selectFrom('mobile_token').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(raw);
  });

  it('sends the web view to the course list when next leaves /mobile/', async () => {
    for (const next of [
      'https://evil.example/mobile/',
      '//evil.example',
      '/profile',
      '/mobile/../admin',
    ]) {
      const res = await exchange(new Client(t.app), { token: await token(), next });
      expect(res.json(), next).toEqual({ next: '/mobile/course' });
    }
  });

  it('asks for a signed-in user to issue a token', async () => {
    const res = await new Client(t.app).post('/api/account/mobile-token/', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('mobile rules in packages/shared', () => {
  it('accepts mobile paths only', () => {
    expect(isMobileNext('/mobile/course/3/playlist/9')).toBe(true);
    expect(isMobileNext('/mobile//evil')).toBe(false);
    expect(safeMobileNext(undefined)).toBe('/mobile/course');
  });

  it('tells phones by the configured mode', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';
    expect([isForcedMobile(1, android), isForcedMobile(1, iphone)]).toEqual([true, true]);
    expect([isForcedMobile(2, android), isForcedMobile(2, iphone)]).toEqual([true, false]);
    expect([isForcedMobile(3, android), isForcedMobile(3, iphone)]).toEqual([false, true]);
    expect([isForcedMobile(1, desktop), isForcedMobile(0, iphone)]).toEqual([false, false]);
  });
});
