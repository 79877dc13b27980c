import { sql } from 'kysely';
import { ASSIGNMENT_STATUS, COMPLETED_STATUSES, PROGRESS_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import { ENROLLABLE_CONTAINER_KINDS } from '@/modules/content-tree/kinds';

export interface DueRow {
  content_id: number;
  content_kind: string;
  title_en: string;
  title_th: string;
  deadline: Date;
  percent: number;
}

/** Statuses in which a learner is still learning (what a deadline still means something to). */
const LEARNING = [
  PROGRESS_STATUS.not_start,
  PROGRESS_STATUS.in_progress,
  PROGRESS_STATUS.verifying,
  PROGRESS_STATUS.survey_required,
  PROGRESS_STATUS.re_submit,
];

/**
 * The home page's "What's due" (issue 17): the learner's live assignments not completed (the
 * assignment's end is the deadline; overdue ones stay until done or cancelled) and the courses
 * and programs they learn that close (publish end) within the window; each content once, with
 * its earliest deadline; soonest first, so overdue ones lead. One statement, bounded by `limit`;
 * served by assignment_learner_live_idx and the learner's result index.
 */
export async function dueItems(
  db: Executor,
  userId: number,
  now: Date,
  days: number,
  limit: number,
): Promise<DueRow[]> {
  const until = sql`${now}::timestamptz + make_interval(days => ${days}::int)`;
  const rows = await sql<DueRow>`
    SELECT x.* FROM (
      SELECT c.id AS content_id, c.kind AS content_kind, c.title_en, c.title_th,
        min(a.date_end) AS deadline, coalesce(max(r.percent), 0)::int AS percent
      FROM assignment_learner al
      JOIN assignment a ON a.id = al.assignment_id AND a.status = ${ASSIGNMENT_STATUS.assigned}
      JOIN content c ON c.id = al.content_id
      LEFT JOIN learning_result r ON r.id = al.learning_result_id
      WHERE al.user_id = ${userId}
        AND al.status IN (${ASSIGNMENT_STATUS.assigned}, ${ASSIGNMENT_STATUS.no_action})
        AND a.date_start <= ${now} AND a.date_end <= ${until}
        AND (r.status IS NULL OR NOT (r.status = any(${[...COMPLETED_STATUSES]}::int[])))
      GROUP BY c.id
      UNION ALL
      SELECT c.id, c.kind, c.title_en, c.title_th, c.datetime_publish_end, r.percent
      FROM learning_result r
      JOIN content c ON c.id = r.content_id
      WHERE r.user_id = ${userId}
        AND r.status = any(${LEARNING}::int[])
        AND c.kind = any(${ENROLLABLE_CONTAINER_KINDS}::text[])
        AND c.datetime_publish_end > ${now} AND c.datetime_publish_end <= ${until}
        AND NOT EXISTS (
          SELECT 1 FROM assignment_learner al2
          JOIN assignment a2 ON a2.id = al2.assignment_id AND a2.status = ${ASSIGNMENT_STATUS.assigned}
          WHERE al2.user_id = ${userId} AND al2.content_id = c.id
            AND al2.status IN (${ASSIGNMENT_STATUS.assigned}, ${ASSIGNMENT_STATUS.no_action}))
    ) x
    ORDER BY x.deadline, x.content_id
    LIMIT ${limit}`.execute(db);
  return rows.rows;
}
