import { sql, type Insertable } from 'kysely';
import type { SectionInput, SlotInput, SlotUpdate } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { ContentTable } from '@/db/types';
import { boundedCount } from '@/lib/count';
import { containsPattern, searchWords } from '@/lib/search-text';

/** The SQL of authoring a container: its content row, its sections and its slots. */

/** The content columns a container is written with (the kind and publish flag are set here). */
export type ContainerColumns = Omit<Insertable<ContentTable>, 'kind' | 'is_publish'>;

/** Inserts an unpublished container of a kind; answers its id. */
export async function insertContainer(db: Executor, kind: string, columns: ContainerColumns) {
  const row = await db
    .insertInto('content')
    .values({ ...columns, kind, is_publish: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a container's own columns and its updated_at. */
export async function updateContainer(db: Executor, id: number, columns: ContainerColumns) {
  await db
    .updateTable('content')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The container row of a kind, locked for a change; undefined when there is none. */
export async function lockContainer(db: Executor, kind: string, id: number) {
  return db
    .selectFrom('content')
    .select(['id', 'is_publish'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Sets a content's publish flag. */
export async function setPublish(db: Executor, id: number, publish: boolean) {
  await db
    .updateTable('content')
    .set({ is_publish: publish, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a content row (its sections and slots go with it). */
export async function deleteContent(db: Executor, id: number) {
  await db.deleteFrom('content').where('id', '=', id).execute();
}

/** What refers to a content: learners' results, content depending on it, slots holding it. */
export async function contentReferences(db: Executor, id: number) {
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
      eb
        .selectFrom('slot')
        .select(eb.fn.countAll<number>().as('n'))
        .where('child_id', '=', id)
        .as('holders'),
    ])
    .executeTakeFirstOrThrow();
  return {
    results: Number(row.results),
    dependents: Number(row.dependents),
    holders: Number(row.holders),
  };
}

/** Whether the container has a slot, leaving out one section's or one slot's. */
export async function hasSlot(
  db: Executor,
  containerId: number,
  without: { sectionId?: number; slotId?: number } = {},
) {
  let q = db.selectFrom('slot').select('id').where('content_id', '=', containerId);
  if (without.sectionId) q = q.where('section_id', '<>', without.sectionId);
  if (without.slotId) q = q.where('id', '<>', without.slotId);
  return Boolean(await q.executeTakeFirst());
}

export async function insertSection(db: Executor, containerId: number, input: SectionInput) {
  return db
    .insertInto('section')
    .values({ ...input, content_id: containerId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Renames a section of the container; undefined when it is not the container's. */
export async function updateSection(
  db: Executor,
  containerId: number,
  sectionId: number,
  input: SectionInput,
) {
  return db
    .updateTable('section')
    .set(input)
    .where('id', '=', sectionId)
    .where('content_id', '=', containerId)
    .returningAll()
    .executeTakeFirst();
}

/** Whether the section is the container's. */
export async function hasSection(db: Executor, containerId: number, sectionId: number) {
  const row = await db
    .selectFrom('section')
    .select('id')
    .where('id', '=', sectionId)
    .where('content_id', '=', containerId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteSection(db: Executor, sectionId: number) {
  await db.deleteFrom('section').where('id', '=', sectionId).execute();
}

/** The container's section ids in order (sort, then id). */
export async function sectionIds(db: Executor, containerId: number) {
  const rows = await db
    .selectFrom('section')
    .select('id')
    .where('content_id', '=', containerId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Writes an order back as sort 0, 1, 2… */
export async function writeOrder(db: Executor, table: 'section' | 'slot', ids: number[]) {
  for (const [sort, id] of ids.entries())
    await db.updateTable(table).set({ sort }).where('id', '=', id).execute();
}

/** The kind of a content, or undefined when there is none. */
export async function kindOf(db: Executor, id: number) {
  const row = await db.selectFrom('content').select('kind').where('id', '=', id).executeTakeFirst();
  return row?.kind;
}

/** Whether the container already has a slot holding the child. */
export async function holdsChild(db: Executor, containerId: number, childId: number) {
  const row = await db
    .selectFrom('slot')
    .select('id')
    .where('content_id', '=', containerId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertSlot(
  db: Executor,
  containerId: number,
  sectionId: number,
  input: SlotInput,
) {
  return db
    .insertInto('slot')
    .values({ ...input, section_id: sectionId, content_id: containerId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The section of a slot of the container; undefined when the slot is not the container's. */
export async function slotSection(db: Executor, containerId: number, slotId: number) {
  const row = await db
    .selectFrom('slot')
    .select('section_id')
    .where('id', '=', slotId)
    .where('content_id', '=', containerId)
    .executeTakeFirst();
  return row?.section_id;
}

export async function deleteSlot(db: Executor, slotId: number) {
  await db.deleteFrom('slot').where('id', '=', slotId).execute();
}

/** Sets a slot's required flag; undefined when the slot is not the container's. */
export async function updateSlot(
  db: Executor,
  containerId: number,
  slotId: number,
  input: SlotUpdate,
) {
  return db
    .updateTable('slot')
    .set(input)
    .where('id', '=', slotId)
    .where('content_id', '=', containerId)
    .returningAll()
    .executeTakeFirst();
}

/** A section's slot ids in order (sort, then id). */
export async function slotIds(db: Executor, sectionId: number) {
  const rows = await db
    .selectFrom('slot')
    .select('id')
    .where('section_id', '=', sectionId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * One page of the content a slot may hold (the slot picker): rows of the kinds whose search
 * text holds every word of `search`, newest first, with the total they match.
 */
export async function attachableContent(
  db: Executor,
  kinds: readonly string[],
  search: string,
  window: { limit: number; offset: number },
) {
  let q = db
    .selectFrom('content')
    .select(['id', 'kind', 'code', 'title_en', 'title_th', 'is_publish'])
    .where('kind', 'in', [...kinds]);
  for (const word of searchWords(search))
    q = q.where('search_text', 'ilike', containsPattern(word));
  const [total, rows] = await Promise.all([
    boundedCount(db, q),
    q
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { rows, total };
}
