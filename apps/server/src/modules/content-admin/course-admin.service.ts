import { sql } from 'kysely';
import type { CourseInput, MoveInput, SectionInput, SlotInput, SlotUpdate } from '@portal/shared';
import { ATTACHABLE_KINDS } from '@portal/shared';
import type { Executor } from '@/db/database';
import { AppError, notFound, validationError } from '@/lib/errors';
import { contentSearchText } from '@/lib/search-text';
import { cannotDelete } from '@/lib/admin-crud';

/** Kinds a course slot may hold: materials, tests and surveys (not other courses). */
const SLOT_KINDS = new Set<string>(ATTACHABLE_KINDS);

async function exists(db: Executor, table: 'category' | 'provider', id: number | null) {
  if (id === null) return true;
  return Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

/** References in a course form: each must exist, the code must be free. */
export async function checkCourse(db: Executor, input: CourseInput, id?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  let taken = db.selectFrom('content').select('id').where('code', '=', input.code);
  if (id) taken = taken.where('id', '<>', id);
  if (await taken.executeTakeFirst()) errors.code = ['already_exists'];
  if (!(await exists(db, 'category', input.category_id))) errors.category_id = ['does_not_exist'];
  if (!(await exists(db, 'provider', input.provider_id))) errors.provider_id = ['does_not_exist'];
  for (const [field, table, ids] of [
    ['instructor_ids', 'instructor', input.instructor_ids],
    ['tag_ids', 'tag', input.tag_ids],
  ] as const) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) errors[field] = ['does_not_exist'];
  }
  if (input.dependency_id !== null && input.dependency_id !== undefined) {
    const dependency = await db
      .selectFrom('content')
      .select('id')
      .where('id', '=', input.dependency_id)
      .executeTakeFirst();
    if (!dependency || input.dependency_id === id) errors.dependency_id = ['does_not_exist'];
  }
  if (input.required_survey_id !== null && input.required_survey_id !== undefined) {
    const survey = await db
      .selectFrom('content')
      .select('id')
      .where('id', '=', input.required_survey_id)
      .where('kind', '=', 'survey')
      .executeTakeFirst();
    if (!survey) errors.required_survey_id = ['does_not_exist'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function columns(input: CourseInput) {
  const { instructor_ids: _i, tag_ids: _t, ...own } = input;
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    ...own,
    enroll_start: date(own.enroll_start),
    enroll_end: date(own.enroll_end),
    datetime_publish_start: date(own.datetime_publish_start),
    datetime_publish_end: date(own.datetime_publish_end),
    search_text: contentSearchText(own),
  };
}

async function setLinks(db: Executor, id: number, input: CourseInput): Promise<void> {
  await db.deleteFrom('content_instructor').where('content_id', '=', id).execute();
  await db.deleteFrom('content_tag').where('content_id', '=', id).execute();
  const instructors = [...new Set(input.instructor_ids)];
  const tags = [...new Set(input.tag_ids)];
  if (instructors.length)
    await db
      .insertInto('content_instructor')
      .values(instructors.map((instructor_id) => ({ content_id: id, instructor_id })))
      .execute();
  if (tags.length)
    await db
      .insertInto('content_tag')
      .values(tags.map((tag_id) => ({ content_id: id, tag_id })))
      .execute();
}

export async function createCourse(db: Executor, input: CourseInput): Promise<number> {
  const row = await db
    .insertInto('content')
    .values({ ...columns(input), kind: 'course', is_publish: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setLinks(db, row.id, input);
  return row.id;
}

/** The course row locked for a change; 404 when it is not a course. */
async function lockCourse(db: Executor, id: number) {
  const row = await db
    .selectFrom('content')
    .select(['id', 'is_publish'])
    .where('id', '=', id)
    .where('kind', '=', 'course')
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updateCourse(db: Executor, id: number, input: CourseInput): Promise<void> {
  await lockCourse(db, id);
  await db
    .updateTable('content')
    .set({ ...columns(input), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await setLinks(db, id, input);
}

/** Publishing needs something to learn: at least one slot. */
export async function setPublished(db: Executor, id: number, publish: boolean): Promise<void> {
  await lockCourse(db, id);
  if (publish) {
    const slot = await db
      .selectFrom('slot')
      .select('id')
      .where('content_id', '=', id)
      .executeTakeFirst();
    if (!slot)
      throw new AppError(
        400,
        'cannot_publish_empty_course',
        'Add at least one lesson before publishing.',
      );
  }
  await db
    .updateTable('content')
    .set({ is_publish: publish, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** What keeps a course from being deleted: learners' results, other content depending on it. */
export async function courseDependents(db: Executor, id: number): Promise<string[]> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('learning_result')
        .select(eb.fn.countAll<number>().as('n'))
        .where('content_id', '=', id)
        .as('results'),
      eb
        .selectFrom('content')
        .select(eb.fn.countAll<number>().as('n'))
        .where('dependency_id', '=', id)
        .as('dependents'),
    ])
    .executeTakeFirstOrThrow();
  const out: string[] = [];
  if (Number(row.results) > 0) out.push(`learning_result (${Number(row.results)})`);
  if (Number(row.dependents) > 0) out.push(`content (${Number(row.dependents)})`);
  return out;
}

export async function deleteCourse(db: Executor, id: number): Promise<void> {
  await lockCourse(db, id);
  const dependents = await courseDependents(db, id);
  if (dependents.length > 0) throw cannotDelete(dependents);
  await db.deleteFrom('content').where('id', '=', id).execute();
}

export async function addSection(db: Executor, courseId: number, input: SectionInput) {
  await lockCourse(db, courseId);
  return db
    .insertInto('section')
    .values({ ...input, content_id: courseId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSection(
  db: Executor,
  courseId: number,
  sectionId: number,
  input: SectionInput,
) {
  await lockCourse(db, courseId);
  const row = await db
    .updateTable('section')
    .set(input)
    .where('id', '=', sectionId)
    .where('content_id', '=', courseId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A section goes with its slots; a published course keeps at least one slot. */
export async function deleteSection(db: Executor, courseId: number, sectionId: number) {
  const course = await lockCourse(db, courseId);
  const section = await db
    .selectFrom('section')
    .select('id')
    .where('id', '=', sectionId)
    .where('content_id', '=', courseId)
    .executeTakeFirst();
  if (!section) throw notFound();
  if (course.is_publish) await keepOneSlot(db, courseId, { sectionId });
  await db.deleteFrom('section').where('id', '=', sectionId).execute();
}

async function keepOneSlot(
  db: Executor,
  courseId: number,
  without: { sectionId?: number; slotId?: number },
) {
  let q = db.selectFrom('slot').select('id').where('content_id', '=', courseId);
  if (without.sectionId) q = q.where('section_id', '<>', without.sectionId);
  if (without.slotId) q = q.where('id', '<>', without.slotId);
  if (!(await q.executeTakeFirst()))
    throw new AppError(
      400,
      'cannot_empty_published_course',
      'A published course keeps at least one lesson.',
    );
}

export async function addSlot(db: Executor, courseId: number, sectionId: number, input: SlotInput) {
  await lockCourse(db, courseId);
  const section = await db
    .selectFrom('section')
    .select('id')
    .where('id', '=', sectionId)
    .where('content_id', '=', courseId)
    .executeTakeFirst();
  if (!section) throw notFound();
  const child = await db
    .selectFrom('content')
    .select(['id', 'kind'])
    .where('id', '=', input.child_id)
    .executeTakeFirst();
  if (!child || !SLOT_KINDS.has(child.kind))
    throw validationError({ child_id: ['invalid_choice'] });
  const taken = await db
    .selectFrom('slot')
    .select('id')
    .where('content_id', '=', courseId)
    .where('child_id', '=', input.child_id)
    .executeTakeFirst();
  if (taken) throw validationError({ child_id: ['already_exists'] });
  return db
    .insertInto('slot')
    .values({ ...input, section_id: sectionId, content_id: courseId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSlot(db: Executor, courseId: number, slotId: number) {
  const course = await lockCourse(db, courseId);
  const slot = await db
    .selectFrom('slot')
    .select('id')
    .where('id', '=', slotId)
    .where('content_id', '=', courseId)
    .executeTakeFirst();
  if (!slot) throw notFound();
  if (course.is_publish) await keepOneSlot(db, courseId, { slotId });
  await db.deleteFrom('slot').where('id', '=', slotId).execute();
}

/** Sets whether learners must complete a slot. */
export async function updateSlot(
  db: Executor,
  courseId: number,
  slotId: number,
  input: SlotUpdate,
) {
  await lockCourse(db, courseId);
  const row = await db
    .updateTable('slot')
    .set(input)
    .where('id', '=', slotId)
    .where('content_id', '=', courseId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Moves one row a step among its siblings (listed by sort, then id) and writes the whole order
 * back as 0, 1, 2…: rows created with the default sort 0 get a real order on the first move.
 */
function reorder(ids: number[], id: number, direction: MoveInput['direction']): number[] {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[at], next[to]] = [next[to] as number, next[at] as number];
  return next;
}

export async function moveSection(
  db: Executor,
  courseId: number,
  sectionId: number,
  input: MoveInput,
): Promise<void> {
  await lockCourse(db, courseId);
  const rows = await db
    .selectFrom('section')
    .select('id')
    .where('content_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => r.id);
  if (!ids.includes(sectionId)) throw notFound();
  const order = reorder(ids, sectionId, input.direction);
  for (const [sort, id] of order.entries())
    await db.updateTable('section').set({ sort }).where('id', '=', id).execute();
}

export async function moveSlot(
  db: Executor,
  courseId: number,
  slotId: number,
  input: MoveInput,
): Promise<void> {
  await lockCourse(db, courseId);
  const slot = await db
    .selectFrom('slot')
    .select('section_id')
    .where('id', '=', slotId)
    .where('content_id', '=', courseId)
    .executeTakeFirst();
  if (!slot) throw notFound();
  const rows = await db
    .selectFrom('slot')
    .select('id')
    .where('section_id', '=', slot.section_id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const order = reorder(
    rows.map((r) => r.id),
    slotId,
    input.direction,
  );
  for (const [sort, id] of order.entries())
    await db.updateTable('slot').set({ sort }).where('id', '=', id).execute();
}

/** The course as the dashboard edits it: own fields, links, sections with their slots. */
export async function courseForEdit(db: Executor, id: number) {
  const course = await db
    .selectFrom('content')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'course')
    .executeTakeFirst();
  if (!course) throw notFound();
  const [instructors, tags, sections, slots] = await Promise.all([
    db
      .selectFrom('content_instructor')
      .select('instructor_id')
      .where('content_id', '=', id)
      .execute(),
    db.selectFrom('content_tag').select('tag_id').where('content_id', '=', id).execute(),
    db
      .selectFrom('section')
      .selectAll()
      .where('content_id', '=', id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('slot')
      .innerJoin('content as child', 'child.id', 'slot.child_id')
      .select([
        'slot.id',
        'slot.section_id',
        'slot.child_id',
        'slot.is_required',
        'slot.sort',
        'child.kind',
        'child.title_en',
        'child.title_th',
      ])
      .where('slot.content_id', '=', id)
      .orderBy('slot.sort')
      .orderBy('slot.id')
      .execute(),
  ]);
  const { search_text: _s, ...own } = course;
  return {
    ...own,
    instructor_ids: instructors.map((r) => r.instructor_id),
    tag_ids: tags.map((r) => r.tag_id),
    section_list: sections.map((s) => ({
      ...s,
      slot_list: slots.filter((x) => x.section_id === s.id),
    })),
  };
}
