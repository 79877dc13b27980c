import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  AdminPublicLearningRowSchema,
  PublicLearningInputSchema,
  type PublicLearningInput,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { EntityStore } from '@/lib/admin-crud';
import { validationError } from '@/lib/errors';
import { sanitizeHtml } from '@/lib/html';
import { checkImageField } from '@/lib/image-field';
import { contentChanged } from '@/lib/moment-cache';
import { pageRows } from '@/lib/paging';
import { containsPattern, searchWords } from '@/lib/search-text';

/** The content kind of a public learning item (CONTENT_TYPES id 8). */
export const PUBLIC_LEARNING_KIND = 'public_learning';

/** The dashboard row: the content row's fields and its side row's, the content id as id. */
function adminRows(db: Executor) {
  return db
    .selectFrom('content as c')
    .innerJoin('public_learning as p', 'p.content_id', 'c.id')
    .select([
      'c.id',
      'p.public_provider_id',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'p.body_en',
      'p.body_th',
      'p.link_content_id',
      'c.image',
      'c.is_publish',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.kind', '=', PUBLIC_LEARNING_KIND);
}
export type AdminPublicLearning = Awaited<
  ReturnType<ReturnType<typeof adminRows>['executeTakeFirstOrThrow']>
>;

const contentFields = (input: PublicLearningInput) => ({
  title_en: input.title_en,
  title_th: input.title_th,
  desc_en: input.desc_en,
  desc_th: input.desc_th,
  image: input.image ?? null,
  is_publish: input.is_publish,
});

const sideFields = (input: PublicLearningInput) => ({
  public_provider_id: input.public_provider_id,
  body_en: sanitizeHtml(input.body_en),
  body_th: sanitizeHtml(input.body_th),
  link_content_id: input.link_content_id,
});

/** The provider must exist; the linked content must exist and not be public learning itself. */
async function checkRefs(db: Executor, input: PublicLearningInput) {
  const provider = await db
    .selectFrom('public_provider')
    .select('id')
    .where('id', '=', input.public_provider_id)
    .executeTakeFirst();
  if (!provider) throw validationError({ public_provider_id: ['does_not_exist'] });
  if (input.link_content_id === null) return;
  const linked = await db
    .selectFrom('content')
    .select('kind')
    .where('id', '=', input.link_content_id)
    .executeTakeFirst();
  if (!linked || linked.kind === PUBLIC_LEARNING_KIND)
    throw validationError({ link_content_id: ['does_not_exist'] });
}

const getOne = (db: Executor, id: number) =>
  adminRows(db).where('c.id', '=', id).executeTakeFirst();

/**
 * The dashboard's public learning (lib/admin-crud): a content row of kind public_learning and
 * its side row, written together in the route's transaction; newest first, title search.
 */
export const publicLearningStore: EntityStore<PublicLearningInput, AdminPublicLearning> = {
  name: 'public-learning',
  schema: PublicLearningInputSchema,
  row: AdminPublicLearningRowSchema,
  list: (db, query, limit, offset) => {
    const words = searchWords(query.search ?? '').slice(0, 10);
    const filtered = words.reduce(
      (q, word) =>
        q.where(sql<boolean>`(c.title_en || ' ' || c.title_th) ILIKE ${containsPattern(word)}`),
      adminRows(db),
    );
    return pageRows(db, filtered.orderBy('c.id', 'desc'), { limit, offset });
  },
  get: getOne,
  check: async (db, input, _id, mediaRoot) => {
    await checkRefs(db, input);
    await checkImageField(db, mediaRoot, 'cover', input.image);
  },
  insert: async (db, input) => {
    contentChanged();
    const content = await db
      .insertInto('content')
      .values({
        kind: PUBLIC_LEARNING_KIND,
        code: `PL-${randomBytes(4).toString('hex').toUpperCase()}`,
        ...contentFields(input),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('public_learning')
      .values({ content_id: content.id, ...sideFields(input) })
      .execute();
    return (await getOne(db, content.id))!;
  },
  update: async (db, id, input) => {
    contentChanged();
    const updated = await db
      .updateTable('content')
      .set({ ...contentFields(input), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('kind', '=', PUBLIC_LEARNING_KIND)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return undefined;
    await db
      .updateTable('public_learning')
      .set(sideFields(input))
      .where('content_id', '=', id)
      .execute();
    return getOne(db, id);
  },
  dependents: async (db, id) => {
    const used = await db
      .selectFrom('learning_result')
      .select('id')
      .where('content_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return used ? ['learning_result'] : [];
  },
  remove: async (db, id) => {
    contentChanged();
    const result = await db
      .deleteFrom('content')
      .where('id', '=', id)
      .where('kind', '=', PUBLIC_LEARNING_KIND)
      .executeTakeFirst();
    return (result.numDeletedRows ?? 0n) > 0n;
  },
};
