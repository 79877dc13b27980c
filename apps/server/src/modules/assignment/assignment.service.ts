import { sql, type Transaction } from 'kysely';
import {
  ASSIGNABLE_KINDS,
  ASSIGNMENT_STATUS,
  ASSIGNMENT_TRANSITIONS,
  type AssignmentInputSchema,
  PROGRESS_STATUS,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '@/db/database';
import type { DB, UserRow } from '@/db/types';
import { notFound, validationError } from '@/lib/errors';
import { insertAudit } from '@/lib/audit';
import { changeStatuses, createResults } from '@/modules/enrollment/status';
import { notify } from '@/modules/notification';

type Input = z.output<typeof AssignmentInputSchema>;

/** Statuses an assignment opens again as not started (ASSIGNMENT_TRANSITIONS to 0). */
const REOPENED = Object.entries(ASSIGNMENT_TRANSITIONS)
  .filter(([, to]) => to.includes(0))
  .map(([from]) => Number(from));

/** Where a request came from, for the audit row. */
export interface AuditSource {
  ip: string;
}

/**
 * Assigns a content to the chosen users and the members of the chosen groups (resolved now),
 * in one transaction: the assignment and its targets, a not-started result for everyone
 * without one (set-based through status.ts, audited), ended results opened again, learners who
 * already have a live result kept as they are, and an audit_log row.
 */
export async function createAssignment(
  db: Database,
  actor: UserRow,
  input: Input,
  source: AuditSource,
): Promise<number> {
  return db.transaction().execute((trx) => assignWithin(trx, actor.id, input, source));
}

/** createAssignment inside the caller's transaction (the onboarding rule assigns this way). */
export async function assignWithin(
  trx: Transaction<DB>,
  actorId: number,
  input: Input,
  source: AuditSource,
): Promise<number> {
  const content = await trx
    .selectFrom('content')
    .select(['id', 'kind', 'title_en', 'title_th'])
    .where('id', '=', input.content_id)
    // Taken like an enrolment takes it, so enrolments on the content wait for this one.
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!content || !(ASSIGNABLE_KINDS as readonly string[]).includes(content.kind))
    throw validationError({ content_id: ['content_not_found'] });
  const learners = await resolveLearners(trx, input.user_ids, input.group_ids);
  if (learners.length === 0) throw validationError({ group_ids: ['assignment_has_no_learners'] });

  const assignment = await trx
    .insertInto('assignment')
    .values({
      content_id: content.id,
      date_start: input.date_start,
      date_end: input.date_end,
      note: input.note,
      created_by: actorId,
      learner_count: learners.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const targets = [
    ...input.user_ids.map((id) => ({ assignment_id: assignment.id, user_id: id })),
    ...input.group_ids.map((id) => ({ assignment_id: assignment.id, group_id: id })),
  ];
  await trx.insertInto('assignment_target').values(targets).execute();

  const reason = `assignment:${assignment.id}`;
  const existing = await trx
    .selectFrom('learning_result')
    .select(['id', 'user_id', 'status'])
    .where('content_id', '=', content.id)
    .where('user_id', '=', sql<number>`any(${learners}::int[])`)
    .execute();
  const had = new Set(existing.map((r) => r.user_id));
  const created = await createResults(trx, {
    userIds: learners.filter((id) => !had.has(id)),
    contentId: content.id,
    actor: actorId,
    kind: 'assignment',
    reason,
  });
  const reopened = await changeStatuses(trx, {
    contentId: content.id,
    resultIds: existing.filter((r) => REOPENED.includes(r.status)).map((r) => r.id),
    to: PROGRESS_STATUS.not_start,
    actor: actorId,
    kind: 'assignment',
    reason,
  });
  if (created.length > 0)
    await trx
      .updateTable('content')
      .set((eb) => ({ enroll_count: eb('enroll_count', '+', created.length) }))
      .where('id', '=', content.id)
      .execute();
  const touched = [...created, ...reopened].map((r) => r.id);
  // One statement for every learner: assigned where a result was made or opened, else kept.
  await sql`
      INSERT INTO assignment_learner (assignment_id, user_id, content_id, learning_result_id, status)
      SELECT ${assignment.id}, r.user_id, r.content_id, r.id,
        CASE WHEN r.id = any(${touched}::int[]) THEN ${ASSIGNMENT_STATUS.assigned}::smallint
          ELSE ${ASSIGNMENT_STATUS.no_action}::smallint END
      FROM learning_result r
      WHERE r.content_id = ${content.id} AND r.user_id = any(${learners}::int[])`.execute(trx);

  await notify(trx, {
    kind: 'assignment',
    key: `assignment:${assignment.id}`,
    recipients: learners,
    contentId: content.id,
    params: {
      title_en: content.title_en,
      title_th: content.title_th,
      deadline: new Date(input.date_end).toISOString(),
    },
  });
  await insertAudit(trx, {
    actorId,
    action: 'create_assignment',
    entity: 'assignment',
    entityId: assignment.id,
    data: {
      ...input,
      learner_count: learners.length,
      assigned: touched.length,
      no_action: learners.length - touched.length,
    },
    ip: source.ip,
  });
  return assignment.id;
}

/**
 * The active accounts chosen by id plus the active members of the chosen groups, each once.
 * A chosen user or group that does not exist (or an inactive user) is a 400 on its field.
 */
async function resolveLearners(
  trx: Transaction<DB>,
  userIds: number[],
  groupIds: number[],
): Promise<number[]> {
  const errors: Record<string, string[]> = {};
  if (userIds.length > 0) {
    const found = await trx
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('id', '=', sql<number>`any(${userIds}::int[])`)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    if (found.n !== userIds.length) errors.user_ids = ['user_not_found'];
  }
  if (groupIds.length > 0) {
    const found = await trx
      .selectFrom('auth_group')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('id', '=', sql<number>`any(${groupIds}::int[])`)
      .executeTakeFirstOrThrow();
    if (found.n !== groupIds.length) errors.group_ids = ['group_not_found'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { rows } = await sql<{ id: number }>`
    SELECT u.id FROM users u
    WHERE u.is_active AND (
      u.id = any(${userIds}::int[])
      OR u.id IN (SELECT m.user_id FROM user_group m WHERE m.group_id = any(${groupIds}::int[]))
    )
    ORDER BY u.id`.execute(trx);
  return rows.map((r) => r.id);
}

/**
 * Cancels an assignment: its learners become canceled (6), and the results it made that were
 * never started (still 0, and not held by another live assignment) end as -11
 * canceled_by_assignment through status.ts. Started or completed results stay. Cancelling a
 * cancelled assignment changes nothing.
 */
export async function cancelAssignment(
  db: Database,
  actor: UserRow,
  id: number,
  change: { reason?: string; ip: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('assignment')
      .select(['id', 'status', 'content_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.status === ASSIGNMENT_STATUS.canceled) return;
    const made = await trx
      .selectFrom('assignment_learner as l')
      .innerJoin('learning_result as r', 'r.id', 'l.learning_result_id')
      .select('r.id')
      .where('l.assignment_id', '=', id)
      .where('l.status', '=', ASSIGNMENT_STATUS.assigned)
      .where('r.status', '=', PROGRESS_STATUS.not_start)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('assignment_learner as o')
              .innerJoin('assignment as oa', 'oa.id', 'o.assignment_id')
              .select('o.user_id')
              .whereRef('o.user_id', '=', 'l.user_id')
              .whereRef('o.content_id', '=', 'l.content_id')
              .where('o.assignment_id', '<>', id)
              .where('o.status', 'in', [ASSIGNMENT_STATUS.assigned, ASSIGNMENT_STATUS.no_action])
              .where('oa.status', '=', ASSIGNMENT_STATUS.assigned),
          ),
        ),
      )
      .execute();
    const ended = await changeStatuses(trx, {
      contentId: current.content_id,
      resultIds: made.map((r) => r.id),
      to: PROGRESS_STATUS.canceled_by_assignment,
      actor: actor.id,
      kind: 'assignment',
      reason: change.reason ? `assignment:${id} ${change.reason}` : `assignment:${id}`,
    });
    await trx
      .updateTable('assignment_learner')
      .set({ status: ASSIGNMENT_STATUS.canceled })
      .where('assignment_id', '=', id)
      .execute();
    await trx
      .updateTable('assignment')
      .set({ status: ASSIGNMENT_STATUS.canceled, canceled_at: new Date(), canceled_by: actor.id })
      .where('id', '=', id)
      .execute();
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'cancel_assignment',
      entity: 'assignment',
      entityId: id,
      data: { reason: change.reason ?? '', results_ended: ended.length },
      ip: change.ip,
    });
  });
}
