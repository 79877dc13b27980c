import { sql, type Kysely } from 'kysely';

/**
 * Learner-made audio and video (issue 19 item 4):
 * - ugc_media: who made an audio or video material (a content row of kind audio/video with its
 *   material row), so a draft without a request still has an owner; sent for approval through
 *   material_request like the other learner-made materials;
 * - media_file_owner: files uploaded through the learners' upload path (api/upload/) and by
 *   whom, so a learner can only attach a file they uploaded themselves (the same bytes stored
 *   once may belong to several uploaders).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE ugc_media (
    content_id integer PRIMARY KEY REFERENCES content (id) ON DELETE CASCADE,
    owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX ugc_media_owner_idx
    ON ugc_media (owner_id, updated_at DESC, content_id DESC)`.execute(db);

  await sql`CREATE TABLE media_file_owner (
    media_file_id integer NOT NULL REFERENCES media_file (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (media_file_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX media_file_owner_user_idx ON media_file_owner (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE media_file_owner`.execute(db);
  await sql`DROP TABLE ugc_media`.execute(db);
}
