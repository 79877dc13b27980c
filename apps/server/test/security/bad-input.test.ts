import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildAdmin, Client, createTestContext, type TestContext } from '../helpers';

/**
 * Bad input, generated: every mutating route gets bodies its own schema refuses (wrong types,
 * huge and odd Unicode strings, overflowing numbers, unknown enum values, unknown keys, non-objects)
 * and bad path parameters; every GET with a query schema gets bad queries. Each must answer 4xx
 * with a message key — never 5xx — and leave the database exactly as it was.
 *
 * The caller is a superuser, so access checks pass and validation is what answers. Each request
 * comes from its own address so per-address rate limits do not answer instead.
 */

interface RouteSchema {
  body?: ZodType;
  params?: ZodType;
  querystring?: ZodType;
}
interface Route {
  method: string;
  url: string;
  schema: RouteSchema;
}

let t: TestContext;
let admin: Client;
const routes: Route[] = [];

/** Path parameters that are not ids need a real value for the body to be what is checked. */
const PARAM_VALUES: Record<string, string> = { name: 'page_size' };
const validUrl = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAM_VALUES[name] ?? '1');

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Numbers just past what an int4 id column holds, alone and in a list. */
const INTEGER_EDGES = ['2147483648', '9999999999', '1%2C2147483648', '-2147483649'];

/** Values no schema of ours should take where it expects something else. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_VALUE),
  fc.constantFrom('1e309', '-1', '99999999999999999999999', 'NaN', 'Infinity', '0x10', ' 1 '),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    'ก\u0E31\u0E49\u0E4C',
    '\u200B\u200D\uFEFF',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '🧪'.repeat(500),
    'x'.repeat(100_000),
    'ก'.repeat(40_000),
    'not-a-valid-enum-value',
  ),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);

/**
 * The top-level keys a schema knows about, through optional/nullable wrappers; a union's are
 * every option's (the taxonomy PATCH takes { is_display } or the whole form).
 */
function knownKeys(schema: ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (
      current as { _zod?: { def?: { innerType?: unknown; in?: unknown; options?: unknown[] } } }
    )._zod?.def;
    if (def?.options)
      return [...new Set(def.options.flatMap((option) => knownKeys(option as ZodType)))];
    current = def?.innerType ?? def?.in;
  }
  return [];
}

/** A JSON body that the route's own schema refuses. */
function badBody(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const keys = knownKeys(schema);
  const shaped =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((k) => [k, badValue])), { requiredKeys: [] })
      : fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), badValue, { minKeys: 1 });
  const withUnknownKey = shaped.map((body) => ({ ...body, ['unexpected_' + keys.length]: 1 }));
  return fc
    .oneof(
      { weight: 4, arbitrary: shaped },
      { weight: 1, arbitrary: withUnknownKey },
      { weight: 1, arbitrary: badValue },
    )
    .map((value) => JSON.parse(JSON.stringify(value ?? null)) as unknown)
    .filter((value) => !schema || !schema.safeParse(value).success);
}

/** Tables whose every row is hashed; sessions change on any request (last seen), so not them. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = 'public' and tablename not in ('session', 'kysely_migration', 'kysely_migration_lock')
    order by tablename`.execute(t.db);
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ digest: string | null }>`
      select md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as digest
      from ${sql.table(name)} x`.execute(t.db);
    result[name] = row.rows[0]?.digest ?? '';
  }
  return result;
}

function send(method: string, url: string, payload?: string, contentType = 'application/json') {
  const csrf = admin.cookies.get('csrftoken') ?? '';
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: {
      cookie,
      ...(method === 'GET' ? {} : { 'x-csrftoken': csrf, 'content-type': contentType }),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** A 4xx answer in the portal's error shape: `{ detail, code }` with a message key. */
