import { sql, type Kysely } from 'kysely';
import { contentSearchText } from '../../lib/search-text';

/**
 * Learning: course structure (sections and slots pointing at child content), material details,
 * a learner's result per content with its audit trail and progress stamps, enrolment rules on
 * content, and a search document with a trigram index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .alterTable('content')
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity >= 0`))
    .addColumn('is_approval_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enroll_start', 'timestamptz')
    .addColumn('enroll_end', 'timestamptz')
    .addColumn('dependency_id', 'integer', (c) => c.references('content.id').onDelete('set null'))
    .addColumn('enroll_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`ALTER TABLE content ADD CONSTRAINT content_enroll_window_check
            CHECK (enroll_end IS NULL OR enroll_start IS NULL OR enroll_end > enroll_start)`.execute(
    db,
  );
  await sql`ALTER TABLE content ADD CONSTRAINT content_dependency_self_check
            CHECK (dependency_id IS NULL OR dependency_id <> id)`.execute(db);

  // The app writes search_text with Thai cut into words. Code that changes titles without
  // writing it still leaves a searchable (unsegmented) document rather than a stale one.
  await sql`CREATE FUNCTION content_search_text_fallback() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NEW.search_text = '' THEN
          NEW.search_text := lower(concat_ws(' ', NEW.code, NEW.title_en, NEW.title_th,
                                             NEW.desc_en, NEW.desc_th));
        END IF;
      ELSIF NEW.search_text IS NOT DISTINCT FROM OLD.search_text
            AND (NEW.code, NEW.title_en, NEW.title_th, NEW.desc_en, NEW.desc_th)
                IS DISTINCT FROM (OLD.code, OLD.title_en, OLD.title_th, OLD.desc_en, OLD.desc_th)
      THEN
        NEW.search_text := lower(concat_ws(' ', NEW.code, NEW.title_en, NEW.title_th,
                                           NEW.desc_en, NEW.desc_th));
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER content_search_text_fallback BEFORE INSERT OR UPDATE ON content
            FOR EACH ROW EXECUTE FUNCTION content_search_text_fallback()`.execute(db);

  const rows = await sql<{
    id: number;
    code: string;
    title_en: string;
    title_th: string;
    desc_en: string;
    desc_th: string;
  }>`SELECT id, code, title_en, title_th, desc_en, desc_th FROM content`.execute(db);
  for (const row of rows.rows) {
    await sql`UPDATE content SET search_text = ${contentSearchText(row)} WHERE id = ${row.id}`.execute(
      db,
    );
  }

  await sql`CREATE INDEX content_search_trgm_idx ON content USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('content_kind_popular_idx')
    .on('content')
    .columns(['kind', 'is_publish', 'enroll_count', 'id'])
    .execute();
  await db.schema
    .createIndex('content_kind_title_idx')
    .on('content')
    .columns(['kind', 'is_publish', 'title_en', 'id'])
    .execute();
  await db.schema
    .createIndex('content_dependency_idx')
    .on('content')
    .column('dependency_id')
    .where(sql.ref('dependency_id'), 'is not', null)
    .execute();
  for (const table of ['category', 'provider', 'instructor', 'tag']) {
    await sql`CREATE INDEX ${sql.raw(`${table}_name_trgm_idx`)} ON ${sql.table(table)}
              USING gin ((name_en || ' ' || name_th) gin_trgm_ops)`.execute(db);
  }

  await db.schema
    .createTable('section')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('section_content_idx')
    .on('section')
    .columns(['content_id', 'sort', 'id'])
    .execute();

  // A slot puts child content (a material, a test, even another course) inside a section.
  await db.schema
    .createTable('slot')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('section_id', 'integer', (c) =>
      c.notNull().references('section.id').onDelete('cascade'),
    )
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    .addColumn('child_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('restrict'),
    )
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('slot_not_self_check', sql`child_id <> content_id`)
    .addUniqueConstraint('slot_content_child_unique', ['content_id', 'child_id'])
    .execute();
  await db.schema
    .createIndex('slot_section_idx')
    .on('slot')
    .columns(['section_id', 'sort'])
    .execute();
  await db.schema.createIndex('slot_child_idx').on('slot').column('child_id').execute();

  await db.schema
    .createTable('material')
    .addColumn('content_id', 'integer', (c) =>
      c.primaryKey().references('content.id').onDelete('cascade'),
    )
    .addColumn('media_path', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.check(sql`duration_seconds > 0`))
    .addColumn('page_count', 'integer', (c) => c.check(sql`page_count > 0`))
    .addColumn('article_html_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('article_html_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_url', 'text', (c) =>
      c.check(sql`external_url IS NULL OR external_url ~ '^https?://'`),
    )
    .addColumn('is_allow_download', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_review_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('learning_result')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    // The course result a material result was started through; null for content taken alone.
    .addColumn('parent_id', 'integer', (c) =>
      c.references('learning_result.id').onDelete('set null'),
    )
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('percent', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`percent BETWEEN 0 AND 100`),
    )
    .addColumn('position_seconds', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`position_seconds >= 0`),
    )
    .addColumn('page', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`page >= 0`),
    )
    .addColumn('last_stamp_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('learning_result_user_content_unique', ['user_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('learning_result_library_idx')
    .on('learning_result')
    .columns(['user_id', 'status', 'updated_at', 'id'])
    .where(sql.ref('parent_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('learning_result_content_status_idx')
    .on('learning_result')
    .columns(['content_id', 'status'])
    .execute();
  await db.schema
    .createIndex('learning_result_parent_idx')
    .on('learning_result')
    .column('parent_id')
    .where(sql.ref('parent_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('progress_stamp')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('learning_result_id', 'integer', (c) =>
      c.notNull().references('learning_result.id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (c) => c.references('slot.id').onDelete('set null'))
    .addColumn('action', 'smallint', (c) => c.notNull())
    .addColumn('position_seconds', 'double precision')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('page', 'integer')
    .addColumn('percent', 'smallint', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('progress_stamp_result_idx')
    .on('progress_stamp')
    .columns(['learning_result_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('status_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('learning_result_id', 'integer', (c) =>
      c.notNull().references('learning_result.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('status_audit_result_idx')
    .on('status_audit')
    .columns(['learning_result_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'status_audit',
    'progress_stamp',
    'learning_result',
    'material',
    'slot',
    'section',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`DROP INDEX IF EXISTS content_kind_title_idx`.execute(db);
  for (const table of ['category', 'provider', 'instructor', 'tag'])
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_name_trgm_idx`)}`.execute(db);
  await sql`DROP TRIGGER IF EXISTS content_search_text_fallback ON content`.execute(db);
  await sql`DROP FUNCTION IF EXISTS content_search_text_fallback()`.execute(db);
  await sql`ALTER TABLE content DROP CONSTRAINT IF EXISTS content_enroll_window_check,
            DROP CONSTRAINT IF EXISTS content_dependency_self_check`.execute(db);
  for (const column of [
    'search_text',
    'enroll_count',
    'dependency_id',
    'enroll_end',
    'enroll_start',
    'is_approval_required',
    'capacity',
  ]) {
    await db.schema.alterTable('content').dropColumn(column).execute();
  }
}
