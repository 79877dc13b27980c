import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS, STAMP_ACTION } from '@portal/shared';
import type { UserRow } from '@/db/types';
import { resultsOf } from '@/modules/catalog/catalog.repository';
import { enroll } from '@/modules/enrollment/enrollment.service';
import { recordProgress } from '@/modules/enrollment/progress.service';
import { completeCoursesAwaitingSurvey } from '@/modules/enrollment/slot-completion';
import { buildUser, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial } from '../../../test/learning-factories';
import { COURSE, LEARNING_PATH, type ContainerKind } from './kinds';
import { sectionList } from './outline.mapper';
import { outlineRows } from './outline.repository';
import { addSection, addSlot, createContainer, setPublished, updateSlot } from './tree.service';

/**
 * The generic content tree, two levels deep and built only through its generic functions: a
 * learning path holding two required courses and an optional one, each course holding articles.
 * The learner's progress on the courses' materials completes the courses, each completed course
 * completes its slot in the path, and the path completes (with its certificate) only when both
 * required courses have — no screen, no course-specific code.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

let serial = 0;

/** A published container of a kind with one section holding the children (required unless said). */
async function container(
  kind: ContainerKind,
  children: { id: number; is_required?: boolean }[],
  own: { is_certificate?: boolean; required_survey_id?: number } = {},
) {
  serial += 1;
  const id = await createContainer(t.db, kind, {
    code: `TREE-${kind.kind}-${serial}-${Date.now()}`,
    title_en: `${kind.label} ${serial}`,
    title_th: `${kind.label} ${serial}`,
    ...own,
  });
  const section = await addSection(t.db, kind, id, { name_en: 'Part 1', name_th: '', sort: 0 });
  const slots: number[] = [];
  for (const [sort, child] of children.entries()) {
    const slot = await addSlot(t.db, kind, id, section.id, {
      child_id: child.id,
      is_required: true,
      sort,
    });
    if (child.is_required === false)
      await updateSlot(t.db, kind, id, slot.id, { is_required: false });
    slots.push(slot.id);
  }
  await setPublished(t.db, kind, id, true);
  return { id, sectionId: section.id, slots };
}

/** A course of `required` required articles and one optional article. */
async function course(required: number) {
  const articles = [];
  for (let i = 0; i < required; i++) articles.push(await buildMaterial(t.db, 'article'));
  const optional = await buildMaterial(t.db, 'article');
  const built = await container(COURSE, [
    ...articles.map((a) => ({ id: a.id })),
    { id: optional.id, is_required: false },
  ]);
  return { ...built, requiredSlots: built.slots.slice(0, required) };
}

/** The path of two required courses (2 and 1 required articles) and an optional third. */
async function program(own: { is_certificate?: boolean; required_survey_id?: number } = {}) {
  const first = await course(2);
  const second = await course(1);
  const optional = await course(1);
  const path = await container(
    LEARNING_PATH,
    [{ id: first.id }, { id: second.id }, { id: optional.id, is_required: false }],
    own,
  );
  return { first, second, optional, path };
}

const resultOf = (userId: number, contentId: number) =>
  t.db
    .selectFrom('learning_result')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();

