import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { at, buildClass, HOUR, learner } from '../schedule/schedule-fixtures';

/**
 * GET calendar/conflict/ (SPEC §2 /conflict): the learner's sessions that overlap in time, as
 * pairs, earliest first; ended sessions, touching sessions and other learners' are not conflicts.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

type Pair = { first: { id: number; link: string }; second: { id: number } };

describe('GET /api/calendar/conflict/', () => {
  it('pairs my overlapping sessions once each, earliest first, and nothing else', async () => {
    // Class A: 10:00-12:00 tomorrow and 10:00-12:00 in three days; a past session 2 hours ago.
    const a = await buildClass(t, [at(24 * HOUR), at(72 * HOUR), at(-3 * HOUR)], {
      title_en: 'Alpha',
    });
    // Class B: 11:00-13:00 tomorrow (overlaps A's first) and a session starting when A's second ends.
    const b = await buildClass(t, [at(25 * HOUR), at(74 * HOUR)], { title_en: 'Beta' });
    // Class C overlaps the past session and A's second, but I am not enrolled in it.
    const c = await buildClass(t, [at(-3 * HOUR), at(72 * HOUR)]);
    const me = await learner(t);
    const other = await learner(t);
    for (const klass of [a.klass, b.klass])
      expect((await me.client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);
    expect((await other.client.post(`/api/class/${c.klass.id}/enroll/`)).statusCode).toBe(201);

    const res = await me.client.get('/api/calendar/conflict/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ count: number; results: Pair[] }>();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      first: { id: a.sessions[0]?.id, link: `/class/session/${a.klass.id}/${a.sessions[0]?.id}` },
      second: { id: b.sessions[0]?.id },
    });
    expect((await other.client.get('/api/calendar/conflict/')).json().count).toBe(0);
    expect((await new Client(t.app).get('/api/calendar/conflict/')).statusCode).toBe(401);
  });

  it('pages the pairs on the server', async () => {
    const one = await buildClass(t, [at(30 * HOUR), at(60 * HOUR)]);
    const two = await buildClass(t, [at(31 * HOUR), at(61 * HOUR)]);
    const me = await learner(t);
    for (const klass of [one.klass, two.klass])
      expect((await me.client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);
    const first = (await me.client.get('/api/calendar/conflict/?page_size=1')).json();
    expect(first).toMatchObject({ count: 2, page_size: 1 });
    expect(first.results[0].first.id).toBe(one.sessions[0]?.id);
    const second = (await me.client.get('/api/calendar/conflict/?page_size=1&page=2')).json();
    expect(second.results[0].first.id).toBe(one.sessions[1]?.id);
  });
});
