import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MAX_DAYS } from '@portal/shared';
import { Client, buildUser, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { signedInLearner } from '../../../test/assessment-factories';

/**
 * The calendar's API (everyone's and mine: range, order, visibility, assignment deadlines) and
 * the iCalendar feed (token made, rotated, revoked; parsed by an independent parser).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2031, 0, 1) + days * DAY);
const range = (fromDay: number, toDay: number) =>
  `from=${at(fromDay).toISOString()}&to=${at(toDay).toISOString()}`;

/** An assignment of `contentId` to `userId` due at `due`. */
async function assign(contentId: number, userId: number, due: Date, status: 1 | 6 = 1) {
  const start = new Date(Math.min(at(-30).getTime(), due.getTime() - DAY));
  const a = await t.db
    .insertInto('assignment')
    .values({ content_id: contentId, date_start: start, date_end: due, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('assignment_learner')
    .values({ assignment_id: a.id, user_id: userId, content_id: contentId, status: 1 })
    .execute();
  return a.id;
}

describe('GET /api/calendar/', () => {
  it('refuses a range that is too long, reversed or missing', async () => {
    const client = new Client(t.app);
    const long = await client.get(`/api/calendar/?${range(0, CALENDAR_MAX_DAYS + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('range_too_long');
    const reversed = await client.get(`/api/calendar/?${range(5, 1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('range_order');
    expect((await client.get('/api/calendar/')).statusCode).toBe(400);
    expect((await client.get(`/api/calendar/?${range(0, CALENDAR_MAX_DAYS)}`)).statusCode).toBe(
      200,
    );
  });

  it('lists visible enrolment windows in the range, in start order, and never hidden content', async () => {
    const late = await buildContent(t.db, { enroll_start: at(10), enroll_end: at(20) });
    const early = await buildContent(t.db, { enroll_start: at(2), enroll_end: at(40) });
    const closesOnly = await buildContent(t.db, { enroll_end: at(5) });
    const outside = await buildContent(t.db, { enroll_start: at(60), enroll_end: at(70) });
    const unpublished = await buildContent(t.db, {
      is_publish: false,
      enroll_start: at(3),
      enroll_end: at(4),
    });
    const withdrawn = await buildContent(t.db, {
      datetime_publish_end: new Date(Date.now() - DAY),
      enroll_start: at(3),
      enroll_end: at(4),
    });
    const notYet = await buildContent(t.db, {
      datetime_publish_start: new Date(Date.now() + 365 * DAY),
      enroll_start: at(3),
    });
    const material = await buildContent(t.db, { kind: 'video', enroll_start: at(3) });

    const res = await new Client(t.app).get(`/api/calendar/?${range(0, 30)}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().results as { id: number; start_at: string; end_at: string | null }[];
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([early.id, closesOnly.id, late.id]);
    for (const hidden of [outside, unpublished, withdrawn, notYet, material])
      expect(ids).not.toContain(hidden.id);
    expect(items[1]).toMatchObject({ start_at: at(5).toISOString(), end_at: null });
    expect(res.json().results[2]).toMatchObject({
      kind: 'enrollment_window',
      title: { en: late.title_en, th: late.title_th },
      end_at: at(20).toISOString(),
      link: `/course/${late.id}`,
      status: null,
    });
  });
});

describe('GET /api/calendar/mine/', () => {
  it('lists my live assignments’ deadlines and my enrolled content’s windows, nobody else’s', async () => {
    const { user, client } = await signedInLearner(t);
    const other = await buildUser(t.db);
    const course = await buildContent(t.db);
    const program = await buildContent(t.db, { kind: 'learning_path' });
    const scheduled = await buildContent(t.db, { enroll_start: at(1), enroll_end: at(3) });
    const assignment = await assign(course.id, user.id, at(7));
    await assign(program.id, user.id, at(8));
    await assign(course.id, user.id, at(9), 6); // canceled: not shown
    await assign(course.id, other.id, at(6)); // someone else's
    await assign(course.id, user.id, at(200)); // outside the range
    await t.db
      .insertInto('learning_result')
      .values({ user_id: user.id, content_id: scheduled.id, status: 1 })
      .execute();

    const res = await client.get(`/api/calendar/mine/?${range(0, 30)}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().results as { kind: string; link: string; start_at: string }[];
    expect(items.map((i) => [i.kind, i.link])).toEqual([
      ['enrollment_window', `/course/${scheduled.id}`],
      ['assignment_deadline', `/course/${course.id}`],
      ['assignment_deadline', `/learning-path/${program.id}`],
    ]);
    expect(items[1]).toMatchObject({
      key: `assignment_deadline-${assignment}-${course.id}`,
      start_at: at(7).toISOString(),
      status: null,
    });
    expect(items[0]).toMatchObject({ status: 1 });
  });
});

describe('the iCalendar feed', () => {
  async function feedLearner() {
    const learner = await signedInLearner(t);
    const course = await buildContent(t.db, { title_en: 'Fire safety', title_th: 'ความปลอดภัย' });
    const soon = new Date(Date.now() + 3 * DAY);
    await assign(course.id, learner.user.id, soon);
    return { ...learner, course, soon };
  }
  const pathOf = (url: string) => new URL(url).pathname;

  it('is made, read back without its URL, and parses with its events', async () => {
    const { client, course, soon } = await feedLearner();
    expect((await client.get('/api/profile/calendar/feed/')).json()).toMatchObject({
      is_active: false,
      url: null,
    });
    const made = await client.post('/api/profile/calendar/feed/');
    expect(made.statusCode).toBe(200);
    const url = made.json().url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/feed\/[\w-]{43}\.ics$/);
    expect((await client.get('/api/profile/calendar/feed/')).json()).toMatchObject({
      is_active: true,
      url: null,
    });

    const feed = await new Client(t.app).get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const parsed = ical.sync.parseICS(feed.body);
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.summary).toBe('Due: Fire safety');
    expect(event?.start.toISOString()).toBe(
      new Date(Math.floor(soon.getTime() / 1000) * 1000).toISOString(),
    );
    expect(event?.uid).toMatch(
      new RegExp(`^assignment_deadline-\\d+-${course.id}@localhost:3000$`),
    );
    expect(JSON.stringify(event?.url)).toContain(`"http://localhost:3000/course/${course.id}"`);
    // The same item keeps its UID on the next fetch.
    const again = ical.sync.parseICS((await new Client(t.app).get(pathOf(url))).body);
    expect(Object.keys(again)).toEqual(Object.keys(parsed));
  });

  it('is 404 once rotated or revoked, and a token shows only its owner’s items', async () => {
    const first = await feedLearner();
    const second = await feedLearner();
    const oldUrl = (await first.client.post('/api/profile/calendar/feed/')).json().url as string;
    const newUrl = (await first.client.post('/api/profile/calendar/feed/')).json().url as string;
    expect(newUrl).not.toBe(oldUrl);
    expect((await new Client(t.app).get(pathOf(oldUrl))).statusCode).toBe(404);
    const body = (await new Client(t.app).get(pathOf(newUrl))).body;
    expect(body).toContain(`-${first.course.id}@`);
    expect(body).not.toContain(`-${second.course.id}@`);

    expect((await first.client.request('DELETE', '/api/profile/calendar/feed/')).statusCode).toBe(
      204,
    );
    expect((await new Client(t.app).get(pathOf(newUrl))).statusCode).toBe(404);
    expect((await first.client.request('DELETE', '/api/profile/calendar/feed/')).statusCode).toBe(
      404,
    );
    expect((await new Client(t.app).get('/calendar/feed/nope.ics')).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'calendar_feed')
      .where('actor_id', '=', first.user.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create_calendar_feed',
      'rotate_calendar_feed',
      'revoke_calendar_feed',
    ]);
  });
});
