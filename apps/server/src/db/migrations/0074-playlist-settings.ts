import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, SPEC §3's playlist forms and collaborator groups:
 * - playlist.is_followable (Playlist setting): whether others may follow a public playlist;
 * - playlist_item.is_removeable (Playlist content): an item only the owner may remove;
 * - playlist_tag: the playlist's tags (tag_list ids), a tag's playlists by tag_id;
 * - playlist_member.role: the groups admin, content_manager and recommender (the owner is
 *   playlist.owner_id) instead of one "editor"; existing editors become content managers, the
 *   group that keeps what they could do with the items (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE playlist ADD COLUMN is_followable boolean NOT NULL DEFAULT true`.execute(
    db,
  );
  await sql`ALTER TABLE playlist_item ADD COLUMN is_removeable boolean NOT NULL DEFAULT true`.execute(
    db,
  );
  await sql`CREATE TABLE playlist_tag (
    playlist_id integer NOT NULL REFERENCES playlist (id) ON DELETE CASCADE,
    tag_id integer NOT NULL REFERENCES tag (id) ON DELETE CASCADE,
    PRIMARY KEY (playlist_id, tag_id)
  )`.execute(db);
  await sql`CREATE INDEX playlist_tag_tag_idx ON playlist_tag (tag_id)`.execute(db);
  await sql`ALTER TABLE playlist_member DROP CONSTRAINT playlist_member_role_check`.execute(db);
  await sql`UPDATE playlist_member SET role = 'content_manager' WHERE role = 'editor'`.execute(db);
  await sql`ALTER TABLE playlist_member ADD CONSTRAINT playlist_member_role_check
    CHECK (role IN ('admin', 'content_manager', 'recommender', 'follower'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE playlist_member DROP CONSTRAINT playlist_member_role_check`.execute(db);
  await sql`UPDATE playlist_member SET role = 'editor' WHERE role <> 'follower'`.execute(db);
  await sql`ALTER TABLE playlist_member ADD CONSTRAINT playlist_member_role_check
    CHECK (role IN ('editor', 'follower'))`.execute(db);
  await sql`DROP TABLE IF EXISTS playlist_tag`.execute(db);
  await sql`ALTER TABLE playlist_item DROP COLUMN is_removeable`.execute(db);
  await sql`ALTER TABLE playlist DROP COLUMN is_followable`.execute(db);
}
