import { sql } from 'kysely';
import type { TeamAssignInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { noPermission, validationError } from '@/lib/errors';
import { inTeam } from '@/lib/team';
import { assignWithin, type AuditSource } from '@/modules/assignment/assignment.service';
import { teamMember } from './team.repository';

/** The team dashboard is for users flagged for it (SPEC §6 user flag "team dashboard"). */
export function requireManager(user: UserRow): UserRow {
  if (!user.is_team_dashboard) throw noPermission();
  return user;
}

/** A member of my team, or 403: a manager of another team sees nothing of this one. */
export async function requireMember(db: Database, manager: UserRow, userId: number) {
  requireManager(manager);
  const member = await teamMember(db, manager.id, userId);
  if (!member) {
    // Unknown users answer as other teams' members do, so ids are not probed.
    throw noPermission();
  }
  return member;
}

/**
 * Assigns a published course or program to members of my team with a deadline, through the
 * assignment module's service (its results, audit rows and notifications), in one transaction.
 * Every learner must be my team's member when the transaction runs (their rows locked against a
 * change of manager meanwhile); one outsider refuses the whole assignment.
 */
export async function assignToTeam(
  db: Database,
  manager: UserRow,
  input: z.output<typeof TeamAssignInputSchema>,
  source: AuditSource,
): Promise<number> {
  requireManager(manager);
  return db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', sql<number>`any(${input.user_ids}::int[])`)
      .where(inTeam('users.id', manager.id))
      .where('is_active', '=', true)
      .forShare()
      .execute();
    if (members.length !== input.user_ids.length) throw noPermission();
    const content = await trx
      .selectFrom('content')
      .select('id')
      .where('id', '=', input.content_id)
      .where('is_publish', '=', true)
      .executeTakeFirst();
    if (!content) throw validationError({ content_id: ['content_not_found'] });
    return assignWithin(
      trx,
      manager.id,
      {
        content_id: input.content_id,
        user_ids: input.user_ids,
        group_ids: [],
        date_start: new Date().toISOString(),
        date_end: input.date_end,
        note: input.note,
      },
      source,
    );
  });
}
