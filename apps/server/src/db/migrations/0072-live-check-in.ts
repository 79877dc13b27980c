import { sql, type Kysely } from 'kysely';

/**
 * Check-in source 3 (SPEC §4: "live session"): joining a live or conference session records the
 * learner's attendance with its own source, told apart from a check-in on the session page (0),
 * the QR code (1) and an administrator's mark (2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE class_attendance
    DROP CONSTRAINT IF EXISTS class_attendance_source_check,
    ADD CONSTRAINT class_attendance_source_check CHECK (source IN (0, 1, 2, 3))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE class_attendance SET source = 0 WHERE source = 3`.execute(db);
  await sql`ALTER TABLE class_attendance
    DROP CONSTRAINT IF EXISTS class_attendance_source_check,
    ADD CONSTRAINT class_attendance_source_check CHECK (source IN (0, 1, 2))`.execute(db);
}
