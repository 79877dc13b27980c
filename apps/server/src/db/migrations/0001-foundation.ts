import { sql, type Kysely } from 'kysely';

/** Accounts, sessions, permissions, config, dictionary, terms, mail outbox, audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en','th')`),
    )
    .addColumn('image', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_superuser', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_system_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_store_permission', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_team_dashboard', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_creator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_verified_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_login_first_at', 'timestamptz')
    .addColumn('lock_until', 'timestamptz')
    .addColumn('last_active', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('auth_group')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('auth_permission')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('codename', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_group_permission')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('auth_group.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('auth_permission.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('auth_group_permission_pk', ['group_id', 'permission_id'])
    .execute();
  await db.schema
    .createTable('user_group')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('auth_group.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_group_pk', ['user_id', 'group_id'])
    .execute();
  await db.schema.createIndex('user_group_group_idx').on('user_group').column('group_id').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project', 'text', (c) => c.notNull().defaultTo('webfront'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema
    .createTable('config_value')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('dictionary_label')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('en', 'text', (c) => c.notNull())
    .addColumn('th', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('update_stamp')
    .addColumn('area', 'text', (c) => c.primaryKey())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('term_document')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('term','privacy','data_consent')`),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('topic_en', 'text', (c) => c.notNull())
    .addColumn('topic_th', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_th', 'text', (c) => c.notNull())
    .addColumn('is_publish', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('datetime_publish', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('term_document_kind_version_key', ['kind', 'version'])
    .execute();
  await db.schema
    .createTable('term_acceptance')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('term_document.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('term_acceptance_user_document_key', ['user_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('reference_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_reset_token_idx')
    .on('password_reset')
    .column('token_hash')
    .execute();

  await db.schema
    .createTable('outbox_mail')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbox_mail_created_idx')
    .on('outbox_mail')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('analytic_session')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'smallint', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('analytic_session_created_idx')
    .on('analytic_session')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'analytic_session',
    'outbox_mail',
    'password_reset',
    'term_acceptance',
    'term_document',
    'update_stamp',
    'dictionary_label',
    'config_value',
    'session',
    'user_group',
    'auth_group_permission',
    'auth_permission',
    'auth_group',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
