import { sql, type Kysely } from 'kysely';

/** Dashboard → Logs filtered by group or by actor, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX audit_log_entity_created_idx ON audit_log (entity, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_log_actor_created_idx ON audit_log (actor_id, created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS audit_log_actor_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS audit_log_entity_created_idx`.execute(db);
}
