import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import type { AuthoredKind } from './authoring-admin';

/** The SQL the test and survey editor shares: the settings row's lock, questions, dependents. */

/**
 * The test or survey settings row locked FOR UPDATE for the rest of the transaction; undefined
 * when there is none.
 */
export async function lockAuthoredRow(db: Executor, kind: AuthoredKind, id: number) {
  return kind === 'test'
    ? db
        .selectFrom('test')
        .select('content_id')
        .where('content_id', '=', id)
        .forUpdate()
        .executeTakeFirst()
    : db
        .selectFrom('survey')
        .select('content_id')
        .where('content_id', '=', id)
        .forUpdate()
        .executeTakeFirst();
}

/** Writes a content row's own columns and its updated_at. */
export async function updateContentColumns(
  db: Executor,
  id: number,
  columns: {
    code: string;
    title_en: string;
    title_th: string;
    desc_en: string;
    desc_th: string;
    search_text: string;
  },
): Promise<void> {
  await db
    .updateTable('content')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether the test or survey has at least one question. */
export async function hasQuestion(db: Executor, kind: AuthoredKind, id: number) {
  const question =
    kind === 'test'
      ? await db.selectFrom('question').select('id').where('test_id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('survey_question')
          .select('id')
          .where('survey_id', '=', id)
          .executeTakeFirst();
  return Boolean(question);
}

/**
 * How many rows refer to a test or survey: course slots holding it, courses requiring it,
 * learners' attempts or responses, learning results on it (counts as the driver answers them).
 */
export async function authoredReferences(db: Executor, kind: AuthoredKind, id: number) {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('slot')
        .select(eb.fn.countAll<string>().as('n'))
        .where('child_id', '=', id)
        .as('slot'),
      eb
        .selectFrom('content')
        .select(eb.fn.countAll<string>().as('n'))
        .where('required_survey_id', '=', id)
        .as('required_survey'),
      kind === 'test'
        ? eb
            .selectFrom('test_attempt')
            .select(eb.fn.countAll<string>().as('n'))
            .where('test_id', '=', id)
            .as('answers')
        : eb
            .selectFrom('survey_response')
            .select(eb.fn.countAll<string>().as('n'))
            .where('survey_id', '=', id)
            .as('answers'),
      eb
        .selectFrom('learning_result')
        .select(eb.fn.countAll<string>().as('n'))
        .where('content_id', '=', id)
        .as('results'),
    ])
    .executeTakeFirstOrThrow();
}
