import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from './helpers';

/**
 * Two instances sharing one Redis share the login rate limit. Runs where a Redis is named by
 * TEST_REDIS_URL (CI sets it; the machine's Redis listens on 127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits with REDIS_URL', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_LOGIN_PER_MINUTE: '4',
    };
    a = await createTestContext(env);
    b = await createTestContext(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts attempts on one instance against the other', async () => {
    const first = new Client(a.app);
    const second = new Client(b.app);
    for (let i = 0; i < 4; i += 1)
      expect((await first.login('x@example.com', 'y')).statusCode).toBe(400);
    const res = await second.login('x@example.com', 'y');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_requests');
  });
});
