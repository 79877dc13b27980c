import { sql, type Kysely } from 'kysely';

/**
 * Tests and surveys: a test is a `content` row of kind 'test' plus its settings, sections and
 * question bank; each attempt keeps its own question and choice order, its answers (saved as
 * the learner goes) and the markers' scores. A survey is a `content` row of kind 'survey' plus
 * its questions and the learners' responses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Lets test and survey point at (id, kind) so their content row cannot be another kind.
  await sql`CREATE UNIQUE INDEX content_id_kind_key ON content (id, kind)`.execute(db);

  await db.schema
    .createTable('test')
    .addColumn('content_id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('test')
        .check(sql`kind = 'test'`),
    )
    .addColumn('time_limit_seconds', 'integer', (c) => c.check(sql`time_limit_seconds > 0`))
    .addColumn('pass_percent', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(60)
        .check(sql`pass_percent BETWEEN 0 AND 100`),
    )
    .addColumn('max_attempts', 'integer', (c) => c.check(sql`max_attempts >= 1`))
    .addColumn('allow_resubmit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('show_answers', 'text', (c) =>
      c
        .notNull()
        .defaultTo('never')
        .check(sql`show_answers IN ('never','after_submit','after_final')`),
    )
    .addColumn('shuffle_questions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('shuffle_choices', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'test_content_fk',
      ['content_id', 'kind'],
      'content',
      ['id', 'kind'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('test_section')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('test_id', 'integer', (c) =>
      c.notNull().references('test.content_id').onDelete('cascade'),
    )
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('test_section_test_idx')
    .on('test_section')
    .columns(['test_id', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('question')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('test_id', 'integer', (c) =>
      c.notNull().references('test.content_id').onDelete('cascade'),
    )
    .addColumn('section_id', 'integer', (c) =>
      c.notNull().references('test_section.id').onDelete('cascade'),
    )
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type IN (1,2,3,4,6)`))
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_th', 'text', (c) => c.notNull().defaultTo(''))
    // Choices, pairs, the number or the accepted answers: QuestionKeySchema without type/score.
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('score', sql`numeric(8,2)`, (c) => c.notNull().check(sql`score > 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('question_section_idx')
    .on('question')
    .columns(['section_id', 'sort', 'id'])
    .execute();
  await db.schema.createIndex('question_test_idx').on('question').column('test_id').execute();

  await db.schema
    .createTable('test_attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('test_id', 'integer', (c) =>
      c.notNull().references('test.content_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_no', 'integer', (c) => c.notNull().check(sql`attempt_no >= 1`))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(21)
        .check(sql`status IN (21,22,30,-5)`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Decided by the server at start from the test's time limit; null when untimed.
    .addColumn('deadline_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('is_auto_submitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('score', sql`numeric(8,2)`)
    .addColumn('max_score', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('test_attempt_number_unique', ['test_id', 'user_id', 'attempt_no'])
    .addCheckConstraint('test_attempt_submitted_check', sql`(status = 21) = (submitted_at IS NULL)`)
    .execute();
  // At most one open attempt per learner and test, even with two tabs racing.
  await db.schema
    .createIndex('test_attempt_open_key')
    .on('test_attempt')
    .columns(['test_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 21)
    .execute();
  await db.schema
    .createIndex('test_attempt_test_started_idx')
    .on('test_attempt')
    .columns(['test_id', 'started_at', 'id'])
    .execute();
  await db.schema
    .createIndex('test_attempt_user_idx')
    .on('test_attempt')
    .columns(['user_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('test_attempt_verifying_idx')
    .on('test_attempt')
    .columns(['test_id', 'submitted_at'])
    .where(sql.ref('status'), '=', 22)
    .execute();

  await db.schema
    .createTable('attempt_question')
    .addColumn('attempt_id', 'integer', (c) =>
      c.notNull().references('test_attempt.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('question.id').onDelete('restrict'),
    )
    .addColumn('section_id', 'integer', (c) =>
      c.notNull().references('test_section.id').onDelete('restrict'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    // Choice ids (type 1) or right item ids (type 2) in the order this attempt shows them.
    .addColumn('item_order', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('attempt_question_pk', ['attempt_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('attempt_question_section_idx')
    .on('attempt_question')
    .columns(['attempt_id', 'section_id', 'position'])
    .execute();
  await db.schema
    .createIndex('attempt_question_question_idx')
    .on('attempt_question')
    .column('question_id')
    .execute();

  await db.schema
    .createTable('attempt_answer')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('attempt_id', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    // Set when the attempt is graded; a marker sets it for description answers.
    .addColumn('score', sql`numeric(8,2)`, (c) => c.check(sql`score >= 0`))
    .addColumn('needs_marking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('attempt_answer_unique', ['attempt_id', 'question_id'])
    // An answer can only be to a question of its own attempt.
    .addForeignKeyConstraint(
      'attempt_answer_question_fk',
      ['attempt_id', 'question_id'],
      'attempt_question',
      ['attempt_id', 'question_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('attempt_answer_marking_idx')
    .on('attempt_answer')
    .column('attempt_id')
    .where(sql.ref('needs_marking'), '=', true)
    .execute();

  await db.schema
    .createTable('marking')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('answer_id', 'integer', (c) =>
      c.notNull().unique().references('attempt_answer.id').onDelete('cascade'),
    )
    .addColumn('marker_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('score', sql`numeric(8,2)`, (c) => c.notNull().check(sql`score >= 0`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('marked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('marking_marker_idx').on('marking').column('marker_id').execute();

  await db.schema
    .createTable('survey')
    .addColumn('content_id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('survey')
        .check(sql`kind = 'survey'`),
    )
    .addColumn('survey_type', 'smallint', (c) => c.notNull().check(sql`survey_type IN (0,1)`))
    .addColumn('survey_for', 'smallint', (c) => c.notNull().check(sql`survey_for BETWEEN 0 AND 3`))
    // The content (survey_for 0) or instructor (1) the survey is about.
    .addColumn('target_id', 'integer')
    .addColumn('allow_multiple_responses', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'survey_content_fk',
      ['content_id', 'kind'],
      'content',
      ['id', 'kind'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('survey_target_idx')
    .on('survey')
    .columns(['survey_for', 'target_id'])
    .where(sql.ref('target_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('survey_question')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) =>
      c.notNull().references('survey.content_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('choice','text','rating')`))
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_th', 'text', (c) => c.notNull().defaultTo(''))
    // Choices and is_multiple, or the rating scale: SurveyQuestionBodySchema without kind.
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('survey_question_survey_idx')
    .on('survey_question')
    .columns(['survey_id', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('survey_response')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) =>
      c.notNull().references('survey.content_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Always 1 unless the survey allows several responses: the unique key is the one-response rule.
    .addColumn('response_no', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`response_no >= 1`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('survey_response_unique', ['survey_id', 'user_id', 'response_no'])
    .execute();
  await db.schema
    .createIndex('survey_response_user_idx')
    .on('survey_response')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('survey_response_survey_idx')
    .on('survey_response')
    .columns(['survey_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('survey_answer')
    .addColumn('response_id', 'integer', (c) =>
      c.notNull().references('survey_response.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('survey_question.id').onDelete('cascade'),
    )
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_answer_pk', ['response_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('survey_answer_question_idx')
    .on('survey_answer')
    .column('question_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'survey_answer',
    'survey_response',
    'survey_question',
    'survey',
    'marking',
    'attempt_answer',
    'attempt_question',
    'test_attempt',
    'question',
    'test_section',
    'test',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`DROP INDEX IF EXISTS content_id_kind_key`.execute(db);
}
