import { sql, type Kysely } from 'kysely';

/** The content model's first tables: one content table, categories, providers, instructors, tags. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('restrict'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute();

  await db.schema
    .createTable('provider')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('about_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('about_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('instructor')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('bio_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider_id', 'integer', (c) => c.references('provider.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tag')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_th', 'text', (c) => c.notNull())
    .addColumn('desc_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('desc_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('provider_id', 'integer', (c) => c.references('provider.id').onDelete('restrict'))
    .addColumn('category_id', 'integer', (c) => c.references('category.id').onDelete('restrict'))
    .addColumn('is_publish', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('datetime_publish_start', 'timestamptz')
    .addColumn('datetime_publish_end', 'timestamptz')
    .addColumn('price_minor', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_minor >= 0`),
    )
    .addColumn('currency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('thb')
        .check(sql`currency in ('thb','usd','jpy')`),
    )
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('content_kind_publish_idx')
    .on('content')
    .columns(['kind', 'is_publish', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('content_category_idx').on('content').column('category_id').execute();
  await db.schema.createIndex('content_provider_idx').on('content').column('provider_id').execute();

  await db.schema
    .createTable('content_tag')
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('content_tag_pk', ['content_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('content_tag_tag_idx').on('content_tag').column('tag_id').execute();

  await db.schema
    .createTable('content_instructor')
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    .addColumn('instructor_id', 'integer', (c) =>
      c.notNull().references('instructor.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('content_instructor_pk', ['content_id', 'instructor_id'])
    .execute();
  await db.schema
    .createIndex('content_instructor_instructor_idx')
    .on('content_instructor')
    .column('instructor_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_instructor',
    'content_tag',
    'content',
    'tag',
    'instructor',
    'provider',
    'category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
