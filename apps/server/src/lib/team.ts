import { sql, type RawBuilder } from 'kysely';

/**
 * A manager's team (issue 19): the users whose manager_id is the manager, and the members of the
 * groups the manager manages (auth_group_manager), never the manager. The one definition every
 * team route and the team leaderboard read, as the ids of a subquery (users_manager_idx and
 * user_group_group_idx behind it).
 */
export function teamIds(managerId: number): RawBuilder<unknown> {
  return sql`(SELECT tm.id FROM users tm WHERE tm.manager_id = ${managerId}
    UNION SELECT tg.user_id FROM auth_group_manager gm
      JOIN user_group tg ON tg.group_id = gm.group_id
      WHERE gm.user_id = ${managerId} AND tg.user_id <> ${managerId})`;
}

/** `ref` (a users.id column) is in the manager's team. */
export function inTeam(ref: string, managerId: number): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(ref)} IN ${teamIds(managerId)}`;
}
