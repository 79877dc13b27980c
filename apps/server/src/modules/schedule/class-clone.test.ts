import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDashboardViewer,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { at, buildClass, HOUR, learner } from './schedule-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

const DAY = 24 * HOUR;

async function contentManager() {
  const user = await buildDashboardViewer(t.db, `Clone ${Date.now()}${Math.random()}`, [
    'dashboard_manage_content',
  ]);
  const client = new Client(t.app);
  await client.login(user.email, user.password, '/api/dashboard/account/login/');
  return { user, client };
}

describe('POST dashboard/class/{id}/clone/', () => {
  it('copies the class as a draft with its lessons and sessions a week later, nothing of its learners', async () => {
    const enrollStart = new Date(Date.now() - DAY);
    const { klass, sessions } = await buildClass(
      t,
      [
        { ...at(2 * HOUR), title_en: 'Morning', place: 'Room 4', checkin_open_minutes: 15 },
        { ...at(DAY), title_en: 'Afternoon', is_required: false },
      ],
      {
        title_en: 'Forklift safety',
        title_th: 'ความปลอดภัยรถยก',
        capacity: 12,
        enroll_start: enrollStart,
        is_publish: true,
      },
    );
    const lesson = await buildContent(t.db, { kind: 'material' });
    const section = await t.db
      .insertInto('section')
      .values({ content_id: klass.id, name_en: 'Before you come' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('slot')
      .values({ section_id: section.id, content_id: klass.id, child_id: lesson.id, sort: 1 })
      .execute();
    const { client: learnerClient } = await learner(t);
    expect((await learnerClient.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);

    const { user: manager, client } = await contentManager();
    const code = `FORK-${Date.now()}`;
    const cloned = await client.post(`/api/dashboard/class/${klass.id}/clone/`, {
      code,
      shift_days: 7,
    });
    expect(cloned.statusCode).toBe(201);
    const { id, session_count } = cloned.json();
    expect(session_count).toBe(2);

    const copy = await t.db
      .selectFrom('content')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      kind: 'class',
      code,
      title_en: 'Forklift safety',
      title_th: 'ความปลอดภัยรถยก',
      capacity: 12,
      is_publish: false,
      enroll_count: 0,
    });
    expect(new Date(copy.enroll_start!).getTime()).toBe(enrollStart.getTime() + 7 * DAY);
    expect(copy.search_text).toContain(code.toLowerCase().replace('-', ' '));
    const copied = await t.db
      .selectFrom('class_session')
      .selectAll()
      .where('class_id', '=', id)
      .orderBy('start_at')
      .execute();
    expect(copied.map((s) => [s.title_en, s.place, s.checkin_open_minutes, s.is_required])).toEqual(
      [
        ['Morning', 'Room 4', 15, true],
        ['Afternoon', '', 30, false],
      ],
    );
    for (const [i, s] of copied.entries()) {
      expect(new Date(s.start_at).getTime()).toBe(
        new Date(sessions[i]!.start_at).getTime() + 7 * DAY,
      );
      expect(s.checkin_secret).not.toBe(sessions[i]!.checkin_secret);
    }
    const slots = await t.db
      .selectFrom('slot')
      .innerJoin('section', 'section.id', 'slot.section_id')
      .select(['section.name_en', 'slot.child_id', 'slot.content_id'])
      .where('slot.content_id', '=', id)
      .execute();
    expect(slots).toEqual([{ name_en: 'Before you come', child_id: lesson.id, content_id: id }]);
    const results = await t.db
      .selectFrom('learning_result')
      .select('id')
      .where('content_id', '=', id)
      .execute();
    expect(results).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'data'])
      .where('action', '=', 'clone_content')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: manager.id, data: { from: klass.id, shift_days: 7 } });
  });

  it('refuses a taken code, a course, bad input and a user without content management', async () => {
    const { klass } = await buildClass(t, [at(HOUR)], { code: `TAKEN-${Date.now()}` });
    const { client } = await contentManager();
    const url = `/api/dashboard/class/${klass.id}/clone/`;
    const twin = await client.post(url, { code: klass.code.toLowerCase(), shift_days: 7 });
    expect([twin.statusCode, twin.json().errors]).toEqual([400, { code: ['already_exists'] }]);
    expect((await client.post(url, { code: 'X-1', shift_days: 1.5 })).statusCode).toBe(400);
    expect((await client.post(url, { code: '', shift_days: 1 })).statusCode).toBe(400);
    const course = await buildContent(t.db, { kind: 'course' });
    expect(
      (
        await client.post(`/api/dashboard/class/${course.id}/clone/`, {
          code: `C-${Date.now()}`,
          shift_days: 1,
        })
      ).statusCode,
    ).toBe(404);
    const enrolmentOnly = await buildDashboardViewer(t.db, `NoContent ${Date.now()}`, [
      'dashboard_manage_enrollment',
    ]);
    const other = new Client(t.app);
    await other.login(enrolmentOnly.email, enrolmentOnly.password, '/api/dashboard/account/login/');
    expect((await other.post(url, { code: `Y-${Date.now()}`, shift_days: 1 })).statusCode).toBe(
      403,
    );
    const classes = await t.db
      .selectFrom('content')
      .select('id')
      .where('code', 'like', 'Y-%')
      .execute();
    expect(classes).toEqual([]);
  });
});
