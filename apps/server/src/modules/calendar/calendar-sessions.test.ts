import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarAnswerSchema } from '@portal/shared';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { at, buildClass, HOUR, learner } from '../schedule/schedule-fixtures';

/**
 * Class sessions on the calendar (issue 16 item 7): mine lists the sessions of the classes I am
 * enrolled in, everyone's those of published classes; the feed carries them too.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const window = () =>
  `from=${new Date(Date.now() - 24 * HOUR).toISOString()}&to=${new Date(Date.now() + 10 * 24 * HOUR).toISOString()}`;

describe('class sessions on the calendar', () => {
  it('lists an enrolled class’s sessions as mine, linking to each session page', async () => {
    const { klass, sessions } = await buildClass(t, [at(2 * HOUR), at(50 * HOUR)], {
      title_en: 'Calendar class',
      title_th: 'ชั้นเรียนปฏิทิน',
    });
    const enrolled = await learner(t);
    const other = await learner(t);
    expect((await enrolled.client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);

    const mine = CalendarAnswerSchema.parse(
      (await enrolled.client.get(`/api/calendar/mine/?${window()}`)).json(),
    );
    const items = mine.results.filter((item) => item.kind === 'class_session');
    expect(items.map((item) => item.id)).toEqual(sessions.map((s) => s.id));
    expect(items[0]).toMatchObject({
      title: { en: 'Calendar class: Session 1', th: 'ชั้นเรียนปฏิทิน: ช่วงที่ 1' },
      start_at: sessions[0]!.start_at.toISOString(),
      end_at: sessions[0]!.end_at.toISOString(),
      link: `/class/session/${klass.id}/${sessions[0]!.id}`,
    });

    const notMine = CalendarAnswerSchema.parse(
      (await other.client.get(`/api/calendar/mine/?${window()}`)).json(),
    );
    expect(notMine.results.some((item) => item.kind === 'class_session')).toBe(false);

    const everyone = CalendarAnswerSchema.parse(
      (await new Client(t.app).get(`/api/calendar/?${window()}`)).json(),
    );
    expect(
      everyone.results.filter((item) => item.kind === 'class_session').map((item) => item.id),
    ).toEqual(expect.arrayContaining(sessions.map((s) => s.id)));

    const feed = await enrolled.client.post('/api/profile/calendar/feed/');
    const url = new URL(feed.json<{ url: string }>().url);
    const text = (await new Client(t.app).get(url.pathname)).body;
    const events = Object.values(ical.sync.parseICS(text)).filter(
      (entry): entry is VEvent => entry?.type === 'VEVENT',
    );
    const first = events.find((event) =>
      String(event.uid).startsWith(`class_session-${sessions[0]!.id}@`),
    );
    expect(first?.summary).toContain('Calendar class: Session 1');
    // iCalendar times are to the second.
    expect(first?.start.getTime()).toBe(Math.floor(sessions[0]!.start_at.getTime() / 1000) * 1000);
  });

  it('leaves out the sessions of an unpublished class, even for its enrolled learner', async () => {
    const { klass, sessions } = await buildClass(t, [at(3 * HOUR)], { title_en: 'Hidden class' });
    const enrolled = await learner(t);
    expect((await enrolled.client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);
    await t.db
      .updateTable('content')
      .set({ is_publish: false })
      .where('id', '=', klass.id)
      .execute();
    const everyone = CalendarAnswerSchema.parse(
      (await new Client(t.app).get(`/api/calendar/?${window()}`)).json(),
    );
    expect(everyone.results.some((item) => item.id === sessions[0]!.id)).toBe(false);
  });
});
