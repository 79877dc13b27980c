import { sql, type Kysely } from 'kysely';

/**
 * The column mapping of an import (issue 21 item 16): each field of the module to the 0-based
 * index of the file column holding it, as chosen on the preview; null for an import that goes by
 * the header's names (every import before this one, and uploads without a mapping). The job
 * reads the stored file again later, so the mapping is stored with the import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE import_history ADD COLUMN column_mapping jsonb
    CHECK (column_mapping IS NULL OR jsonb_typeof(column_mapping) = 'object')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE import_history DROP COLUMN IF EXISTS column_mapping`.execute(db);
}