/** The status changes audited on the learner's result on a content, in order. */
async function auditTrail(userId: number, contentId: number) {
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

const read = (user: UserRow, courseId: number, slotId: number) =>
  recordProgress(t.db, user, courseId, slotId, { action: STAMP_ACTION.progress });

describe('a learning path of courses, built through the generic tree', () => {
  it('refuses slots holding kinds the container does not accept', async () => {
    const inner = await course(1);
    const path = await container(LEARNING_PATH, [{ id: inner.id }]);
    const otherPath = await container(LEARNING_PATH, [{ id: inner.id }]);
    // A path's steps are courses, tests, surveys and materials, never another program.
    await expect(
      addSlot(t.db, LEARNING_PATH, path.id, path.sectionId, {
        child_id: otherPath.id,
        is_required: true,
        sort: 1,
      }),
    ).rejects.toMatchObject({ code: 'validation_error' });
    await expect(
      addSlot(t.db, COURSE, inner.id, inner.sectionId, {
        child_id: path.id,
        is_required: true,
        sort: 1,
      }),
    ).rejects.toMatchObject({ code: 'validation_error' });
    // A course's authoring does not reach a path (404), nor a path's a course.
    await expect(
      addSection(t.db, COURSE, path.id, { name_en: 'x', name_th: '', sort: 0 }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('completes a course from its slots, the path slot with it, the path from both', async () => {
    const { first, second, optional, path } = await program({ is_certificate: true });
    const user = await buildUser(t.db);
    for (const id of [path.id, first.id, second.id]) await enroll(t.db, user, id);

    // Course 1: one required article of two read — started, half done; the path untouched.
    await read(user, first.id, first.requiredSlots[0]!);
    expect(await resultOf(user.id, first.id)).toMatchObject({
      status: PROGRESS_STATUS.in_progress,
      percent: 50,
    });
    expect(await resultOf(user.id, path.id)).toMatchObject({
      status: PROGRESS_STATUS.not_start,
      percent: 0,
    });

    // Its last required article completes course 1 (the optional article unread), which
    // completes the path's slot holding it: the path starts, half done (2 required slots).
    const answer = await read(user, first.id, first.requiredSlots[1]!);
    expect(answer.course).toMatchObject({ status: PROGRESS_STATUS.completed, percent: 100 });
    expect(await resultOf(user.id, path.id)).toMatchObject({
      status: PROGRESS_STATUS.in_progress,
      percent: 50,
    });
    const outline = sectionList(
      await outlineRows(t.db, path.id),
      await resultsOf(t.db, user.id, [{ id: first.id }, { id: second.id }, { id: optional.id }]),
      'en',
    );
    expect(
      outline[0]!.slot_list.map((s) => [s.content.id, s.is_required, s.learning_result?.status]),
    ).toEqual([
      [first.id, true, PROGRESS_STATUS.completed],
      [second.id, true, PROGRESS_STATUS.not_start],
      [optional.id, false, undefined],
    ]);
    expect(
      await t.db
        .selectFrom('certificate')
        .select('id')
        .where('user_id', '=', user.id)
        .where('content_id', '=', path.id)
        .execute(),
    ).toEqual([]);

    // Course 2 completes: every required slot of the path is complete (the optional course
    // never taken), so the path completes and awards its certificate.
    await read(user, second.id, second.requiredSlots[0]!);
    const done = await resultOf(user.id, path.id);
    expect(done).toMatchObject({ status: PROGRESS_STATUS.completed, percent: 100 });
    expect(done?.completed_at).toBeInstanceOf(Date);
    const certificate = await t.db
      .selectFrom('certificate')
      .select(['learning_result_id', 'content_title_en'])
      .where('user_id', '=', user.id)
      .where('content_id', '=', path.id)
      .executeTakeFirst();
    expect(certificate).toEqual({
      learning_result_id: done?.id,
      content_title_en: expect.any(String),
    });

    // Every status change of the path went through changeStatus, audited.
    expect(await auditTrail(user.id, path.id)).toEqual([
      [null, PROGRESS_STATUS.not_start, 'enroll'],
      [PROGRESS_STATUS.not_start, PROGRESS_STATUS.in_progress, 'learner'],
      [PROGRESS_STATUS.in_progress, PROGRESS_STATUS.completed, 'learner'],
    ]);
    expect(await auditTrail(user.id, second.id)).toEqual([
      [null, PROGRESS_STATUS.not_start, 'enroll'],
      [PROGRESS_STATUS.not_start, PROGRESS_STATUS.in_progress, 'learner'],
      [PROGRESS_STATUS.in_progress, PROGRESS_STATUS.completed, 'learner'],
    ]);
  });

  it('holds a path that requires a survey in survey_required until it is answered', async () => {
    const survey = await buildContent(t.db, { kind: 'survey' });
    const { first, second, path } = await program({ required_survey_id: survey.id });
    const user = await buildUser(t.db);
    for (const id of [path.id, first.id, second.id]) await enroll(t.db, user, id);
    for (const slot of first.requiredSlots) await read(user, first.id, slot);
    await read(user, second.id, second.requiredSlots[0]!);
    expect(await resultOf(user.id, path.id)).toMatchObject({
      status: PROGRESS_STATUS.survey_required,
    });
    // No certificate was asked for: completing awards none.
    await t.db
      .transaction()
      .execute((trx) => completeCoursesAwaitingSurvey(trx, user.id, survey.id));
    expect(await resultOf(user.id, path.id)).toMatchObject({ status: PROGRESS_STATUS.completed });
    expect(
      await t.db.selectFrom('certificate').select('id').where('content_id', '=', path.id).execute(),
    ).toEqual([]);
  });
});
