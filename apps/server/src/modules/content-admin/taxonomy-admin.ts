import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import {
  AdminCategoryRowSchema,
  AdminInstructorRowSchema,
  AdminProviderRowSchema,
  AdminTagRowSchema,
  CategoryInputSchema,
  InstructorInputSchema,
  ProviderInputSchema,
  TagInputSchema,
  type CategoryInput,
  type InstructorInput,
  type ProviderInput,
  type TagInput,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { validationError } from '@/lib/errors';
import { pageRows } from '@/lib/paging';
import { containsPattern, searchWords } from '@/lib/search-text';
import type { EntityStore } from '@/lib/admin-crud';
import { checkImageField } from '@/lib/image-field';

/** Rows whose English or Thai name holds every searched word (trigram index on the pair). */
function nameSearch<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  search: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const words = searchWords(search ?? '');
  return words.reduce(
    (q, word) => q.where(sql<boolean>`(name_en || ' ' || name_th) ILIKE ${containsPattern(word)}`),
    query,
  );
}

type Taxonomy = 'category' | 'tag' | 'provider' | 'instructor';

/** Rows of `table` whose `column` points at the row: what would break if it went. */
async function countWhere(
  db: Executor,
  table: keyof DB,
  column: string,
  id: number,
): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}`.execute(
    db,
  );
  return result.rows[0]?.n ?? 0;
}

async function removeById(db: Executor, table: Taxonomy, id: number): Promise<boolean> {
  const result = await sql`DELETE FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
}

