import { sql } from 'kysely';
import {
  ATTEMPT_STATUS,
  DESK_ACTIVITY_ROWS,
  DESK_FAILED_IMPORT_DAYS,
  DESK_WEEK_DAYS,
  IMPORT_STATUS,
  PROGRESS_STATUS,
  type Desk,
  type DeskQueue,
  type Language,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { localized } from '@/lib/language';
import { permissionCodenames } from '@/lib/permission';
import { REPORT_PERMISSION } from './report.service';

const MANAGE_ENROLLMENT = 'dashboard_manage_enrollment';
const MANAGE_CONTENT = 'dashboard_manage_content';
const MANAGE_ORDER = 'dashboard_manage_order';
const MANAGE_USER = 'dashboard_manage_user';

/** Material requests still waiting for a decision (SPEC §4 approve status 0/1/21). */
const REQUEST_WAITING = [0, 1, 21];

/** Which queue a viewer may work, by the permission its screen asks. */
const QUEUE_PERMISSION: Record<DeskQueue, (may: (code: string) => boolean) => boolean> = {
  approvals: (may) => may(MANAGE_ENROLLMENT),
  marking: (may) => may(MANAGE_ENROLLMENT),
  orders: (may) => may(MANAGE_ORDER),
  material_requests: (may) => may(MANAGE_CONTENT),
  failed_imports: (may) => may(MANAGE_ENROLLMENT) || may(MANAGE_USER),
};

/** The counting subquery of each queue (each on an index: learning_result_status_updated_idx, the partial test_attempt_verifying_idx, purchase_order_status_created_idx, material_request_status_created_idx, import_history_status_created_idx). */
function queueCount(key: DeskQueue, now: Date) {
  switch (key) {
    case 'approvals':
      return sql<number>`(SELECT count(*)::int FROM learning_result
        WHERE status = ${PROGRESS_STATUS.waiting_approve})`;
    case 'marking':
      return sql<number>`(SELECT count(*)::int FROM test_attempt
        WHERE status = ${ATTEMPT_STATUS.verifying})`;
    case 'orders':
      return sql<number>`(SELECT count(*)::int FROM purchase_order WHERE status = 'pending')`;
    case 'material_requests':
      return sql<number>`(SELECT count(*)::int FROM material_request
        WHERE status IN (${sql.join(REQUEST_WAITING)}))`;
    case 'failed_imports':
      return sql<number>`(SELECT count(*)::int FROM import_history
        WHERE status = ${IMPORT_STATUS.failed}
          AND created_at >= ${new Date(now.getTime() - DESK_FAILED_IMPORT_DAYS * 86_400_000)})`;
  }
}

/**
 * GET dashboard/desk/: what waits for the viewer and what happened lately. At most four
 * statements: the viewer's permissions, the queue counts together, the week and the activity.
 */
export async function desk(
  db: Executor,
  user: UserRow,
  language: Language,
  now = new Date(),
): Promise<Desk> {
  const codes = user.is_superuser ? [] : await permissionCodenames(db, user.id);
  const may = (code: string) => user.is_superuser || codes.includes(code);
  const keys = (Object.keys(QUEUE_PERMISSION) as DeskQueue[]).filter((key) =>
    QUEUE_PERMISSION[key](may),
  );
  const queues: Desk['queues'] = [];
  if (keys.length > 0) {
    const row = await sql<Record<DeskQueue, number>>`SELECT ${sql.join(
      keys.map((key) => sql`${queueCount(key, now)} AS ${sql.ref(key)}`),
    )}`.execute(db);
    const counts = row.rows[0];
    for (const key of keys) queues.push({ key, count: counts?.[key] ?? 0 });
  }
  const learning = may(MANAGE_ENROLLMENT) || may(REPORT_PERMISSION);
  return {
    queues,
    week: learning ? await weekSeries(db, now) : null,
    activity: may(MANAGE_ENROLLMENT) ? await recentActivity(db, language) : null,
  };
}

/** Enrolments made and completions reached per UTC day, the last DESK_WEEK_DAYS days. */
async function weekSeries(db: Executor, now: Date): Promise<NonNullable<Desk['week']>> {
  const today = now.toISOString().slice(0, 10);
  const { rows } = await sql<{ date: string; enrolled: number; completed: number }>`
    WITH days AS (
      SELECT d::date AS day
      FROM generate_series(${today}::date - ${DESK_WEEK_DAYS - 1}::int, ${today}::date, '1 day') d
    ),
    since AS (SELECT (${today}::date - ${DESK_WEEK_DAYS - 1}::int)::timestamp AT TIME ZONE 'UTC' AS at)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
      (SELECT count(*)::int FROM learning_result r, since
        WHERE r.created_at >= since.at
          AND (r.created_at AT TIME ZONE 'UTC')::date = days.day) AS enrolled,
      (SELECT count(*)::int FROM learning_result r, since
        WHERE r.completed_at >= since.at
          AND (r.completed_at AT TIME ZONE 'UTC')::date = days.day) AS completed
    FROM days ORDER BY days.day`.execute(db);
  return rows;
}

/** The latest status changes of learners' results, with the learner and the content. */
async function recentActivity(
  db: Executor,
  language: Language,
): Promise<NonNullable<Desk['activity']>> {
  const rows = await db
    .selectFrom('status_audit as a')
    .innerJoin('learning_result as r', 'r.id', 'a.learning_result_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .select([
      'a.id',
      'a.created_at',
      'a.to_status',
      'u.first_name',
      'u.last_name',
      'u.email',
      'c.id as content_id',
      'c.title_en',
      'c.title_th',
    ])
    .orderBy('a.id', 'desc')
    .limit(DESK_ACTIVITY_ROWS)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.created_at).toISOString(),
    to_status: row.to_status,
    learner: `${row.first_name} ${row.last_name}`.trim() || row.email,
    content_id: row.content_id,
    content: localized({ en: row.title_en, th: row.title_th }, language),
  }));
}
