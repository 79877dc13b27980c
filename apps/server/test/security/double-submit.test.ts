import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '@/plugins/error-handler';
import { signedInAdmin } from '../assessment-factories';
import { Client, createTestContext, type TestContext } from '../helpers';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({});
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t?.close());

/** Four saves of the same form at once, as a double-clicked (or twice-sent) button does. */
async function together(url: string, body: object) {
  const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post(url, body)));
  return answers.map((res) => ({ status: res.statusCode, body: res.json<object>() }));
}

describe('the same create sent four times at once', () => {
  for (const [what, url, body] of [
    [
      'course',
      '/api/dashboard/course/',
      { code: 'TWICE-C', title_en: 'Twice', title_th: 'สองครั้ง' },
    ],
    ['category', '/api/dashboard/category/', { code: 'TWICE-K', name_en: 'Twice' }],
  ] as const) {
    it(`stores one ${what} and answers the others 400 already_exists on code, never 500`, async () => {
      const answers = await together(url, body);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201))
        expect(refused).toEqual({
          status: 400,
          body: {
            detail: 'Invalid input.',
            code: 'validation_error',
            errors: { code: ['already_exists'] },
          },
        });
      const table = what === 'course' ? 'content' : 'category';
      const rows = await t.db
        .selectFrom(table)
        .select('id')
        .where('code', '=', body.code)
        .execute();
      expect(rows).toHaveLength(1);
    });
  }
});

describe('uniqueViolation', () => {
  it('names the key’s last column, through expressions, and leaves other errors alone', () => {
    const field = (detail: string) =>
      (uniqueViolation({ code: '23505', detail })?.extra as { errors: object }).errors;
    expect(field('Key (kind, code)=(course, X) already exists.')).toEqual({
      code: ['already_exists'],
    });
    expect(field('Key (lower(email::text))=(a@b.c) already exists.')).toEqual({
      email: ['already_exists'],
    });
    expect(field('something else')).toEqual({ non_field_errors: ['already_exists'] });
    expect(uniqueViolation({ code: '23503', detail: 'Key (x)=(1)' })).toBeNull();
    expect(uniqueViolation(new Error('plain'))).toBeNull();
  });
});
