import { sql, type Kysely } from 'kysely';

/**
 * Dashboard → Reports: enrolments by creation time, completions by completion time and progress
 * records by time, each read over a period; and the permission that opens the reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX learning_result_report_created_idx ON learning_result (created_at)
            INCLUDE (content_id, user_id) WHERE parent_id IS NULL`.execute(db);
  await sql`CREATE INDEX learning_result_report_completed_idx ON learning_result (completed_at)
            INCLUDE (content_id, user_id, status)
            WHERE parent_id IS NULL AND completed_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX progress_stamp_created_idx ON progress_stamp (created_at)
            INCLUDE (learning_result_id)`.execute(db);
  // Databases made before this permission existed get it, and their Administrator group too.
  await sql`INSERT INTO auth_permission (codename, name)
            VALUES ('dashboard_view_report', 'Can view reports')
            ON CONFLICT (codename) DO NOTHING`.execute(db);
  await sql`INSERT INTO auth_group_permission (group_id, permission_id)
            SELECT g.id, p.id FROM auth_group g, auth_permission p
            WHERE g.name = 'Administrator' AND p.codename = 'dashboard_view_report'
            ON CONFLICT DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM auth_permission WHERE codename = 'dashboard_view_report'`.execute(db);
  await sql`DROP INDEX IF EXISTS progress_stamp_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS learning_result_report_completed_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS learning_result_report_created_idx`.execute(db);
}
