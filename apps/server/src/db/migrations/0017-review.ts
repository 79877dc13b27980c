import { sql, type Kysely } from 'kysely';

/** Reviews of a material: one rating (1-5) and comment per learner, newest first per material. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE material_review (
    id serial PRIMARY KEY,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT material_review_user_unique UNIQUE (content_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX material_review_content_updated_idx
    ON material_review (content_id, updated_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX material_review_user_idx ON material_review (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS material_review`.execute(db);
}
