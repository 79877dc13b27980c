import { LEARNING_STATUSES, MATERIAL_KINDS } from '@portal/shared';
import type { Executor } from '@/db/database';
import { publishedNow } from '@/lib/published';

/** A material with its content row, its stored file (if any) and whether it is published now. */
export async function findMaterial(db: Executor, id: number) {
  return db
    .selectFrom('content as c')
    .innerJoin('material as m', 'm.content_id', 'c.id')
    .leftJoin('media_file as f', 'f.id', 'm.media_file_id')
    .select((eb) => [
      'c.id',
      'c.code',
      'c.kind',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.desc_is_html',
      'c.updated_at',
      'm.duration_seconds',
      'm.page_count',
      'm.article_html_en',
      'm.article_html_th',
      'm.external_url',
      'm.is_allow_download',
      'm.is_review_enabled',
      'c.category_id',
      'f.id as file_id',
      'f.storage_key',
      'f.mime_type',
      'f.size_bytes',
      'f.sha256',
      'f.original_name',
      'f.created_at as file_created_at',
      'f.duration_seconds as file_duration_seconds',
      publishedNow(eb).as('is_published_now'),
    ])
    .where('c.id', '=', id)
    .where('c.kind', 'in', [...MATERIAL_KINDS])
    .executeTakeFirst();
}
export type MaterialRow = NonNullable<Awaited<ReturnType<typeof findMaterial>>>;

/** Whether the learner is enrolled (in a learning status) in some course holding the material. */
export async function isEnrolledInCourseWith(db: Executor, userId: number, materialId: number) {
  const row = await db
    .selectFrom('slot as sl')
    .innerJoin('learning_result as r', 'r.content_id', 'sl.content_id')
    .select('sl.id')
    .where('sl.child_id', '=', materialId)
    .where('r.user_id', '=', userId)
    .where('r.status', 'in', [...LEARNING_STATUSES])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's result on a content (course or material), if any. */
export async function resultOf(db: Executor, userId: number, contentId: number) {
  return db
    .selectFrom('learning_result')
    .select(['status', 'percent', 'position_seconds', 'page'])
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
}

/** A slot of the course. */
export async function findSlot(db: Executor, courseId: number, slotId: number) {
  return db
    .selectFrom('slot')
    .select(['id', 'content_id', 'child_id', 'is_required'])
    .where('id', '=', slotId)
    .where('content_id', '=', courseId)
    .executeTakeFirst();
}

/** The type and hash of the stored file at a storage key, if any. */
export function findStoredFile(db: Executor, storageKey: string) {
  return db
    .selectFrom('media_file')
    .select(['mime_type', 'sha256'])
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}
