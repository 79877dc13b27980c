import { DateTime } from 'luxon';
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

  it('writes each session in its class’s time zone (TZID) with one VTIMEZONE per zone, read back to the same instants', async () => {
    // 23:30 to 01:30 in Bangkok two days from now: it crosses midnight there, not in UTC.
    const bangkokStart = DateTime.now()
      .setZone('Asia/Bangkok')
      .plus({ days: 2 })
      .set({ hour: 23, minute: 30, second: 0, millisecond: 0 });
    const bangkok = {
      start_at: bangkokStart.toJSDate(),
      end_at: bangkokStart.plus({ hours: 2 }).toJSDate(),
    };
    const nextDay = {
      start_at: bangkokStart.plus({ days: 1 }).toJSDate(),
      end_at: bangkokStart.plus({ days: 1, hours: 1 }).toJSDate(),
    };
    const newYorkStart = DateTime.now()
      .setZone('America/New_York')
      .plus({ days: 3 })
      .set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
    const newYork = {
      start_at: newYorkStart.toJSDate(),
      end_at: newYorkStart.plus({ hours: 1 }).toJSDate(),
    };
    const { klass, sessions } = await buildClass(
      t,
      [
        { ...bangkok, time_zone: 'Asia/Bangkok' },
        { ...nextDay, time_zone: 'Asia/Bangkok' },
        { ...newYork, time_zone: 'America/New_York' },
        { ...at(5 * HOUR), time_zone: 'UTC' },
      ],
      { title_en: 'Zoned class' },
    );
    const enrolled = await learner(t);
    expect((await enrolled.client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);
    const url = new URL(
      (await enrolled.client.post('/api/profile/calendar/feed/')).json<{ url: string }>().url,
    );
    const text = (await new Client(t.app).get(url.pathname)).body;

    const wall = (instant: DateTime) => instant.toFormat("yyyyLLdd'T'HHmmss");
    expect(text).toContain(`DTSTART;TZID=Asia/Bangkok:${wall(bangkokStart)}\r\n`);
    expect(text).toContain(`DTEND;TZID=Asia/Bangkok:${wall(bangkokStart.plus({ hours: 2 }))}\r\n`);
    expect(text).toContain(`DTSTART;TZID=America/New_York:${wall(newYorkStart)}\r\n`);
    expect(wall(bangkokStart)).toMatch(/T233000$/);
    // One definition per zone used, whatever the number of its events; UTC needs none.
    expect(text.match(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Bangkok\r\n/g)).toHaveLength(1);
    expect(text.match(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/g)).toHaveLength(1);
    expect(text).not.toMatch(/TZID[:=](Etc\/)?UTC/);
    // New York's block carries its daylight-saving rule.
    const newYorkBlock = text.slice(text.indexOf('TZID:America/New_York'));
    expect(newYorkBlock.slice(0, newYorkBlock.indexOf('END:VTIMEZONE'))).toContain(
      'BEGIN:DAYLIGHT',
    );

    const events = Object.values(ical.sync.parseICS(text)).filter(
      (entry): entry is VEvent => entry?.type === 'VEVENT',
    );
    const eventOf = (id: number) =>
      events.find((event) => String(event.uid).startsWith(`class_session-${id}@`));
    for (const [index, session] of sessions.entries()) {
      const event = eventOf(session.id);
      expect([index, event?.start.getTime()]).toEqual([
        index,
        Math.floor(session.start_at.getTime() / 1000) * 1000,
      ]);
      expect([index, event?.end?.getTime()]).toEqual([
        index,
        Math.floor(session.end_at.getTime() / 1000) * 1000,
      ]);
    }
    expect(eventOf(sessions[0]!.id)?.start.tz).toBe('Asia/Bangkok');
    expect(eventOf(sessions[2]!.id)?.start.tz).toBe('America/New_York');
    // The UTC session is written in UTC (…Z), as items without a zone are.
    const utcStart = DateTime.fromJSDate(sessions[3]!.start_at, { zone: 'utc' });
    expect(text).toContain(`DTSTART:${wall(utcStart)}Z\r\n`);
  });
});
