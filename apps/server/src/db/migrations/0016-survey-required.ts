import { sql, type Kysely } from 'kysely';

/**
 * A course may require a survey: once its required slots are complete the learner waits in
 * survey_required (23) until they answer it. Indexed for "which courses wait on this survey".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE content ADD COLUMN required_survey_id integer REFERENCES content (id)`.execute(
    db,
  );
  await sql`CREATE INDEX content_required_survey_idx ON content (required_survey_id)
    WHERE required_survey_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE content DROP COLUMN IF EXISTS required_survey_id`.execute(db);
}
