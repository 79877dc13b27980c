import { sql } from 'kysely';
import type { AuditLogListQuery } from '@portal/shared';
import type { Executor } from '@/db/database';
import { validationError } from '@/lib/errors';
import { containsPattern, searchWords } from '@/lib/search-text';

const DAY_MS = 86_400_000;

/** Log rows of the period matching the filters and search, newest first. */
export function logQuery(db: Executor, query: AuditLogListQuery) {
  const end = query.date_end ? Date.parse(query.date_end) + DAY_MS : Date.now();
  const start = query.date_start ? Date.parse(query.date_start) : end - 30 * DAY_MS;
  if (end <= start) throw validationError({ date_end: ['end_time_must_be_after_start_time'] });
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .leftJoin('users as la', 'la.id', 'a.login_as_actor_id')
    .select([
      'a.id',
      'a.action as log',
      'a.entity as log_group',
      'a.entity_id',
      'a.data',
      'a.ip',
      'a.created_at as datetime_create',
      'u.id as actor_id',
      'u.email as actor_email',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
      'la.email as login_as_actor_email',
    ])
    .where('a.created_at', '>=', new Date(start))
    .where('a.created_at', '<', new Date(end));
  if (query.log_group) q = q.where('a.entity', '=', query.log_group);
  if (query.log) q = q.where('a.action', '=', query.log);
  if (query.actor) q = q.where('a.actor_id', '=', query.actor);
  // Search: the action, the changed row's id or the actor's email (a short log page, so
  // a plain contains match within the period is enough).
  for (const word of searchWords(query.search ?? '')) {
    const pattern = containsPattern(word);
    q = q.where((eb) =>
      eb.or([
        eb('a.action', 'like', pattern),
        eb('a.entity_id', 'like', pattern),
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
      ]),
    );
  }
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
}

/** A row of the log as logQuery reads it. */
export type LogRow = Awaited<ReturnType<ReturnType<typeof logQuery>['execute']>>[number];

/** The distinct groups (entities) the log holds, in order. */
export async function logGroups(db: Executor): Promise<string[]> {
  // Distinct groups by skipping through the (entity, ...) index: cheap on a long log.
  const rows = await sql<{ entity: string }>`
    WITH RECURSIVE groups(entity) AS (
      (SELECT entity FROM audit_log ORDER BY entity LIMIT 1)
      UNION ALL
      SELECT (SELECT entity FROM audit_log WHERE entity > groups.entity ORDER BY entity LIMIT 1)
      FROM groups WHERE groups.entity IS NOT NULL)
    SELECT entity FROM groups WHERE entity IS NOT NULL`.execute(db);
  return rows.rows.map((r) => r.entity);
}
