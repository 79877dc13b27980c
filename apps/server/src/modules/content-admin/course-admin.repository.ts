import type { CourseInput } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The SQL of a course's own form beyond the tree: its references and its links. */

/** Whether a row of a taxonomy table exists (null, no reference, counts as existing). */
export async function taxonomyExists(
  db: Executor,
  table: 'category' | 'provider',
  id: number | null,
) {
  if (id === null) return true;
  return Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether another content row (not `exceptId`) has the code. */
export async function codeTaken(db: Executor, code: string, exceptId?: number) {
  let taken = db.selectFrom('content').select('id').where('code', '=', code);
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  return Boolean(await taken.executeTakeFirst());
}

/** How many of the (distinct) ids exist in the table. */
export async function countExisting(
  db: Executor,
  table: 'instructor' | 'tag',
  ids: number[],
): Promise<number> {
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return found.length;
}

/** Whether a content row exists, of the kind when one is given. */
export async function contentExists(db: Executor, id: number, kind?: string) {
  let q = db.selectFrom('content').select('id').where('id', '=', id);
  if (kind) q = q.where('kind', '=', kind);
  return Boolean(await q.executeTakeFirst());
}

/** A content's code and titles (a form's reference to it); undefined when there is none. */
export async function contentRef(db: Executor, id: number) {
  return db
    .selectFrom('content')
    .select(['id', 'code', 'title_en', 'title_th'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Replaces a content's instructors and tags. */
export async function setLinks(db: Executor, id: number, input: CourseInput): Promise<void> {
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

/** A content row of a kind with its instructor and tag ids; undefined when there is none. */
export async function contentWithLinks(db: Executor, id: number, kind: string) {
  const content = await db
    .selectFrom('content')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!content) return undefined;
  const [instructors, tags] = await Promise.all([
    db
      .selectFrom('content_instructor')
      .select('instructor_id')
      .where('content_id', '=', id)
      .execute(),
    db.selectFrom('content_tag').select('tag_id').where('content_id', '=', id).execute(),
  ]);
  return {
    content,
    instructorIds: instructors.map((r) => r.instructor_id),
    tagIds: tags.map((r) => r.tag_id),
  };
}
