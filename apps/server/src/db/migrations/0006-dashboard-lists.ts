import { sql, type Kysely } from 'kysely';

/**
 * Indexes behind the dashboard lists: learning results by change or enrolment date, by status
 * and by content; the learner search on name and email (trigrams); a test's attempts in every
 * ordering the marking list offers and by status; content options by kind and code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE INDEX learning_result_updated_idx ON learning_result (updated_at, id)`,
    sql`CREATE INDEX learning_result_created_idx ON learning_result (created_at, id)`,
    sql`CREATE INDEX learning_result_status_updated_idx ON learning_result (status, updated_at, id)`,
    sql`CREATE INDEX learning_result_content_updated_idx
        ON learning_result (content_id, updated_at, id)`,
    sql`CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`,
    sql`CREATE INDEX users_name_trgm_idx ON users
        USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
    sql`CREATE INDEX test_attempt_test_submitted_idx ON test_attempt (test_id, submitted_at, id)`,
    sql`CREATE INDEX test_attempt_test_score_idx ON test_attempt (test_id, score, id)`,
    sql`CREATE INDEX test_attempt_test_number_idx ON test_attempt (test_id, attempt_no, id)`,
    sql`CREATE INDEX test_attempt_test_status_idx ON test_attempt (test_id, status, started_at, id)`,
    sql`CREATE INDEX content_kind_code_idx ON content (kind, code, id)`,
    // The audit view orders by time then id; this replaces the index without the id.
    sql`CREATE INDEX status_audit_result_created_id_idx
        ON status_audit (learning_result_id, created_at, id)`,
    sql`DROP INDEX status_audit_result_idx`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS status_audit_result_idx
            ON status_audit (learning_result_id, created_at)`.execute(db);
  for (const name of [
    'learning_result_updated_idx',
    'learning_result_created_idx',
    'learning_result_status_updated_idx',
    'learning_result_content_updated_idx',
    'users_email_trgm_idx',
    'users_name_trgm_idx',
    'test_attempt_test_submitted_idx',
    'test_attempt_test_score_idx',
    'test_attempt_test_number_idx',
    'test_attempt_test_status_idx',
    'content_kind_code_idx',
    'status_audit_result_created_id_idx',
  ])
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
