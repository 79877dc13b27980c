import { LOGIN_LOCK } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestContext, type TestContext } from '../helpers';

/**
 * Brute force: lockouts and limits hold when the attempts come all at once and from many
 * addresses (a botnet does not wait for answers), not only one after another.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '20' });
});
afterAll(async () => t?.close());

let address = 0;
function post(url: string, body: unknown, from?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: from ?? `172.16.${(address >> 8) & 255}.${address & 255}`,
    headers: { cookie: 'csrftoken=brute', 'x-csrftoken': 'brute' },
    payload: body as Record<string, unknown>,
  });
}

async function lastOtp(email: string): Promise<string> {
  const mail = await t.db
    .selectFrom('outbox_mail')
    .select('body')
    .where('to_email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
}

describe('brute force', () => {
  it('locks an account hit by simultaneous wrong passwords from as many addresses', async () => {
    const user = await buildUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 8 * LOGIN_LOCK.maxFailures }, () =>
        post('/api/account/login/', { username: user.email, password: 'guess-wrong' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 400 || a.json().is_lock_login === true)).toBe(
      true,
    );
    expect(answers.some((a) => a.cookies.some((c) => c.name === 'sessionid' && c.value))).toBe(
      false,
    );
    const right = await post('/api/account/login/', {
      username: user.email,
      password: user.password,
    });
    expect(right.json()).toMatchObject({ is_lock_login: true });
    expect(right.cookies.find((c) => c.name === 'sessionid')?.value ?? '').toBe('');
    const row = await t.db
      .selectFrom('users')
      .select(['lock_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lock_until?.getTime() ?? 0).toBeGreaterThan(Date.now());
  });

  it('spends a reset code after its few wrong tries even when 40 guesses arrive at once', async () => {
    const user = await buildUser(t.db);
    const start = await post('/api/account/forgot-password/', { username_or_email: user.email });
    expect(start.statusCode).toBe(200);
    const { reference_id } = start.json<{ reference_id: string }>();
    const otp = await lastOtp(user.email);
    const guesses = Array.from({ length: 40 }, (_, i) =>
      String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        post('/api/account/forgot-password/otp/', { reference_id, otp: guess }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const right = await post('/api/account/forgot-password/otp/', { reference_id, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('otp_expired');
  });

  it('limits one address to its sign-ins per minute in a tight loop', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await post(
        '/api/account/login/',
        { username: `nobody${i}@example.com`, password: 'x' },
        '192.0.2.7',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
