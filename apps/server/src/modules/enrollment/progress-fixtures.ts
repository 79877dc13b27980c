import { expect } from 'vitest';
import { buildUser, Client, type TestContext } from '../../../test/helpers';
import { buildCourseWithMaterials } from '../../../test/learning-factories';

/** A course with its materials and a learner enrolled in it, signed in, with its slots' progress address. */
export async function enrolledLearner(t: TestContext) {
  const setup = await buildCourseWithMaterials(t.db);
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  const res = await client.post(`/api/course/${setup.course.id}/enroll/`);
  expect(res.statusCode).toBe(201);
  const url = (slotId: number) => `/api/course/${setup.course.id}/slot/${slotId}/progress/`;
  return { ...setup, user, client, url, resultId: res.json<{ id: number }>().id };
}

/** A learner's result on a content, if any. */
export const findResult = (t: TestContext, userId: number, contentId: number) =>
  t.db
    .selectFrom('learning_result')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();

/** Pretends the last stamp on a material was that many seconds ago. */
export async function ageLastStamp(
  t: TestContext,
  userId: number,
  contentId: number,
  seconds: number,
) {
  await t.db
    .updateTable('learning_result')
    .set({ last_stamp_at: new Date(Date.now() - seconds * 1000) })
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .execute();
}
