import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { pageRows } from '@/lib/paging';
import { publishedNow } from '@/lib/published';
import { PUBLIC_LEARNING_KIND } from './public-learning.store';

type Readable = ExpressionBuilder<
  DB & { c: DB['content']; p: DB['public_learning']; v: DB['public_provider'] },
  'c' | 'p' | 'v'
>;

/** An item a visitor may open: published, in its window, from a published provider. */
const readable = (eb: Readable) =>
  eb.and([
    eb('c.kind', '=', PUBLIC_LEARNING_KIND),
    publishedNow(eb),
    eb('v.is_publish', '=', true),
  ]);

function items(db: Executor) {
  return db
    .selectFrom('content as c')
    .innerJoin('public_learning as p', 'p.content_id', 'c.id')
    .innerJoin('public_provider as v', 'v.id', 'p.public_provider_id')
    .select([
      'c.id',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.image',
      'v.id as provider_id',
      'v.name_en as provider_name_en',
      'v.name_th as provider_name_th',
      'v.image as provider_image',
    ])
    .where(readable);
}
export type PublicLearningCardRow = Awaited<
  ReturnType<ReturnType<typeof items>['execute']>
>[number];

/** Published providers, newest first (public_provider_list_idx). */
export function publishedProviders(db: Executor, window: { limit: number; offset: number }) {
  const query = db
    .selectFrom('public_provider')
    .select(['id', 'name_en', 'name_th', 'image'])
    .where('is_publish', '=', true)
    .orderBy('id', 'desc');
  return pageRows(db, query, window);
}

/** One published provider, or undefined (unpublished or missing). */
export function publishedProvider(db: Executor, id: number) {
  return db
    .selectFrom('public_provider')
    .selectAll()
    .where('id', '=', id)
    .where('is_publish', '=', true)
    .executeTakeFirst();
}

/** A published provider's readable items, newest first (public_learning_provider_idx). */
export function providerItems(
  db: Executor,
  providerId: number,
  window: { limit: number; offset: number },
) {
  const query = items(db)
    .where('p.public_provider_id', '=', providerId)
    .orderBy('p.content_id', 'desc');
  return pageRows(db, query, window);
}

/** One readable item with its body and the published content it links to, or undefined. */
export function readableItem(db: Executor, id: number) {
  return items(db)
    .leftJoin('content as l', (join) =>
      join.onRef('l.id', '=', 'p.link_content_id').on('l.is_publish', '=', true),
    )
    .select([
      'p.body_en',
      'p.body_th',
      'l.id as link_id',
      'l.kind as link_kind',
      'l.title_en as link_title_en',
      'l.title_th as link_title_th',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The learner's own top-level result on an item, or undefined. */
export function ownResult(db: Executor, userId: number, contentId: number) {
  return db
    .selectFrom('learning_result')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
}
