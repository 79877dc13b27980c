import { sql } from 'kysely';
import { ASSIGNMENT_STATUS, COMPLETED_STATUSES } from '@portal/shared';
import type { Database } from '@/db/database';
import { notify } from './notify';

type Stage = 'due_7d' | 'due_1d' | 'overdue';

interface Due {
  user_id: number;
  assignment_id: number;
  content_id: number;
  title_en: string;
  title_th: string;
  date_end: Date;
  stage: Stage;
}

/**
 * Deadline reminders at `now`: for every live assignment of a learner who has not completed its
 * content, the most urgent stage reached — a week before, a day before, overdue (for a week
 * after the deadline) — once each (the event key names assignment and stage, so a second run
 * finds them sent and sends nothing). Run by the scheduled job; a test passes its own `now`.
 */
export async function sendDeadlineReminders(db: Database, now: Date): Promise<number> {
  const due = await sql<Due>`
    SELECT x.* FROM (
      SELECT al.user_id, a.id AS assignment_id, c.id AS content_id, c.title_en, c.title_th,
        a.date_end,
        CASE WHEN a.date_end <= ${now} THEN 'overdue'
          WHEN a.date_end <= ${now}::timestamptz + interval '1 day' THEN 'due_1d'
          ELSE 'due_7d' END AS stage
      FROM assignment a
      JOIN assignment_learner al ON al.assignment_id = a.id
        AND al.status IN (${ASSIGNMENT_STATUS.assigned}, ${ASSIGNMENT_STATUS.no_action})
      JOIN content c ON c.id = a.content_id
      LEFT JOIN learning_result r ON r.id = al.learning_result_id
      WHERE a.status = ${ASSIGNMENT_STATUS.assigned}
        AND a.date_end <= ${now}::timestamptz + interval '7 days'
        AND a.date_end > ${now}::timestamptz - interval '7 days'
        AND a.date_start <= ${now}
        AND (r.status IS NULL OR NOT (r.status = any(${[...COMPLETED_STATUSES]}::int[])))
    ) x
    WHERE NOT EXISTS (
      SELECT 1 FROM notification n
      WHERE n.recipient_id = x.user_id
        AND n.event_key = 'deadline:' || x.assignment_id || ':' || x.stage
    )
    ORDER BY x.assignment_id, x.stage
    LIMIT 5000`.execute(db);
  const groups = new Map<string, Due[]>();
  for (const row of due.rows) {
    const key = `deadline:${row.assignment_id}:${row.stage}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let sent = 0;
  for (const [key, rows] of groups) {
    const first = rows[0];
    if (!first) continue;
    const made = await db.transaction().execute((trx) =>
      notify(trx, {
        kind: 'deadline',
        key,
        recipients: rows.map((r) => r.user_id),
        contentId: first.content_id,
        params: {
          title_en: first.title_en,
          title_th: first.title_th,
          deadline: first.date_end.toISOString(),
          stage: first.stage,
        },
      }),
    );
    sent += made.length;
  }
  return sent;
}

/** Deletes notifications older than the retention (their deliveries go with them). */
export async function pruneNotifications(db: Database, now: Date, days: number): Promise<number> {
  const result = await sql`
    DELETE FROM notification WHERE id IN (
      SELECT id FROM notification
      WHERE created_at < ${now}::timestamptz - make_interval(days => ${days}::int)
      LIMIT 10000)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