/** PATCH { is_display }: shows or hides the row in the front, the rest of it unchanged. */
function setDisplay<T extends Taxonomy>(table: T) {
  // Widened to the union: Kysely cannot type an update of a generic table.
  const name: Taxonomy = table;
  return (db: Executor, id: number, isDisplay: boolean) =>
    db
      .updateTable(name)
      .set({ is_display: isDisplay, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst() as Promise<Row<T> | undefined>;
}

/** Names of what still uses a row: "content (3)" and the like. */
function uses(...counts: [string, number][]): string[] {
  return counts.filter(([, n]) => n > 0).map(([what, n]) => `${what} (${n})`);
}

async function codeTaken(
  db: Executor,
  table: 'category' | 'provider',
  code: string,
  id?: number,
): Promise<void> {
  let q = db.selectFrom(table).select('id').where('code', '=', code);
  if (id) q = q.where('id', '<>', id);
  if (await q.executeTakeFirst()) throw validationError({ code: ['already_exists'] });
}

type Row<T extends keyof DB> = Selectable<DB[T]>;

/** Categories: a tree. A parent must exist and must not be the category or one below it. */
export const categoryStore: EntityStore<CategoryInput, Row<'category'>> = {
  name: 'category',
  schema: CategoryInputSchema,
  row: AdminCategoryRowSchema,
  list: (db, query, limit, offset) =>
    pageRows(
      db,
      nameSearch(db.selectFrom('category').selectAll(), query.search).orderBy('sort').orderBy('id'),
      { limit, offset },
    ),
  get: (db, id) => db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst(),
  async check(db, input, id) {
    await codeTaken(db, 'category', input.code, id);
    if (input.parent_id === null) return;
    const parent = await db
      .selectFrom('category')
      .select('id')
      .where('id', '=', input.parent_id)
      .executeTakeFirst();
    if (!parent) throw validationError({ parent_id: ['does_not_exist'] });
    if (id === undefined) return;
    // Walk up from the new parent: meeting the category itself would make a cycle.
    const chain = await sql<{ id: number }>`
      WITH RECURSIVE up(id, parent_id) AS (
        SELECT id, parent_id FROM category WHERE id = ${input.parent_id}
        UNION SELECT c.id, c.parent_id FROM category c JOIN up ON c.id = up.parent_id)
      SELECT id FROM up`.execute(db);
    if (chain.rows.some((r) => r.id === id))
      throw validationError({ parent_id: ['invalid_parent'] });
  },
  insert: (db, input) =>
    db.insertInto('category').values(input).returningAll().executeTakeFirstOrThrow(),
  update: (db, id, input) =>
    db
      .updateTable('category')
      .set({ ...input, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  async dependents(db, id) {
    return uses(
      ['content', await countWhere(db, 'content', 'category_id', id)],
      ['category', await countWhere(db, 'category', 'parent_id', id)],
    );
  },
  remove: (db, id) => removeById(db, 'category', id),
  setDisplay: setDisplay('category'),
};

export const tagStore: EntityStore<TagInput, Row<'tag'>> = {
  name: 'tag',
  schema: TagInputSchema,
  row: AdminTagRowSchema,
  list: (db, query, limit, offset) =>
    pageRows(db, nameSearch(db.selectFrom('tag').selectAll(), query.search).orderBy('id'), {
      limit,
      offset,
    }),
  get: (db, id) => db.selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirst(),
  insert: (db, input) =>
    db.insertInto('tag').values(input).returningAll().executeTakeFirstOrThrow(),
  update: (db, id, input) =>
    db
      .updateTable('tag')
      .set({ ...input, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  async dependents(db, id) {
    return uses(['content', await countWhere(db, 'content_tag', 'tag_id', id)]);
  },
  remove: (db, id) => removeById(db, 'tag', id),
  setDisplay: setDisplay('tag'),
};

export const providerStore: EntityStore<ProviderInput, Row<'provider'>> = {
  name: 'provider',
  schema: ProviderInputSchema,
  row: AdminProviderRowSchema,
  list: (db, query, limit, offset) =>
    pageRows(db, nameSearch(db.selectFrom('provider').selectAll(), query.search).orderBy('id'), {
      limit,
      offset,
    }),
  get: (db, id) => db.selectFrom('provider').selectAll().where('id', '=', id).executeTakeFirst(),
  async check(db, input, id, mediaRoot) {
    await codeTaken(db, 'provider', input.code, id);
    await checkImageField(db, mediaRoot, 'logo', input.image);
  },
  insert: (db, input) =>
    db.insertInto('provider').values(input).returningAll().executeTakeFirstOrThrow(),
  update: (db, id, input) =>
    db
      .updateTable('provider')
      .set({ ...input, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  async dependents(db, id) {
    return uses(
      ['content', await countWhere(db, 'content', 'provider_id', id)],
      ['instructor', await countWhere(db, 'instructor', 'provider_id', id)],
    );
  },
  remove: (db, id) => removeById(db, 'provider', id),
  setDisplay: setDisplay('provider'),
};

export const instructorStore: EntityStore<InstructorInput, Row<'instructor'>> = {
  name: 'instructor',
  schema: InstructorInputSchema,
  row: AdminInstructorRowSchema,
  list: (db, query, limit, offset) =>
    pageRows(db, nameSearch(db.selectFrom('instructor').selectAll(), query.search).orderBy('id'), {
      limit,
      offset,
    }),
  get: (db, id) => db.selectFrom('instructor').selectAll().where('id', '=', id).executeTakeFirst(),
  async check(db, input, _id, mediaRoot) {
    await checkImageField(db, mediaRoot, 'photo', input.image);
    if (input.provider_id === null) return;
    const provider = await db
      .selectFrom('provider')
      .select('id')
      .where('id', '=', input.provider_id)
      .executeTakeFirst();
    if (!provider) throw validationError({ provider_id: ['does_not_exist'] });
  },
  insert: (db, input) =>
    db.insertInto('instructor').values(input).returningAll().executeTakeFirstOrThrow(),
  update: (db, id, input) =>
    db
      .updateTable('instructor')
      .set({ ...input, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  async dependents(db, id) {
    return uses(['content', await countWhere(db, 'content_instructor', 'instructor_id', id)]);
  },
  remove: (db, id) => removeById(db, 'instructor', id),
  setDisplay: setDisplay('instructor'),
};
