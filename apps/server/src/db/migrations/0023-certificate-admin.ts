import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's certificate list: newest first over every certificate, and a search on the
 * learner's name as printed (trigram, like the other name searches).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX certificate_issued_idx ON certificate (issued_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX certificate_learner_trgm_idx
    ON certificate USING gin (learner_name gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS certificate_learner_trgm_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS certificate_issued_idx`.execute(db);
}
