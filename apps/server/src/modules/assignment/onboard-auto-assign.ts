import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { OnboardAutoAssign, OnboardAutoAssignInput } from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import { assignWithin, type AuditSource } from './assignment.service';

/**
 * Onboarding assigned automatically (issue 15): an onboarding program's rule gives it to every
 * new member of a group, due `deadline_days` after joining. Users join in the user
 * administration (created with the group, or added to it), which calls
 * `assignOnboardingOnJoin` in its own transaction.
 */

const DAY_MS = 86_400_000;

/** The onboarding program, locked for a change of its rule; 404 when it is not one. */
async function lockOnboarding(db: Executor, id: number) {
  const row = await db
    .selectFrom('content')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'onboard')
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** The rule of an onboarding program, with its group's name; null when there is none. */
export async function autoAssignRule(db: Executor, id: number): Promise<OnboardAutoAssign> {
  const program = await db
    .selectFrom('content')
    .leftJoin('onboard_auto_assign as r', 'r.content_id', 'content.id')
    .leftJoin('auth_group as g', 'g.id', 'r.group_id')
    .select(['content.id', 'r.group_id', 'g.name as group_name', 'r.deadline_days'])
    .where('content.id', '=', id)
    .where('content.kind', '=', 'onboard')
    .executeTakeFirst();
  if (!program) throw notFound();
  const { group_id, group_name, deadline_days } = program;
  return {
    rule:
      group_id === null || deadline_days === null
        ? null
        : { group_id, group_name: group_name ?? '', deadline_days },
  };
}

/** Sets (or replaces) the rule of an onboarding program, with its audit row. */
export async function setAutoAssignRule(
  db: Database,
  request: FastifyRequest,
  actorId: number,
  id: number,
  input: OnboardAutoAssignInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOnboarding(trx, id);
    const group = await trx
      .selectFrom('auth_group')
      .select('id')
      .where('id', '=', input.group_id)
      .executeTakeFirst();
    if (!group) throw validationError({ group_id: ['does_not_exist'] });
    const values = { ...input, updated_by: actorId, updated_at: new Date() };
    await trx
      .insertInto('onboard_auto_assign')
      .values({ content_id: id, ...values })
      .onConflict((oc) => oc.column('content_id').doUpdateSet(values))
      .execute();
    await writeAudit(trx, request, actorId, 'update', 'onboard_auto_assign', id, input);
  });
}

/** Clears the rule of an onboarding program (nothing already assigned changes). */
export async function clearAutoAssignRule(
  db: Database,
  request: FastifyRequest,
  actorId: number,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOnboarding(trx, id);
    await trx.deleteFrom('onboard_auto_assign').where('content_id', '=', id).execute();
    await writeAudit(trx, request, actorId, 'delete', 'onboard_auto_assign', id, {});
  });
}

/**
 * A user just joined groups: each onboarding program whose rule names one of them is assigned
 * to the user (an assignment of its own, due `deadline_days` from now), unless the user already
 * has a result on it — so leaving and joining again does not assign it twice.
 */
export async function assignOnboardingOnJoin(
  trx: Transaction<DB>,
  join: { userId: number; groupIds: readonly number[]; actorId: number },
  source: AuditSource,
): Promise<void> {
  if (join.groupIds.length === 0) return;
  const rules = await trx
    .selectFrom('onboard_auto_assign as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .select(['r.content_id', 'r.deadline_days'])
    .where('r.group_id', '=', sql<number>`any(${[...join.groupIds]}::int[])`)
    .where('c.kind', '=', 'onboard')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('learning_result as lr')
            .select('lr.id')
            .whereRef('lr.content_id', '=', 'r.content_id')
            .where('lr.user_id', '=', join.userId),
        ),
      ),
    )
    .orderBy('r.content_id')
    .execute();
  const now = Date.now();
  for (const rule of rules)
    await assignWithin(
      trx,
      join.actorId,
      {
        content_id: rule.content_id,
        user_ids: [join.userId],
        group_ids: [],
        date_start: new Date(now).toISOString(),
        date_end: new Date(now + rule.deadline_days * DAY_MS).toISOString(),
        note: 'onboarding',
      },
      source,
    );
}
