import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** Escapes LIKE wildcards so a search is matched as typed. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One level of the department tree (children of `parentId`, the top level when null), by name;
 * the level index (coalesce(parent_id, 0), name, id) serves the filter and the order.
 */
export function departmentLevelQuery(db: Executor, parentId: number | null, search?: string) {
  return db
    .selectFrom('department as d')
    .select([
      'd.id',
      'd.name',
      'd.name_th',
      'd.path',
      (eb) =>
        eb
          .exists(
            eb.selectFrom('department as c').select('c.id').whereRef('c.parent_id', '=', 'd.id'),
          )
          .$castTo<boolean>()
          .as('has_children'),
    ])
    .where(sql<number>`coalesce(d.parent_id, 0)`, '=', parentId ?? 0)
    .$if(Boolean(search), (qb) =>
      qb.where(sql<string>`lower(d.name || ' ' || d.name_th)`, 'like', likePattern(search ?? '')),
    )
    .orderBy(sql`coalesce(d.parent_id, 0)`)
    .orderBy('d.name')
    .orderBy('d.id');
}

/** Positions by name, searched in English and Thai (the trigram index on both names). */
export function positionQuery(db: Executor, search?: string) {
  return db
    .selectFrom('job_position')
    .select(['id', 'name', 'name_th'])
    .$if(Boolean(search), (qb) =>
      qb.where(sql<string>`lower(name || ' ' || name_th)`, 'like', likePattern(search ?? '')),
    )
    .orderBy('name')
    .orderBy('id');
}
