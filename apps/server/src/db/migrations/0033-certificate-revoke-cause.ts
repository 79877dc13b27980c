import { sql, type Kysely } from 'kysely';

/**
 * Why a certificate is not valid: revoked by hand by an administrator ('admin', kept until an
 * administrator acts again), or suspended because its completion was taken back
 * ('completion_withdrawn', lifted by modules/enrollment/status.ts when the result completes
 * again). Certificates revoked before this migration were all revoked by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE certificate ADD COLUMN revoke_cause text
    CHECK (revoke_cause IN ('admin', 'completion_withdrawn'))`.execute(db);
  await sql`UPDATE certificate SET revoke_cause = 'admin' WHERE is_revoked`.execute(db);
  await sql`ALTER TABLE certificate ADD CONSTRAINT certificate_revoked_has_cause
    CHECK (is_revoked = (revoke_cause IS NOT NULL))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE certificate DROP CONSTRAINT certificate_revoked_has_cause`.execute(db);
  await sql`ALTER TABLE certificate DROP COLUMN revoke_cause`.execute(db);
}
