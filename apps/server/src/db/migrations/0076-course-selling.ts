import { sql, type Kysely } from 'kysely';

/**
 * Course cards and pages that sell (issue 21 items 7 and 3):
 * - content.level: 1 beginner, 2 intermediate, 3 advanced (null: not said);
 * - content.outcomes_en / outcomes_th: "what you will learn", a list of short lines each;
 * - content.rating_count / rating_sum: the reviews' count and sum of stars, kept by a trigger on
 *   material_review in the review's own statement, so a card shows its rating with no per-row
 *   query (backfilled from the reviews already written);
 * - content.desc_is_html: the description is rich text written through the server's sanitiser
 *   (lib/html.ts); false (every existing row) is plain text, shown as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE content
    ADD COLUMN level smallint CHECK (level BETWEEN 1 AND 3),
    ADD COLUMN outcomes_en jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(outcomes_en) = 'array'),
    ADD COLUMN outcomes_th jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(outcomes_th) = 'array'),
    ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
    ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
    ADD COLUMN desc_is_html boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE content c SET rating_count = r.n, rating_sum = r.s
    FROM (SELECT content_id, count(*)::int AS n, sum(rating)::int AS s
          FROM material_review GROUP BY content_id) r
    WHERE r.content_id = c.id`.execute(db);
  await sql`CREATE FUNCTION content_rating_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE content SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating
          WHERE id = OLD.content_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE content SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.rating
          WHERE id = NEW.content_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER material_review_rating AFTER INSERT OR DELETE OR UPDATE OF rating, content_id
    ON material_review FOR EACH ROW EXECUTE FUNCTION content_rating_keep()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS material_review_rating ON material_review`.execute(db);
  await sql`DROP FUNCTION IF EXISTS content_rating_keep()`.execute(db);
  await sql`ALTER TABLE content
    DROP COLUMN IF EXISTS level,
    DROP COLUMN IF EXISTS outcomes_en,
    DROP COLUMN IF EXISTS outcomes_th,
    DROP COLUMN IF EXISTS rating_count,
    DROP COLUMN IF EXISTS rating_sum,
    DROP COLUMN IF EXISTS desc_is_html`.execute(db);
}
