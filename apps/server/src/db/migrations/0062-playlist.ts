import { sql, type Kysely } from 'kysely';

/**
 * Learning playlists (issue 19, SPEC §2 /learning-playlist, §3 playlist forms and collaborators):
 * a learner's list of any content, its items in order, and its members: editors (collaborators
 * who may change it) and followers (who may let the owner see their progress on it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE playlist (
    id serial PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title_en text NOT NULL,
    title_th text NOT NULL DEFAULT '',
    desc_en text NOT NULL DEFAULT '',
    desc_th text NOT NULL DEFAULT '',
    image text,
    visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'shared', 'public')),
    is_duplicable boolean NOT NULL DEFAULT true,
    template_playlist_id integer REFERENCES playlist (id) ON DELETE SET NULL,
    is_hidden boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // "Mine" newest first; the public list (library, dashboard moderation) newest first.
  await sql`CREATE INDEX playlist_owner_updated_idx
    ON playlist (owner_id, updated_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX playlist_visibility_updated_idx
    ON playlist (visibility, updated_at DESC, id DESC)`.execute(db);

  await sql`CREATE TABLE playlist_item (
    id serial PRIMARY KEY,
    playlist_id integer NOT NULL REFERENCES playlist (id) ON DELETE CASCADE,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    sort integer NOT NULL DEFAULT 0,
    added_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (playlist_id, content_id)
  )`.execute(db);
  await sql`CREATE INDEX playlist_item_sort_idx ON playlist_item (playlist_id, sort, id)`.execute(
    db,
  );
  await sql`CREATE INDEX playlist_item_content_idx ON playlist_item (content_id)`.execute(db);

  await sql`CREATE TABLE playlist_member (
    playlist_id integer NOT NULL REFERENCES playlist (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('editor', 'follower')),
    share_progress boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (playlist_id, user_id)
  )`.execute(db);
  // "Shared with me" and "followed" per user newest first; a playlist's followers in order.
  await sql`CREATE INDEX playlist_member_user_idx
    ON playlist_member (user_id, role, created_at DESC, playlist_id DESC)`.execute(db);
  await sql`CREATE INDEX playlist_member_role_idx
    ON playlist_member (playlist_id, role, share_progress, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE playlist_member`.execute(db);
  await sql`DROP TABLE playlist_item`.execute(db);
  await sql`DROP TABLE playlist`.execute(db);
}
