import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { buildMaterial } from '../../../test/learning-factories';
import {
  auditTrail,
  buildProgram,
  courseOfArticles,
  learner,
  readArticle,
  resultOf,
} from './program-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

describe('a step completing in every program holding it', () => {
  it('completes one course’s step in two paths, and both paths where it was the last', async () => {
    const { user, client } = await learner(t);
    const shared = await courseOfArticles(t);
    const other = await courseOfArticles(t);
    const first = await buildProgram(t, [[shared.course]], { is_certificate: true });
    const second = await buildProgram(t, [[other.course, shared.course]]);
    for (const p of [first, second])
      await client.post(`/api/learning-path/${p.program.id}/enroll/`);
    await client.post(`/api/learning-path/${first.program.id}/slot/${first.slots[0]!.id}/start/`);
    await client.post(`/api/learning-path/${second.program.id}/slot/${second.slots[0]!.id}/start/`);
    await readArticle(client, other.course.id, other.slots[0]!.id);
    expect(await resultOf(t, user.id, second.program.id)).toMatchObject({ percent: 50 });

    // One stamp completes the article, the shared course, its step in both paths and both
    // paths (the last required step of each), in the stamp's one transaction.
    const res = await readArticle(client, shared.course.id, shared.slots[0]!.id);
    expect(res.statusCode).toBe(200);
    for (const p of [first, second])
      expect(await resultOf(t, user.id, p.program.id)).toMatchObject({
        status: PROGRESS_STATUS.completed,
        percent: 100,
      });
    const certificates = await t.db
      .selectFrom('certificate')
      .select('content_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(certificates.map((c) => c.content_id)).toEqual([first.program.id]);
    const completedAt = await t.db
      .selectFrom('learning_result')
      .select('completed_at')
      .where('user_id', '=', user.id)
      .where('content_id', 'in', [shared.course.id, first.program.id, second.program.id])
      .execute();
    // now() is the transaction's start: one transaction gives one completion time.
    expect(new Set(completedAt.map((r) => r.completed_at?.getTime())).size).toBe(1);
  });

  it('keeps a path in progress when the course was not its last required step', async () => {
    const { user, client } = await learner(t);
    const shared = await courseOfArticles(t);
    const later = await courseOfArticles(t);
    const done = await buildProgram(t, [[shared.course]]);
    const going = await buildProgram(t, [[shared.course], [later.course]]);
    for (const p of [done, going]) await client.post(`/api/learning-path/${p.program.id}/enroll/`);
    await client.post(`/api/course/${shared.course.id}/enroll/`);
    await readArticle(client, shared.course.id, shared.slots[0]!.id);
    expect(await resultOf(t, user.id, done.program.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
    });
    expect(await resultOf(t, user.id, going.program.id)).toMatchObject({
      status: PROGRESS_STATUS.in_progress,
      percent: 50,
    });
  });
});

describe('two steps of one path completed at the same moment', () => {
  it('completes the path once, with both steps counted: no lost update', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, client } = await learner(t);
      const a = await buildMaterial(t.db, 'article');
      const b = await buildMaterial(t.db, 'article');
      const { program, slots } = await buildProgram(t, [[a, b]], { is_certificate: true });
      await client.post(`/api/learning-path/${program.id}/enroll/`);
      for (const slot of slots)
        await client.post(`/api/learning-path/${program.id}/slot/${slot.id}/start/`);
      const answers = await Promise.all(
        slots.map((slot) => readArticle(client, program.id, slot.id)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await resultOf(t, user.id, program.id)).toMatchObject({
        status: PROGRESS_STATUS.completed,
        percent: 100,
      });
      for (const child of [a, b])
        expect(await resultOf(t, user.id, child.id)).toMatchObject({
          status: PROGRESS_STATUS.completed,
        });
      const trail = await auditTrail(t, user.id, program.id);
      expect(trail.filter(([, to]) => to === PROGRESS_STATUS.completed)).toHaveLength(1);
      const certificates = await t.db
        .selectFrom('certificate')
        .select('id')
        .where('user_id', '=', user.id)
        .where('content_id', '=', program.id)
        .execute();
      expect(certificates).toHaveLength(1);
    }
  });

  it('completes a path of two courses whose last articles are read at once', async () => {
    const { user, client } = await learner(t);
    const first = await courseOfArticles(t);
    const second = await courseOfArticles(t);
    const { program, slots } = await buildProgram(t, [[first.course, second.course]]);
    await client.post(`/api/learning-path/${program.id}/enroll/`);
    for (const slot of slots)
      await client.post(`/api/learning-path/${program.id}/slot/${slot.id}/start/`);
    const answers = await Promise.all([
      readArticle(client, first.course.id, first.slots[0]!.id),
      readArticle(client, second.course.id, second.slots[0]!.id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await resultOf(t, user.id, program.id)).toMatchObject({
      status: PROGRESS_STATUS.completed,
    });
    const trail = await auditTrail(t, user.id, program.id);
    expect(trail.filter(([, to]) => to === PROGRESS_STATUS.completed)).toHaveLength(1);
  });
});
