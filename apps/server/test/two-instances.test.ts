import { LOGIN_LOCK } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { buildUser, Client, createTestContext, type TestContext } from './helpers';

/**
 * Two instances of the app on one PostgreSQL, the way the portal grows past one machine behind a
 * load balancer (docs/operations.md): whatever one instance starts, the other carries on.
 */
let t: TestContext;
let second: FastifyInstance;
let secondDb: Database;

beforeAll(async () => {
  t = await createTestContext();
  secondDb = createDatabase(t.config.DATABASE_URL ?? '', 4);
  second = await buildApp({ config: t.config, db: secondDb, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDb?.destroy();
  await t?.close();
});

/** One browser: the same cookies, whichever instance answers. */
function browserOn(first: FastifyInstance, other: FastifyInstance) {
  const a = new Client(first);
  const b = new Client(other);
  b.cookies = a.cookies; // one cookie jar
  return { a, b };
}

describe('two instances on one database', () => {
  it('both answer the load balancer’s health check', async () => {
    for (const app of [t.app, second]) {
      const res = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('serve a session made on one from the other, CSRF token included', async () => {
    const user = await buildUser(t.db);
    const { a, b } = browserOn(t.app, second);
    expect((await a.login(user.email, user.password)).statusCode).toBe(200);
    const profile = await b.get('/api/account/profile/');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(user.email);
    // An unsafe call on the other instance passes CSRF with the token the first one issued.
    const patch = await b.patch('/api/account/profile/', { language: 'th' });
    expect(patch.statusCode).toBe(200);
    expect((await a.get('/api/account/profile/')).json().language).toBe('th');
  });

  it('end the session everywhere when it is ended on one', async () => {
    const user = await buildUser(t.db);
    const { a, b } = browserOn(t.app, second);
    expect((await a.login(user.email, user.password)).statusCode).toBe(200);
    const cookie = a.cookies.get('sessionid');
    expect((await b.get('/api/account/logout/')).statusCode).toBeLessThan(400);
    // Replaying the old cookie on the first instance: the session is gone on the server.
    const replay = new Client(t.app);
    replay.cookies.set('sessionid', cookie ?? '');
    expect((await replay.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('count login failures on either instance toward one lock', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i < LOGIN_LOCK.maxFailures; i += 1) {
      const client = new Client(i % 2 === 0 ? t.app : second);
      expect((await client.login(user.email, 'wrong-password')).statusCode).toBe(400);
    }
    const locking = await new Client(t.app).login(user.email, 'wrong-password');
    expect(locking.json()).toMatchObject({ is_lock_login: true });
    const right = new Client(second);
    expect((await right.login(user.email, user.password)).json()).toMatchObject({
      is_lock_login: true,
    });
    expect((await right.get('/api/account/profile/')).statusCode).toBe(401);
  });
});
