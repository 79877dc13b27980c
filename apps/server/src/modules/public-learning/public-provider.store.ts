import { sql, type Selectable } from 'kysely';
import {
  AdminPublicProviderRowSchema,
  PublicProviderInputSchema,
  type PublicProviderInput,
} from '@portal/shared';
import type { PublicProviderTable } from '@/db/types';
import type { EntityStore } from '@/lib/admin-crud';
import { sanitizeHtml } from '@/lib/html';
import { checkImageField } from '@/lib/image-field';
import { pageRows } from '@/lib/paging';
import { containsPattern, searchWords } from '@/lib/search-text';

export type PublicProviderRow = Selectable<PublicProviderTable>;

/** The stored form: the about texts sanitised (the allowlist of lib/html). */
function stored(input: PublicProviderInput) {
  return {
    name_en: input.name_en,
    name_th: input.name_th,
    about_en: sanitizeHtml(input.about_en),
    about_th: sanitizeHtml(input.about_th),
    image: input.image ?? null,
    is_publish: input.is_publish,
  };
}

/** The dashboard's public providers (lib/admin-crud): newest first, name search. */
export const publicProviderStore: EntityStore<PublicProviderInput, PublicProviderRow> = {
  name: 'public-provider',
  schema: PublicProviderInputSchema,
  row: AdminPublicProviderRowSchema,
  list: (db, query, limit, offset) => {
    const words = searchWords(query.search ?? '').slice(0, 10);
    const filtered = words.reduce(
      (q, word) =>
        q.where(sql<boolean>`(name_en || ' ' || name_th) ILIKE ${containsPattern(word)}`),
      db.selectFrom('public_provider').selectAll(),
    );
    return pageRows(db, filtered.orderBy('id', 'desc'), { limit, offset });
  },
  get: (db, id) =>
    db.selectFrom('public_provider').selectAll().where('id', '=', id).executeTakeFirst(),
  check: (db, input, _id, mediaRoot) => checkImageField(db, mediaRoot, 'logo', input.image),
  insert: (db, input) =>
    db.insertInto('public_provider').values(stored(input)).returningAll().executeTakeFirstOrThrow(),
  update: (db, id, input) =>
    db
      .updateTable('public_provider')
      .set({ ...stored(input), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  dependents: async (db, id) => {
    const used = await db
      .selectFrom('public_learning')
      .select('content_id')
      .where('public_provider_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return used ? ['public_learning'] : [];
  },
  remove: async (db, id) => {
    const result = await db.deleteFrom('public_provider').where('id', '=', id).executeTakeFirst();
    return (result.numDeletedRows ?? 0n) > 0n;
  },
};
