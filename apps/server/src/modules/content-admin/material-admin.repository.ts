import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '@/db/database';
import type { ContentTable, MaterialTable } from '@/db/types';

/** Whether another content (not `exceptId`) has the code. */
export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  let taken = db.selectFrom('content').select('id').where('code', '=', code);
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  return (await taken.executeTakeFirst()) !== undefined;
}

/** A stored upload's type, name and storage key, if it exists. */
export function findMediaFile(db: Executor, id: number) {
  return db
    .selectFrom('media_file')
    .select(['mime_type', 'storage_key', 'original_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A material's kind and upload, if the id is a material. */
export function findMaterialState(db: Executor, id: number) {
  return db
    .selectFrom('content as c')
    .innerJoin('material as m', 'm.content_id', 'c.id')
    .select(['c.id', 'c.kind', 'm.media_file_id'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

type ContentColumns = Updateable<ContentTable>;
type MaterialColumns = Omit<Insertable<MaterialTable>, 'content_id' | 'media_path'>;

/** Writes a material's content and material columns; false when there is no such content. */
export async function updateMaterialRows(
  db: Executor,
  id: number,
  content: ContentColumns,
  material: MaterialColumns,
): Promise<boolean> {
  const updated = await db
    .updateTable('content')
    .set({ ...content, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await db.updateTable('material').set(material).where('content_id', '=', id).execute();
  return true;
}

/** Inserts an unpublished material's content and material rows; answers its id. */
export async function insertMaterialRows(
  db: Executor,
  content: Insertable<ContentTable>,
  material: MaterialColumns,
): Promise<number> {
  const created = await db
    .insertInto('content')
    .values(content)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('material')
    .values({
      ...material,
      content_id: created.id,
      media_path: content.kind === 'scorm' ? `scorm/${created.id}` : null,
    })
    .execute();
  return created.id;
}

/** The material's id and kind, locked for a change; undefined when the id is not a material. */
export function lockMaterialRow(db: Executor, id: number) {
  return db
    .selectFrom('content')
    .innerJoin('material', 'material.content_id', 'content.id')
    .select(['content.id', 'content.kind'])
    .where('content.id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Publishes or unpublishes a content row. */
export async function setContentPublished(db: Executor, id: number, publish: boolean) {
  await db
    .updateTable('content')
    .set({ is_publish: publish, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** How many course slots hold the material and how many learners' results it has. */
export async function materialUses(db: Executor, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('slot')
        .select(eb.fn.countAll<number>().as('n'))
        .where('child_id', '=', id)
        .as('slots'),
      eb
        .selectFrom('learning_result')
        .select(eb.fn.countAll<number>().as('n'))
        .where('content_id', '=', id)
        .as('results'),
    ])
    .executeTakeFirstOrThrow();
  return { slots: Number(row.slots), results: Number(row.results) };
}

/** Deletes a content row; false when there was none. */
export async function deleteContentRow(db: Executor, id: number): Promise<boolean> {
  const gone = await db.deleteFrom('content').where('id', '=', id).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** A material with its stored file and SCORM package facts, as one row. */
export function findMaterialForEdit(db: Executor, id: number) {
  return db
    .selectFrom('content as c')
    .innerJoin('material as m', 'm.content_id', 'c.id')
    .leftJoin('media_file as f', 'f.id', 'm.media_file_id')
    .leftJoin('scorm_package as p', 'p.content_id', 'c.id')
    .select([
      'c.id',
      'c.kind',
      'c.code',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.image',
      'c.is_publish',
      'c.created_at',
      'c.updated_at',
      'm.media_file_id',
      'm.duration_seconds',
      'm.page_count',
      'm.article_html_en',
      'm.article_html_th',
      'm.external_url',
      'm.is_allow_download',
      'm.is_review_enabled',
      'f.original_name',
      'f.mime_type',
      'f.size_bytes',
      'p.version',
      'p.launch_href',
      'p.file_count',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
