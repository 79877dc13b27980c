import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { changeStatus, createResult } from '@/modules/enrollment/status';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const period = (startDays = -1, endDays = 14) => ({
  date_start: new Date(Date.now() + startDays * DAY).toISOString(),
  date_end: new Date(Date.now() + endDays * DAY).toISOString(),
});

function resultsOf(contentId: number) {
  return t.db
    .selectFrom('learning_result')
    .select(['id', 'user_id', 'status'])
    .where('content_id', '=', contentId)
    .orderBy('user_id')
    .execute();
}

describe('POST /api/dashboard/assignment/{id}/cancel/', () => {
  it('ends the results it made that were never started and keeps the others', async () => {
    const course = await buildContent(t.db);
    const [idle, busy, enrolled] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    await t.db.transaction().execute((trx) =>
      createResult(trx, {
        userId: enrolled.id,
        contentId: course.id,
        status: 0,
        actor: enrolled.id,
        kind: 'enroll',
      }),
    );
    const res = await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      user_ids: [idle.id, busy.id, enrolled.id],
      ...period(),
    });
    const busyResult = (await resultsOf(course.id)).find((r) => r.user_id === busy.id)!;
    await t.db
      .transaction()
      .execute((trx) =>
        changeStatus(trx, { resultId: busyResult.id, to: 21, actor: busy.id, kind: 'learner' }),
      );
    const cancel = await admin.post(`/api/dashboard/assignment/${res.json().id}/cancel/`, {
      reason: 'Wrong course',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: 6,
      learner_status_count: { assigned: 0, no_action: 0, canceled: 3 },
    });
    expect(cancel.json().datetime_cancel).not.toBeNull();
    const byUser = new Map((await resultsOf(course.id)).map((r) => [r.user_id, r.status]));
    expect(byUser.get(idle.id)).toBe(-11);
    expect(byUser.get(busy.id)).toBe(21);
    expect(byUser.get(enrolled.id)).toBe(0);
    const log = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(res.json().id))
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create_assignment', 'cancel_assignment']);
    // The library shows no deadline any more; cancelling again changes nothing.
    const learner = new Client(t.app);
    await learner.login(busy.email, busy.password);
    const library = await learner.get('/api/profile/library/');
    expect(library.json().results[0].assignment).toBeNull();
    const again = await admin.post(`/api/dashboard/assignment/${res.json().id}/cancel/`, {});
    expect(again.statusCode).toBe(200);
    // Assigning again opens the cancelled-by-assignment result once more.
    await admin.post('/api/dashboard/assignment/', {
      content_id: course.id,
      user_ids: [idle.id],
      ...period(),
    });
    const reopened = (await resultsOf(course.id)).find((r) => r.user_id === idle.id);
    expect(reopened?.status).toBe(0);
  });
});
