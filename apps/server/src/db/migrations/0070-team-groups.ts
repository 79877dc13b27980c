import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, the rest:
 * - auth_group_manager: the managers of a group. A group's members are the team of each of its
 *   managers (besides the users whose manager_id is the manager), for every team route.
 * - users_board_hidden_idx: the users a leaderboard does not show (opted out or inactive), so
 *   the whole board's rank is an index-only count of the totals above less these users' totals
 *   above, whatever the number of point events (bench:leaderboard).
 * - point_total_user_idx: a user's total of a period read index-only, the lookup of each member
 *   of a scoped board (at 1M events the planner took the board index for it, reading the whole
 *   period per member: 231 ms for a department of 500, now 2 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE auth_group_manager (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id integer NOT NULL REFERENCES auth_group (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, group_id)
  )`.execute(db);
  await sql`CREATE INDEX auth_group_manager_group_idx ON auth_group_manager (group_id)`.execute(db);
  await sql`CREATE INDEX users_board_hidden_idx ON users (id)
    WHERE leaderboard_opt_out OR NOT is_active`.execute(db);
  await sql`CREATE INDEX point_total_user_idx
    ON point_total (user_id, period, period_start) INCLUDE (points)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS point_total_user_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS users_board_hidden_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS auth_group_manager`.execute(db);
}
