import { sql, type Kysely } from 'kysely';

/**
 * Flash-card sets (issue 19, SPEC §2 /flash-card): a set is a content row of kind flash_card
 * (with an empty material row, so a learner-made set goes through material_request, the same
 * approval flow as learner-made materials); its cards in order; and each learner's Leitner box
 * per card (1 = seen every session .. 5 = rarely), with when the card is due again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Who made a learner-made set (null: made on the dashboard or by the seed).
  await sql`CREATE TABLE flash_card_set (
    content_id integer PRIMARY KEY REFERENCES content (id) ON DELETE CASCADE,
    owner_id integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX flash_card_set_owner_idx
    ON flash_card_set (owner_id, updated_at DESC, content_id DESC)`.execute(db);

  await sql`CREATE TABLE flash_card (
    id serial PRIMARY KEY,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    sort integer NOT NULL DEFAULT 0,
    front_en text NOT NULL,
    front_th text NOT NULL DEFAULT '',
    back_en text NOT NULL,
    back_th text NOT NULL DEFAULT '',
    image text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX flash_card_content_sort_idx ON flash_card (content_id, sort, id)`.execute(
    db,
  );

  await sql`CREATE TABLE flash_card_box (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    card_id integer NOT NULL REFERENCES flash_card (id) ON DELETE CASCADE,
    box smallint NOT NULL DEFAULT 1 CHECK (box BETWEEN 1 AND 5),
    due_at timestamptz NOT NULL DEFAULT now(),
    reviews integer NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, card_id)
  )`.execute(db);
  await sql`CREATE INDEX flash_card_box_card_idx ON flash_card_box (card_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE flash_card_box`.execute(db);
  await sql`DROP TABLE flash_card`.execute(db);
  await sql`DROP TABLE flash_card_set`.execute(db);
}
