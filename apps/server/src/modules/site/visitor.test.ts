import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

/**
 * B2C explore mode on the server (issue 20 item 1): the catalog reads answer a signed-out
 * visitor only while config-b2c-is-enabled is on, never show drafts, content outside its
 * window or its price, nor anyone's results; their answers carry an ETag and a Cache-Control
 * chosen by the session (public signed out, private signed in) and a matching If-None-Match
 * gets 304.
 */
let t: TestContext;
let admin: Client;
let learner: Client;
const visitor = () => new Client(t.app);

async function setB2C(on: boolean) {
  const res = await admin.patch('/api/dashboard/config/config-b2c-is-enabled/', { value: on });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const a = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  await admin.login(a.email, a.password, '/api/dashboard/account/login/');
  const l = await buildUser(t.db);
  learner = new Client(t.app);
  await learner.login(l.email, l.password);
});
afterAll(async () => t?.close());

describe('the catalog with B2C off', () => {
  it('answers a signed-out visitor 401 and a learner as before', async () => {
    await setB2C(false);
    const course = await buildContent(t.db, { code: 'V-OFF' });
    for (const url of [
      '/api/course/',
      `/api/course/${course.id}/`,
      '/api/search/?search=x',
      '/api/news/',
    ])
      expect((await visitor().get(url)).statusCode, url).toBe(401);
    expect((await learner.get(`/api/course/${course.id}/`)).statusCode).toBe(200);
  });
});

describe('the catalog with B2C on', () => {
  it('shows a visitor published content only: drafts, windows not open and their prices are 404', async () => {
    await setB2C(true);
    const open = await buildContent(t.db, { code: 'V-OPEN', price_minor: 12_300 });
    const draft = await buildContent(t.db, {
      code: 'V-DRAFT',
      is_publish: false,
      price_minor: 99_900,
    });
    const later = await buildContent(t.db, {
      code: 'V-LATER',
      price_minor: 88_800,
      datetime_publish_start: new Date(Date.now() + 86_400_000),
    });
    const gone = await buildContent(t.db, {
      code: 'V-GONE',
      price_minor: 77_700,
      datetime_publish_end: new Date(Date.now() - 1000),
    });
    const list = await visitor().get('/api/course/?page_size=200');
    expect(list.statusCode).toBe(200);
    const codes = list.json().results.map((r: { code: string }) => r.code);
    expect(codes).toContain('V-OPEN');
    for (const hidden of ['V-DRAFT', 'V-LATER', 'V-GONE']) expect(codes).not.toContain(hidden);
    expect(list.body).not.toMatch(/99900|88800|77700/);
    expect((await visitor().get(`/api/course/${open.id}/`)).json().price_minor).toBe(12_300);
    for (const hidden of [draft, later, gone]) {
      const res = await visitor().get(`/api/course/${hidden.id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/price|V-/);
    }
    const search = await visitor().get('/api/search/?search=V-&type=content&page_size=200');
    const found = search.json().results.map((r: { code: string }) => r.code);
    expect(found).toContain('V-OPEN');
    for (const hidden of ['V-DRAFT', 'V-LATER', 'V-GONE']) expect(found).not.toContain(hidden);
  });

  it("never shows a visitor anyone's result, and the learner only their own", async () => {
    await setB2C(true);
    const course = await buildContent(t.db, { code: 'V-MINE' });
    expect((await learner.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
    const mine = (await learner.get(`/api/course/${course.id}/`)).json();
    expect(mine.learning_result).not.toBeNull();
    const seen = (await visitor().get(`/api/course/${course.id}/`)).json();
    expect(seen.learning_result).toBeNull();
    expect(seen.enroll_case).not.toBe(mine.enroll_case);
    const card = (await visitor().get('/api/course/?search=V-MINE')).json().results[0];
    expect(card.learning_result).toBeNull();
  });

  it('answers a visitor with a public, cacheable ETag and 304 for a matching If-None-Match', async () => {
    await setB2C(true);
    await buildContent(t.db, { code: 'V-CACHE' });
    const first = await visitor().get('/api/course/?search=V-CACHE');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toMatch(/Cookie/);
    const again = await visitor().request('GET', '/api/course/?search=V-CACHE', undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await visitor().request('GET', '/api/course/?search=V-CACHE', undefined, {
      'if-none-match': '"something-else"',
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
    // A change of the content changes the answer and its tag.
    await buildContent(t.db, { code: 'V-CACHE-2' });
    const changed = await visitor().request('GET', '/api/course/?search=V-CACHE', undefined, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a signed-in learner privately, with an ETag of their own answer', async () => {
    await setB2C(true);
    const res = await learner.get('/api/course/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await learner.request('GET', '/api/course/', undefined, {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps enrolment and the dashboard closed to a visitor', async () => {
    await setB2C(true);
    const course = await buildContent(t.db, { code: 'V-ENROL' });
    expect((await visitor().post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(401);
    expect((await visitor().get('/api/profile/library/')).statusCode).toBe(401);
    expect((await visitor().get('/api/dashboard/news/')).statusCode).toBe(401);
  });
});