function wrongAnswer(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return `status ${res.statusCode}`;
  try {
    const body = JSON.parse(res.body) as { code?: unknown };
    if (typeof body.code !== 'string' || !/^[a-z0-9_]+$/.test(body.code))
      return `no message key: ${res.body.slice(0, 200)}`;
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  return null;
}

/** Null when the 400 names `field` among its errors, else what it named instead. */
function fieldOf(res: { statusCode: number; body: string }, field: string): string | null {
  if (res.statusCode !== 400) return `status ${res.statusCode}, not 400`;
  const errors = (JSON.parse(res.body) as { errors?: Record<string, unknown> }).errors ?? {};
  return field in errors ? null : `errors on ${Object.keys(errors).join(', ') || 'nothing'}`;
}

beforeAll(async () => {
  t = await createTestContext(
    {
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_VERIFY_PER_MINUTE: '100000',
      RATE_LIMIT_DISCUSSION_PER_MINUTE: '100000',
    },
    (route) => {
      const r = route as unknown as {
        method: string | string[];
        url: string;
        schema?: RouteSchema;
      };
      for (const method of [r.method].flat()) {
        if (method === 'HEAD' || !r.url.startsWith('/api/')) continue;
        routes.push({ method, url: r.url, schema: r.schema ?? {} });
      }
    },
  );
  const user = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  const res = await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  expect(res.statusCode).toBe(200);
});
afterAll(async () => t?.close());

const unsafe = () => routes.filter((r) => r.method !== 'GET' && !r.url.endsWith('/logout/'));
const RUNS = 40;

describe('bad input', () => {
  it('finds the mutating routes and reads their schemas', () => {
    expect(unsafe().length).toBeGreaterThan(15);
    const login = routes.find((r) => r.method === 'POST' && r.url === '/api/account/login/');
    expect(knownKeys(login?.schema.body)).toEqual(expect.arrayContaining(['username', 'password']));
    const course = routes.find((r) => r.method === 'GET' && r.url === '/api/course/');
    const tagPatch = routes.find(
      (r) => r.method === 'PATCH' && r.url === '/api/dashboard/tag/:id/',
    );
    expect(knownKeys(tagPatch?.schema.body)).toEqual(
      expect.arrayContaining(['is_display', 'name_en', 'name_th']),
    );
    expect(knownKeys(course?.schema.querystring)).toEqual(
      expect.arrayContaining(['page', 'search']),
    );
  });

  it('refuses bodies a route’s schema refuses, with a message key, changing nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const route of unsafe()) {
      await fc
        .assert(
          fc.asyncProperty(badBody(route.schema.body), async (body) => {
            const res = await send(route.method, validUrl(route.url), JSON.stringify(body));
            const problem = wrongAnswer(res);
            if (problem)
              wrong.push(
                `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 120)}: ${problem}`,
              );
            return problem === null;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // Forty bodies for each of the many mutating routes: longer than the default 30 s per test.
  }, 180_000);

  it('refuses U+0000 in any field of a body or query with 400 on that field, changing nothing', async () => {
    // Strings a schema takes but PostgreSQL's text cannot store: these were 500s (sign-in,
    // profile, discussion posts) before the check in plugins/no-nul.ts.
    const before = await snapshot();
    const wrong: string[] = [];
    const nul = 'a\u0000b';
    for (const route of routes) {
      const url = validUrl(route.url);
      for (const key of knownKeys(route.schema.body)) {
        if (route.method === 'GET' || route.url.endsWith('/logout/')) break;
        const res = await send(route.method, url, JSON.stringify({ [key]: nul }));
        const problem = wrongAnswer(res) ?? fieldOf(res, key);
        if (problem) wrong.push(`${route.method} ${route.url} body.${key}: ${problem}`);
      }
      for (const key of knownKeys(route.schema.querystring)) {
        if (route.method !== 'GET') break;
        const res = await send('GET', `${url}?${key}=a%00b`);
        const problem = wrongAnswer(res) ?? fieldOf(res, key);
        if (problem) wrong.push(`GET ${route.url}?${key}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('refuses malformed JSON, a wrong content type and an oversized body, changing nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const route of unsafe()) {
      const url = validUrl(route.url);
      for (const [payload, type] of [
        ['{"a":', 'application/json'],
        [
          '{"__proto__": {"is_superuser": true}, "constructor": {"prototype": {"x": 1}}}',
          'application/json',
        ],
        ['a=1&b=2', 'application/x-www-form-urlencoded'],
        ['<x/>', 'text/xml'],
        [JSON.stringify({ blob: 'x'.repeat(3 * 1024 * 1024) }), 'application/json'],
      ] as const) {
        const res = await send(route.method, url, payload, type);
        const problem = wrongAnswer(res);
        if (problem)
          wrong.push(`${route.method} ${route.url} ${type} ${payload.slice(0, 40)}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // Every route of the table: longer than the default 30 s on a loaded machine.
  }, 120_000);

  it('refuses bad path parameters on every route with parameters, changing nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    const badParam = fc.constantFrom(
      'abc',
      '-1',
      '0',
      '1.5',
      '99999999999999999999',
      '1e3',
      '%00',
      '%E0%B8%81',
      '%F0%9F%A7%AA',
      '..%2F..%2Fetc%2Fpasswd',
      encodeURIComponent("1' or '1'='1"),
      'x'.repeat(2000),
    );
    for (const route of routes.filter((r) => r.url.includes('/:') && !r.url.endsWith('/logout/'))) {
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
      await fc
        .assert(
          fc.asyncProperty(fc.constantFrom(...names), badParam, async (name, value) => {
            if (PARAM_VALUES[name]) return true; // a free-form name: any string is a lookup
            const url = route.url.replace(/:([A-Za-z]+)/g, (_, n: string) =>
              n === name ? value : (PARAM_VALUES[n] ?? '1'),
            );
            const res = await send(route.method, url, route.method === 'GET' ? undefined : '{}');
            const problem = wrongAnswer(res);
            if (problem) wrong.push(`${route.method} ${url.slice(0, 120)}: ${problem}`);
            return problem === null;
          }),
          { numRuns: 15, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // Every route of the table: longer than the default 30 s on a loaded machine.
  }, 120_000);

  it('answers bad query strings on every list with 4xx or a normal page, never 5xx', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET' && r.schema.querystring)) {
      const keys = knownKeys(route.schema.querystring);
      if (keys.length === 0) continue;
      await fc
        .assert(
          fc.asyncProperty(
            fc.dictionary(
              fc.constantFrom(...keys),
              badValue.map((v) => String(v)),
              { minKeys: 1 },
            ),
            async (query) => {
              const search = new URLSearchParams(
                Object.entries(query).map(([k, v]): [string, string] => [k, v.slice(0, 3000)]),
              ).toString();
              const res = await send('GET', `${validUrl(route.url)}?${search}`);
              const problem = res.statusCode < 400 ? null : wrongAnswer(res);
              if (problem) wrong.push(`GET ${route.url}?${search.slice(0, 120)}: ${problem}`);
              return problem === null;
            },
          ),
          { numRuns: 25, endOnFailure: true },
        )
        .catch(() => undefined);
      // The integer edges every time, not only when the random draw picks them: an id of
      // 2^31 passed a ten-digit pattern and reached PostgreSQL's int4 as a 500.
      for (const key of keys) {
        for (const edge of INTEGER_EDGES) {
          const res = await send('GET', `${validUrl(route.url)}?${key}=${edge}`);
          const problem = res.statusCode < 400 ? null : wrongAnswer(res);
          if (problem) wrong.push(`GET ${route.url}?${key}=${edge}: ${problem}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route of the table: longer than the default 30 s on a loaded machine.
  }, 180_000);
});
