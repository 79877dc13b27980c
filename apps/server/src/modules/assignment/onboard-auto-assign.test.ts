import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The user's results on the content with their assignment's deadline. */
const assignedOf = (userId: number, contentId: number) =>
  t.db
    .selectFrom('learning_result as r')
    .leftJoin('assignment_learner as al', 'al.learning_result_id', 'r.id')
    .leftJoin('assignment as a', 'a.id', 'al.assignment_id')
    .select(['r.id', 'r.status', 'a.date_end', 'a.note'])
    .where('r.user_id', '=', userId)
    .where('r.content_id', '=', contentId)
    .execute();

/** An onboarding program whose rule gives it to new members of a fresh group. */
async function onboardingFor(days: number) {
  const program = await buildContent(t.db, { kind: 'onboard' });
  const group = await buildGroup(t.db, `Newcomers ${program.id}`);
  const url = `/api/dashboard/onboard/${program.id}/auto-assign/`;
  const set = await admin.request('PUT', url, { group_id: group, deadline_days: days });
  expect(set.statusCode, set.body).toBe(200);
  return { program, group, url };
}

describe('/api/dashboard/onboard/{id}/auto-assign/', () => {
  it('sets, reads and clears the rule of an onboarding program, audited', async () => {
    const { program, group, url } = await onboardingFor(14);
    const read = await admin.get(url);
    expect(read.json()).toEqual({
      rule: { group_id: group, group_name: `Newcomers ${program.id}`, deadline_days: 14 },
    });
    expect(
      (await admin.request('PUT', url, { group_id: 999_999, deadline_days: 3 })).json().errors,
    ).toEqual({ group_id: ['does_not_exist'] });
    const path = await buildContent(t.db, { kind: 'learning_path' });
    const notOnboarding = await admin.request(
      'PUT',
      `/api/dashboard/onboard/${path.id}/auto-assign/`,
      {
        group_id: group,
        deadline_days: 3,
      },
    );
    expect(notOnboarding.statusCode).toBe(404);
    expect((await admin.request('DELETE', url)).statusCode).toBe(204);
    expect((await admin.get(url)).json()).toEqual({ rule: null });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'onboard_auto_assign')
      .where('entity_id', '=', String(program.id))
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      'update_onboard_auto_assign',
      'delete_onboard_auto_assign',
    ]);
  });
});

describe('onboarding assigned when a user joins the group', () => {
  it('assigns it to a user created with the group, due the set days later', async () => {
    const { program, group } = await onboardingFor(10);
    const before = Date.now();
    const created = await admin.post('/api/dashboard/user/', {
      email: `newcomer-${program.id}@example.com`,
      password: 'Str0ng#Pass',
      first_name: 'Newcomer',
      group_ids: [group],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [result, ...more] = await assignedOf(created.json().id as number, program.id);
    expect(more).toEqual([]);
    expect(result?.status).toBe(0);
    const due = new Date(result?.date_end ?? 0).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 10 * DAY);
    expect(due).toBeLessThan(Date.now() + 10 * DAY + 1000);
  });

  it('assigns it to a user added to the group, once even when removed and added again', async () => {
    const { program, group } = await onboardingFor(5);
    const learner = await buildUser(t.db);
    const edit = (groupIds: number[]) =>
      admin.patch(`/api/dashboard/user/${learner.id}/`, {
        first_name: learner.first_name,
        group_ids: groupIds,
      });
    expect((await edit([])).statusCode).toBe(200);
    expect(await assignedOf(learner.id, program.id)).toEqual([]);
    expect((await edit([group])).statusCode).toBe(200);
    expect(await assignedOf(learner.id, program.id)).toHaveLength(1);
    expect((await edit([])).statusCode).toBe(200);
    expect((await edit([group])).statusCode).toBe(200);
    expect(await assignedOf(learner.id, program.id)).toHaveLength(1);
    const assignments = await t.db
      .selectFrom('assignment')
      .select('id')
      .where('content_id', '=', program.id)
      .execute();
    expect(assignments).toHaveLength(1);
  });

  it('assigns nothing once the rule is cleared', async () => {
    const { program, group, url } = await onboardingFor(5);
    await admin.request('DELETE', url);
    const learner = await buildUser(t.db);
    await admin.patch(`/api/dashboard/user/${learner.id}/`, {
      first_name: learner.first_name,
      group_ids: [group],
    });
    expect(await assignedOf(learner.id, program.id)).toEqual([]);
  });
});
