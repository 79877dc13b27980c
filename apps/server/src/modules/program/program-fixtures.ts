import type { Insertable } from 'kysely';
import type { ContentTable } from '@/db/types';
import { buildUser, Client, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';

/** Test data of the program tests: programs of steps, learners, results. */

/** A signed-in learner and their client. */
export async function learner(t: TestContext, language: 'en' | 'th' = 'en') {
  const user = await buildUser(t.db, { language });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/**
 * A published program of a kind (a learning path unless said) with one section per entry of
 * `sections`, each holding its children in order (required unless said).
 */
export async function buildProgram(
  t: TestContext,
  sections: { id: number; is_required?: boolean }[][],
  overrides: Partial<Insertable<ContentTable>> = {},
) {
  const program = await buildContent(t.db, { kind: 'learning_path', ...overrides });
  const slots: { id: number; child_id: number }[] = [];
  for (const [sort, children] of sections.entries()) {
    const section = await buildSection(t.db, program.id, children, `Part ${sort + 1}`);
    await t.db.updateTable('section').set({ sort }).where('id', '=', section.id).execute();
    slots.push(...section.slots);
  }
  return { program, slots };
}

/** A published free course holding `count` required articles, with their slot ids. */
export async function courseOfArticles(
  t: TestContext,
  count = 1,
  overrides: Partial<Insertable<ContentTable>> = {},
) {
  const course = await buildContent(t.db, overrides);
  const articles = [];
  for (let i = 0; i < count; i++) articles.push(await buildMaterial(t.db, 'article'));
  const section = await buildSection(t.db, course.id, articles);
  return { course, slots: section.slots };
}

/** The learner's result on a content. */
export function resultOf(t: TestContext, userId: number, contentId: number) {
  return t.db
    .selectFrom('learning_result')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
}

/** The status changes audited on the learner's result on a content, in order. */
export async function auditTrail(t: TestContext, userId: number, contentId: number) {
  const rows = await t.db
    .selectFrom('status_audit as a')
    .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
    .select(['a.from_status', 'a.to_status', 'a.kind'])
    .where('r.user_id', '=', userId)
    .where('r.content_id', '=', contentId)
    .orderBy('a.id')
    .execute();
  return rows.map((r) => [r.from_status, r.to_status, r.kind]);
}

/** Reads an article of a container's slot to its end through the progress route. */
export function readArticle(client: Client, containerId: number, slotId: number) {
  return client.post(`/api/course/${containerId}/slot/${slotId}/progress/`, {
    action: 10,
    percent: 100,
  });
}
