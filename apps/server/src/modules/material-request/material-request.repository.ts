import { FLOW_CREATE_MATERIAL, MATERIAL_REQUEST_STATUS, type ApproveStatus } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** Filters of the learner's list (userId set) and of the dashboard's. */
export interface MaterialRequestFilter {
  userId?: number;
  status?: ApproveStatus;
  search?: string;
}

const ORDER = {
  '-created': ['r.created_at desc', 'r.id desc'],
  created: ['r.created_at asc', 'r.id asc'],
} as const;
export type MaterialRequestOrdering = keyof typeof ORDER;

function filtered(db: Executor, filter: MaterialRequestFilter) {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return db
    .selectFrom('material_request as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .innerJoin('material as m', 'm.content_id', 'c.id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .$if(filter.userId !== undefined, (qb) => qb.where('r.user_id', '=', filter.userId ?? 0))
    .$if(filter.status !== undefined, (qb) => qb.where('r.status', '=', filter.status ?? 0))
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('c.title_en', 'ilike', like ?? ''),
          eb('c.title_th', 'ilike', like ?? ''),
          eb('u.email', 'ilike', like ?? ''),
          eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like ?? ''),
        ]),
      ),
    );
}

const COLUMNS = [
  'r.id',
  'r.user_id',
  'r.flow_type',
  'r.status',
  'r.reason',
  'r.created_at',
  'r.decided_at',
  'c.id as content_id',
  'c.kind',
  'c.title_en',
  'c.desc_en',
  'c.is_publish',
  'u.email',
  'u.first_name',
  'u.last_name',
] as const;

/** One page of requests, newest first unless asked otherwise, and how many match. */
export async function listMaterialRequests(
  db: Executor,
  filter: MaterialRequestFilter,
  window: { limit: number; offset: number; ordering: MaterialRequestOrdering },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(COLUMNS)
      .orderBy(sql.raw(ORDER[window.ordering][0]))
      .orderBy(sql.raw(ORDER[window.ordering][1]))
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type MaterialRequestRow = Awaited<ReturnType<typeof listMaterialRequests>>['rows'][number];

/** One request with what the learner wrote. */
export async function findMaterialRequest(db: Executor, id: number) {
  return filtered(db, {})
    .select([...COLUMNS, 'm.article_html_en', 'm.external_url'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** The request row held for a decision, so two decisions cannot both apply. */
export async function lockMaterialRequest(db: Executor, id: number) {
  return db
    .selectFrom('material_request')
    .select(['id', 'user_id', 'content_id', 'status'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Writes a decision (or the learner's cancel) onto the request row. */
export async function setMaterialRequestStatus(
  db: Executor,
  id: number,
  change: { status: ApproveStatus; reason: string; decidedBy: number },
) {
  await db
    .updateTable('material_request')
    .set({
      status: change.status,
      reason: change.reason,
      decided_by: change.decidedBy,
      decided_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Sends learner-made content (e.g. a flash-card set) for approval: a new waiting request of
 * flow type 1, or its earlier rejected or canceled request waiting again. Answers the id.
 */
export async function openMaterialRequest(
  db: Executor,
  contentId: number,
  userId: number,
): Promise<number> {
  const row = await db
    .insertInto('material_request')
    .values({
      content_id: contentId,
      user_id: userId,
      flow_type: FLOW_CREATE_MATERIAL,
      status: MATERIAL_REQUEST_STATUS.waiting,
    })
    .onConflict((oc) =>
      oc.column('content_id').doUpdateSet({
        status: MATERIAL_REQUEST_STATUS.waiting,
        reason: '',
        decided_by: null,
        decided_at: null,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
