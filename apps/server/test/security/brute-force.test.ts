import { LOGIN_LOCK } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordCheckProbe } from '@/lib/crypto';
import { buildUser, createTestContext, type TestContext } from '../helpers';

/** Every password evaluation, by the stored hash it was checked against (argon2 is the cost). */
const evaluated = {
  hashes: [] as string[],
  /** Runs while a password is being evaluated: what other attempts do meanwhile. */
  meanwhile: undefined as ((stored: string) => Promise<void>) | undefined,
};
const evaluationsOf = (hash: string) => evaluated.hashes.filter((h) => h === hash).length;

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Brute force: lockouts and limits hold when the attempts come all at once and from many
 * addresses (a botnet does not wait for answers), not only one after another.
 */
let t: TestContext;
beforeAll(async () => {
  passwordCheckProbe.before = async (stored) => {
    evaluated.hashes.push(stored);
    await evaluated.meanwhile?.(stored);
  };
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '20' });
});
afterAll(async () => {
  passwordCheckProbe.before = undefined;
  await t?.close();
});

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

  it('evaluates at most the allowed guesses of 50 at once, and the right one in them does not unlock', async () => {
    // A password of its own, so its hash counts this account's evaluations only.
    const user = await buildUser(t.db, { password: 'Burst-right-0' });
    const guesses = shuffled([
      user.password,
      ...Array.from({ length: 49 }, (_, i) => `burst-wrong-${i}`),
    ]);
    const answers = await Promise.all(
      guesses.map((password) => post('/api/account/login/', { username: user.email, password })),
    );
    // Each guess came from its own address: the lockout, not the per-address limit, is tested.
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(0);
    expect(evaluationsOf(user.password_hash)).toBeLessThanOrEqual(LOGIN_LOCK.maxFailures);
    expect(answers.some((a) => a.cookies.some((c) => c.name === 'sessionid' && c.value))).toBe(
      false,
    );
    const row = await t.db
      .selectFrom('users')
      .select(['lock_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lock_until?.getTime() ?? 0).toBeGreaterThan(Date.now());

    // The right password during the lock: the locked answer, no session, no evaluation.
    const during = evaluationsOf(user.password_hash);
    const right = await post('/api/account/login/', {
      username: user.email,
      password: user.password,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ is_lock_login: true });
    expect(right.cookies.find((c) => c.name === 'sessionid')?.value ?? '').toBe('');
    expect(evaluationsOf(user.password_hash)).toBe(during);

    // When the lock ends (its end moved to a second ago), the right password signs in.
    await t.db
      .updateTable('users')
      .set({ lock_until: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    const after = await post('/api/account/login/', {
      username: user.email,
      password: user.password,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ id: user.id });
    expect(after.cookies.find((c) => c.name === 'sessionid')?.value).toBeTruthy();
  });

  it('refuses a right password whose check ends after the account was locked, and keeps the lock', async () => {
    const user = await buildUser(t.db, { password: 'Late-right-0' });
    const lockUntil = new Date(Date.now() + 600_000);
    // While this password is being evaluated, the rest of a burst earns the lock.
    evaluated.meanwhile = async (stored) => {
      if (stored === user.password_hash)
        await t.db
          .updateTable('users')
          .set({ lock_until: lockUntil })
          .where('id', '=', user.id)
          .execute();
    };
    const right = await post('/api/account/login/', {
      username: user.email,
      password: user.password,
    }).finally(() => (evaluated.meanwhile = undefined));
    expect(right.json()).toMatchObject({ is_lock_login: true });
    expect(right.cookies.find((c) => c.name === 'sessionid')?.value ?? '').toBe('');
    const row = await t.db
      .selectFrom('users')
      .select(['lock_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lock_until?.getTime()).toBe(lockUntil.getTime());
  });

  it('does not evaluate an attempt that finds every slot taken, and locks the account', async () => {
    const user = await buildUser(t.db, { password: 'Full-right-0' });
    // As many attempts as allowed are still being checked.
    await t.db
      .updateTable('users')
      .set({ failed_login_count: LOGIN_LOCK.maxFailures, failed_login_first_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const right = await post('/api/account/login/', {
      username: user.email,
      password: user.password,
    });
    expect(right.json()).toMatchObject({ is_lock_login: true });
    expect(evaluationsOf(user.password_hash)).toBe(0);
    const row = await t.db
      .selectFrom('users')
      .select(['lock_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lock_until?.getTime() ?? 0).toBeGreaterThan(Date.now());
  });

  it('still signs in the right password after fewer failures than the limit, and counts anew', async () => {
    const user = await buildUser(t.db);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i < LOGIN_LOCK.maxFailures; i += 1) {
        const wrong = await post('/api/account/login/', { username: user.email, password: 'x' });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await post('/api/account/login/', {
        username: user.email,
        password: user.password,
      });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ id: user.id });
    }
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
