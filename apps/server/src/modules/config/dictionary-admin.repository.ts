import { sql, type RawBuilder } from 'kysely';
import {
  DICTIONARY_EN,
  DICTIONARY_TH,
  isDictionaryKey,
  type DictionaryLabel,
  type DictionaryLabelInput,
  type DictionaryLabelQuery,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { containsPattern, searchWords } from '@/lib/search-text';

const KEYS = Object.keys(DICTIONARY_EN) as (keyof typeof DICTIONARY_EN)[];

/**
 * Every label: the bundled ones (three array parameters, so the statement and its plan stay the
 * same) fully joined with the administrators' texts on dictionary_label's primary key, so a
 * label is listed once whether or not it was changed, and an override of a label we no longer
 * ship still shows.
 */
function labels(): RawBuilder<unknown> {
  return sql`
    SELECT coalesce(l.key, d.key) AS key,
           coalesce(l.en, d.default_en) AS en,
           coalesce(l.th, d.default_th) AS th,
           d.default_en, d.default_th,
           l.key IS NOT NULL AS is_changed,
           l.updated_at
    FROM unnest(${KEYS}::text[], ${KEYS.map((k) => DICTIONARY_EN[k])}::text[],
                ${KEYS.map((k) => DICTIONARY_TH[k])}::text[]) AS d(key, default_en, default_th)
    FULL JOIN dictionary_label l ON l.key = d.key`;
}

function filters(q: DictionaryLabelQuery): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  for (const word of searchWords(q.search ?? '')) {
    const pattern = containsPattern(word);
    conditions.push(
      sql`(m.key ILIKE ${pattern} OR m.en ILIKE ${pattern} OR m.th ILIKE ${pattern})`,
    );
  }
  if (q.is_changed !== undefined) conditions.push(sql`m.is_changed = ${q.is_changed === 'true'}`);
  return sql.join(conditions, sql` AND `);
}

const ORDER_COLUMNS = { key: 'key', en: 'en', th: 'th', updated: 'updated_at' } as const;

interface LabelRow {
  key: string;
  en: string;
  th: string;
  default_en: string | null;
  default_th: string | null;
  is_changed: boolean;
  updated_at: Date | null;
}

const toLabel = (r: LabelRow): DictionaryLabel => ({
  key: r.key,
  en: r.en,
  th: r.th,
  default_en: r.default_en,
  default_th: r.default_th,
  is_changed: r.is_changed,
  datetime_update: r.updated_at ? r.updated_at.toISOString() : null,
});

/** One page of labels, searched on key, English and Thai, by key unless asked otherwise. */
export async function listLabels(
  db: Executor,
  q: DictionaryLabelQuery,
  limit: number,
  offset: number,
): Promise<{ rows: DictionaryLabel[]; total: number }> {
  const ordering = q.ordering ?? 'key';
  const column = sql.ref(
    `m.${ORDER_COLUMNS[ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS]}`,
  );
  const direction = sql.raw(ordering.startsWith('-') ? 'DESC NULLS LAST' : 'ASC NULLS LAST');
  const [rows, count] = await Promise.all([
    sql<LabelRow>`SELECT * FROM (${labels()}) m WHERE ${filters(q)}
      ORDER BY ${column} ${direction}, m.key ASC LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM (${labels()}) m
      WHERE ${filters(q)}`.execute(db),
  ]);
  return { rows: rows.rows.map(toLabel), total: count.rows[0]?.total ?? 0 };
}

/** One label, or undefined when it is neither bundled nor stored. */
export async function findLabel(db: Executor, key: string): Promise<DictionaryLabel | undefined> {
  const stored = await db
    .selectFrom('dictionary_label')
    .select(['key', 'en', 'th', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  const bundled = isDictionaryKey(key) ? { en: DICTIONARY_EN[key], th: DICTIONARY_TH[key] } : null;
  if (!stored && !bundled) return undefined;
  return toLabel({
    key,
    en: stored?.en ?? bundled?.en ?? '',
    th: stored?.th ?? bundled?.th ?? '',
    default_en: bundled?.en ?? null,
    default_th: bundled?.th ?? null,
    is_changed: stored !== undefined,
    updated_at: stored?.updated_at ?? null,
  });
}

/** Stores an administrator's texts for a label. */
export async function upsertLabel(db: Executor, key: string, input: DictionaryLabelInput) {
  await db
    .insertInto('dictionary_label')
    .values({ key, ...input, updated_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('key').doUpdateSet({ ...input, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Removes an administrator's texts, so the bundled ones apply again. */
export async function deleteLabel(db: Executor, key: string) {
  await db.deleteFrom('dictionary_label').where('key', '=', key).execute();
}
