import { sql, type Kysely } from 'kysely';

/**
 * Images in messages (issue 17): a message may carry one image, kept outside the public media
 * folder (DATA_DIR/messenger/<image_key>) and served only to the conversation's members.
 * `image_key` is a random name with the extension its first bytes proved (jpg, png or gif);
 * `image_type` its MIME type; width and height as decoded, for the thumbnail's box.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE message
    ADD COLUMN image_key text,
    ADD COLUMN image_type text,
    ADD COLUMN image_width integer,
    ADD COLUMN image_height integer,
    ADD CONSTRAINT message_image_check CHECK (
      (image_key IS NULL AND image_type IS NULL)
      OR (image_key ~ '^[a-f0-9]{32}\\.(jpg|png|gif)$'
          AND image_type IN ('image/jpeg', 'image/png', 'image/gif')))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE message
    DROP CONSTRAINT IF EXISTS message_image_check,
    DROP COLUMN IF EXISTS image_key,
    DROP COLUMN IF EXISTS image_type,
    DROP COLUMN IF EXISTS image_width,
    DROP COLUMN IF EXISTS image_height`.execute(db);
}
