import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_CONDITIONS } from '@portal/shared';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function lastMailTo(email: string) {
  return t.db
    .selectFrom('outbox_mail')
    .selectAll()
    .where('to_email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('POST /api/account/register/', () => {
  it('creates an account and signs it in', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/account/register/', {
      email: 'new.learner@example.com',
      password: 'Str0ng#Pass',
      confirm_password: 'Str0ng#Pass',
      first_name: 'สมหญิง',
      last_name: 'ใจดี',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new.learner@example.com', first_name: 'สมหญิง' });
    expect((await client.get('/api/account/profile/')).statusCode).toBe(200);
  });

  it('lists every failing password condition', async () => {
    const res = await new Client(t.app).post('/api/account/register/', {
      email: 'weak@example.com',
      password: 'abc',
      confirm_password: 'abc',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual([
      'your_password_must_contains',
      'password_needs_length',
      'password_needs_number',
      'password_needs_symbol',
      'password_needs_upper',
    ]);
  });

  it('says length_at_least when length is the only condition in config', async () => {
    const admin = await buildUser(t.db, { is_superuser: true });
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const off = { is_use: false, compile: '' };
    const patch = await client.patch('/api/dashboard/config/password-condition/', {
      value: {
        condition_lower: off,
        condition_upper: off,
        condition_number: off,
        condition_symbol: off,
        condition_length: { is_use: true, compile: '10' },
      },
    });
    expect(patch.statusCode).toBe(200);
    const res = await new Client(t.app).post('/api/account/register/', {
      email: 'short@example.com',
      password: 'abcdef',
      confirm_password: 'abcdef',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.json().errors.password).toEqual(['length_at_least', 'password_needs_length']);
    const ok = await new Client(t.app).post('/api/account/register/', {
      email: 'long@example.com',
      password: 'abcdefghij',
      confirm_password: 'abcdefghij',
      first_name: 'A',
      last_name: 'B',
    });
    expect(ok.statusCode).toBe(201);
    await client.patch('/api/dashboard/config/password-condition/', {
      value: DEFAULT_PASSWORD_CONDITIONS,
    });
  });

  it('refuses a mismatched confirmation and a bad email', async () => {
    const res = await new Client(t.app).post('/api/account/register/', {
      email: 'not-an-email',
      password: 'Str0ng#Pass',
      confirm_password: 'Other#Pass1',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: ['incorrect_email_format'] });
  });

  it('refuses an email that is taken, in any letter case', async () => {
    const user = await buildUser(t.db);
    const res = await new Client(t.app).post('/api/account/register/', {
      email: user.email.toUpperCase(),
      password: 'Str0ng#Pass',
      confirm_password: 'Str0ng#Pass',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['email_already_exists'] });
  });
});

describe('forgot and reset password', () => {
  it('mails a code, trades it for a token, sets the password and signs out everywhere', async () => {
    const user = await buildUser(t.db);
    const old = new Client(t.app);
    await old.login(user.email, user.password);

    const client = new Client(t.app);
    const start = await client.post('/api/account/forgot-password/', {
      username_or_email: user.email,
    });
    expect(start.statusCode).toBe(200);
    const { reference_id, email } = start.json();
    expect(email).toMatch(/\*\*\*/);
    const mail = await lastMailTo(user.email);
    const otp = /\b(\d{6})\b/.exec(mail.body)?.[1];
    expect(otp).toBeDefined();

    const wrong = await client.post('/api/account/forgot-password/otp/', {
      reference_id,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('otp_invalid');
    const verified = await client.post('/api/account/forgot-password/otp/', { reference_id, otp });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json();

    const weak = await client.post('/api/account/reset-password/', {
      token,
      password: 'weak',
      confirm_password: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const reset = await client.post('/api/account/reset-password/', {
      token,
      password: 'N3w#Password',
      confirm_password: 'N3w#Password',
    });
    expect(reset.statusCode).toBe(200);

    expect((await old.get('/api/account/profile/')).statusCode).toBe(401);
    expect((await new Client(t.app).login(user.email, user.password)).statusCode).toBe(400);
    expect((await new Client(t.app).login(user.email, 'N3w#Password')).statusCode).toBe(200);
    const again = await client.post('/api/account/reset-password/', {
      token,
      password: 'An0ther#Pass',
      confirm_password: 'An0ther#Pass',
    });
    expect(again.json().code).toBe('token_invalid');
  });

  it('accepts the link token from the mail', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/forgot-password/', { username_or_email: user.email });
    const mail = await lastMailTo(user.email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
    const res = await client.post('/api/account/reset-password/', {
      token,
      password: 'L1nk#Password',
      confirm_password: 'L1nk#Password',
    });
    expect(res.statusCode).toBe(200);
  });

  it('expires the code after too many wrong tries', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    const { reference_id } = (
      await client.post('/api/account/forgot-password/', { username_or_email: user.email })
    ).json();
    const mail = await lastMailTo(user.email);
    const otp = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
    const wrong = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1)
      await client.post('/api/account/forgot-password/otp/', { reference_id, otp: wrong });
    const res = await client.post('/api/account/forgot-password/otp/', { reference_id, otp });
    expect(res.json().code).toBe('otp_expired');
  });

  it('says when the email is not found', async () => {
    const res = await new Client(t.app).post('/api/account/forgot-password/', {
      username_or_email: 'ghost@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'email_not_found',
      detail: 'We could not find your email. Please try again.',
    });
  });

  it('refuses a malformed code', async () => {
    const res = await new Client(t.app).post('/api/account/forgot-password/otp/', {
      reference_id: 'x',
      otp: '12ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ otp: ['otp_invalid'] });
  });

  it('answers the password conditions from config', async () => {
    const res = await new Client(t.app).get('/api/account/password-condition/');
    expect(res.json().password.condition_length).toEqual({ is_use: true, compile: '8' });
  });
});
