import { COMPLETED_STATUSES } from '@portal/shared';
import type { Competency, CompetencyContent, CompetencyPosition } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** The SQL of the dashboard's competency framework and its mappings. */

interface CompetencyRow extends Omit<Competency, 'levels'> {
  levels: Competency['levels'] | null;
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function competencySelect(db: Executor) {
  return db.selectFrom('competency as c').select([
    'c.id',
    'c.code',
    'c.title_en',
    'c.title_th',
    'c.description_en',
    'c.description_th',
    sql<Competency['levels'] | null>`(
        SELECT json_agg(json_build_object('level', l.level, 'title_en', l.title_en,
                                          'title_th', l.title_th) ORDER BY l.level)
        FROM competency_level l WHERE l.competency_id = c.id)`.as('levels'),
    sql<number>`(SELECT count(*) FROM content_competency x
                   WHERE x.competency_id = c.id)::int`.as('content_count'),
    sql<number>`(SELECT count(*) FROM position_competency x
                   WHERE x.competency_id = c.id)::int`.as('position_count'),
  ]);
}

const toCompetency = (r: CompetencyRow): Competency => ({ ...r, levels: r.levels ?? [] });

/** One page of the framework, by title (competency_title_idx), searched by code or title. */
export async function listCompetencies(
  db: Executor,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  let query = competencySelect(db);
  if (search?.trim()) {
    const like = escapeLike(search.trim());
    query = query.where((eb) =>
      eb.or([
        eb('c.code', 'ilike', like),
        eb('c.title_en', 'ilike', like),
        eb('c.title_th', 'ilike', like),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy(sql`lower(c.title_en)`)
      .orderBy('c.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toCompetency), total: total.n };
}

export async function getCompetency(db: Executor, id: number) {
  const row = await competencySelect(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCompetency(row) : undefined;
}

export async function competencyExists(db: Executor, id: number) {
  const row = await db
    .selectFrom('competency')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The highest level any mapping of the competency uses (0 when none). */
export async function highestMappedLevel(db: Executor, id: number) {
  const row = await sql<{ n: number }>`
    SELECT greatest(
      coalesce((SELECT max(level) FROM content_competency WHERE competency_id = ${id}), 0),
      coalesce((SELECT max(level) FROM position_competency WHERE competency_id = ${id}), 0)
    )::int AS n`.execute(db);
  return row.rows[0]?.n ?? 0;
}

/** One page of the content mapped to a competency, by level then title. */
export async function listMappedContent(
  db: Executor,
  competencyId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CompetencyContent[]; total: number }> {
  const query = db
    .selectFrom('content_competency as cc')
    .innerJoin('content as ct', 'ct.id', 'cc.content_id')
    .where('cc.competency_id', '=', competencyId);
  const [rows, total] = await Promise.all([
    query
      .select(['cc.content_id', 'ct.kind', 'ct.title_en', 'ct.title_th', 'cc.level'])
      .orderBy('cc.level')
      .orderBy('cc.content_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: total.n,
    rows: rows.map((r) => ({
      content_id: r.content_id,
      kind: r.kind,
      title: { en: r.title_en, th: r.title_th || r.title_en },
      level: r.level,
    })),
  };
}

/** One page of the positions that need a competency, by position. */
export async function listPositions(
  db: Executor,
  competencyId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CompetencyPosition[]; total: number }> {
  const query = db.selectFrom('position_competency').where('competency_id', '=', competencyId);
  const [rows, total] = await Promise.all([
    query.select(['position', 'level']).orderBy('position').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/**
 * Gives the competency at `level` to everyone who completed the content before it was mapped,
 * keeping a higher level they hold (the rule the status_audit trigger keeps).
 */
export async function awardPriorCompletions(
  db: Executor,
  competencyId: number,
  contentId: number,
  level: number,
) {
  await sql`
    INSERT INTO user_competency (user_id, competency_id, level, content_id, awarded_at)
    SELECT r.user_id, ${competencyId}, ${level}, ${contentId}, now()
    FROM learning_result r
    WHERE r.content_id = ${contentId} AND r.status = ANY(${[...COMPLETED_STATUSES]}::int[])
    ON CONFLICT (user_id, competency_id) DO UPDATE
      SET level = excluded.level, content_id = excluded.content_id,
          awarded_at = excluded.awarded_at
      WHERE user_competency.level < excluded.level`.execute(db);
}
