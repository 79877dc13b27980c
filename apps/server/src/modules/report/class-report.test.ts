import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, signedInAdmin } from '../../../test/helpers';
import { at, buildClass, HOUR, learner } from '@/modules/schedule/schedule-fixtures';
import { checkIn } from '@/modules/schedule/schedule.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

describe('GET dashboard/report/class/', () => {
  it('answers per class the seat fill, waiting list, attendance rate over ended required sessions and no-shows; exports them', async () => {
    const code = `report-class-${Date.now()}`;
    const { klass, sessions } = await buildClass(
      t,
      [at(-6 * HOUR), at(-3 * HOUR, HOUR), { ...at(5 * HOUR) }],
      { capacity: 3, code, title_en: `Report class ${code}` },
    );
    const people = [];
    for (let i = 0; i < 5; i += 1) {
      const one = await learner(t);
      await one.client.post(`/api/class/${klass.id}/enroll/`);
      people.push(one);
    }
    // Three seats: three enrolled, two on the waiting list. Of the enrolled, one attends both
    // ended sessions, one attends the first only, one attends none (a no-show).
    const [a, b] = [people[0]!, people[1]!];
    for (const session of [sessions[0]!, sessions[1]!])
      await checkIn(
        t.db,
        a.user,
        { by: 'page', classId: klass.id, sessionId: session.id },
        session.start_at,
      );
    await checkIn(
      t.db,
      b.user,
      { by: 'page', classId: klass.id, sessionId: sessions[0]!.id },
      sessions[0]!.start_at,
    );

    const client = await signedInAdmin(t);
    const res = await client.get(`/api/dashboard/report/class/?search=${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1 });
    expect(res.json().results[0]).toMatchObject({
      id: klass.id,
      capacity: 3,
      enrolled: 3,
      waiting: 2,
      seat_fill: 100,
      sessions_held: 2,
      // 3 check-ins of 2 sessions × 3 learners.
      attendance_rate: 50,
      no_shows: 1,
      completed: 0,
    });
    const upcoming = await client.get(`/api/dashboard/report/class/?search=${code}&past=true`);
    expect(upcoming.json().count).toBe(0);

    const exported = await client.get(`/api/dashboard/report/class/export/?search=${code}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
