import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_KINDS, PROGRESS_STATUS } from '@portal/shared';
import {
  buildAdmin,
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

const DAY = 86_400_000;

describe('POST /api/dashboard/assignment/ of a program', () => {
  it.each(PROGRAM_KINDS)(
    "assigns a %s to a group: each member's result on it, with the deadline",
    async (kind) => {
      const program = await buildContent(t.db, { kind });
      const members = [await buildUser(t.db), await buildUser(t.db)];
      const group = await buildGroup(
        t.db,
        `Program team ${kind}`,
        members.map((m) => m.id),
      );
      const dateEnd = new Date(Date.now() + 21 * DAY).toISOString();
      const res = await admin.post('/api/dashboard/assignment/', {
        content_id: program.id,
        group_ids: [group],
        date_start: new Date(Date.now() - DAY).toISOString(),
        date_end: dateEnd,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        content: { id: program.id, content_type: { code: kind } },
        learner_count: 2,
      });
      const results = await t.db
        .selectFrom('learning_result as r')
        .innerJoin('assignment_learner as al', 'al.learning_result_id', 'r.id')
        .innerJoin('assignment as a', 'a.id', 'al.assignment_id')
        .select(['r.user_id', 'r.status', 'a.date_end'])
        .where('r.content_id', '=', program.id)
        .orderBy('r.user_id')
        .execute();
      expect(results.map((r) => [r.user_id, r.status])).toEqual(
        members.map((m) => [m.id, PROGRESS_STATUS.not_start]),
      );
      for (const r of results) expect(new Date(r.date_end).toISOString()).toBe(dateEnd);
    },
  );

  it('still refuses content that is not assignable (a test)', async () => {
    const test = await buildContent(t.db, { kind: 'test' });
    const user = await buildUser(t.db);
    const res = await admin.post('/api/dashboard/assignment/', {
      content_id: test.id,
      user_ids: [user.id],
      date_start: new Date(Date.now() - DAY).toISOString(),
      date_end: new Date(Date.now() + DAY).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ content_id: ['content_not_found'] });
  });
});
