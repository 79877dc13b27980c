import { sql, type Kysely } from 'kysely';

/**
 * Identification photo at sign-in (issue 18 item 6): one row per photo a signed-in person sent
 * for their session (`session_id`: the session row's id, itself a hash of the cookie; one photo
 * per session), the image kept privately under DATA_DIR/iden-photo (never in the public media
 * folder), shown only to administrators who may manage the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE login_photo (
    id bigserial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_id text NOT NULL,
    storage_key text NOT NULL,
    mime_type text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    size_bytes integer NOT NULL,
    ip text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX login_photo_session_idx ON login_photo (session_id)`.execute(db);
  await sql`CREATE INDEX login_photo_user_idx ON login_photo (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_photo`.execute(db);
}
