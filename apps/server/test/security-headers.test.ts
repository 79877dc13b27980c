import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('responses', () => {
  it('carry security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('set a readable csrftoken cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('never leak a stack trace for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      headers: {
        'content-type': 'application/json',
        cookie: 'csrftoken=abc',
        'x-csrftoken': 'abc',
      },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
