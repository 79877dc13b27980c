import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import { AppError, notFound, validationError } from '@/lib/errors';
import { contentSearchText } from '@/lib/search-text';
import { cannotDelete } from '@/lib/admin-crud';

/** The kinds the test and survey editor writes; each has its own settings table. */
export type AuthoredKind = 'test' | 'survey';

/** The content fields a test or survey form edits. */
export interface AuthoredContent {
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
}

/** The code must be free (content codes are unique across kinds). */
export async function codeErrors(
  db: Executor,
  code: string,
  id?: number,
): Promise<Record<string, string[]>> {
  let taken = db.selectFrom('content').select('id').where('code', '=', code);
  if (id) taken = taken.where('id', '<>', id);
  return (await taken.executeTakeFirst()) ? { code: ['already_exists'] } : {};
}

/** Throws the collected field errors, if any. */
export function throwIfErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Locks the test or survey row for the rest of the transaction (404 when there is none). The
 * lock is FOR UPDATE on purpose: a learner starting an attempt or sending a response takes a
 * key-share lock on this row through its foreign key, so none can slip in between counting
 * learners' answers and changing the questions.
 */
export async function lockAuthored(db: Executor, kind: AuthoredKind, id: number): Promise<void> {
  const row =
    kind === 'test'
      ? await db
          .selectFrom('test')
          .select('content_id')
          .where('content_id', '=', id)
          .forUpdate()
          .executeTakeFirst()
      : await db
          .selectFrom('survey')
          .select('content_id')
          .where('content_id', '=', id)
          .forUpdate()
          .executeTakeFirst();
  if (!row) throw notFound();
}

/** Writes the content row's own fields (search text included). */
export async function updateContentRow(
  db: Executor,
  id: number,
  input: AuthoredContent,
): Promise<void> {
  const { code, title_en, title_th, desc_en, desc_th } = input;
  const own = { code, title_en, title_th, desc_en, desc_th };
  await db
    .updateTable('content')
    .set({ ...own, search_text: contentSearchText(own), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** 409: the change would alter questions that learners have already answered. */
export function structureLocked(kind: AuthoredKind): AppError {
  return kind === 'test'
    ? new AppError(
        409,
        'test_has_attempts',
        'Learners have taken this test: only texts and settings can change.',
      )
    : new AppError(
        409,
        'survey_has_responses',
        'Learners have answered this survey: only texts and settings can change.',
      );
}

/** Publishing needs something to answer: at least one question. */
export async function setAuthoredPublished(
  db: Executor,
  kind: AuthoredKind,
  id: number,
  publish: boolean,
): Promise<void> {
  await lockAuthored(db, kind, id);
  if (publish) {
    const question =
      kind === 'test'
        ? await db.selectFrom('question').select('id').where('test_id', '=', id).executeTakeFirst()
        : await db
            .selectFrom('survey_question')
            .select('id')
            .where('survey_id', '=', id)
            .executeTakeFirst();
    if (!question)
      throw new AppError(
        400,
        kind === 'test' ? 'cannot_publish_empty_test' : 'cannot_publish_empty_survey',
        'Add at least one question before publishing.',
      );
  }
  await db
    .updateTable('content')
    .set({ is_publish: publish, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * What keeps a test or survey from being deleted: course slots holding it, courses requiring
 * it (surveys), learners' attempts or responses, and learning results on it.
 */
export async function authoredDependents(
  db: Executor,
  kind: AuthoredKind,
  id: number,
): Promise<string[]> {
  const row = await db
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
  const named: [string, unknown][] = [
    ['slot', row.slot],
    ['required_survey', row.required_survey],
    [kind === 'test' ? 'test_attempt' : 'survey_response', row.answers],
    ['learning_result', row.results],
  ];
  return named.filter(([, n]) => Number(n) > 0).map(([name, n]) => `${name} (${Number(n)})`);
}

/** Deletes a test or survey nobody uses; 424 cannot_delete_because_dependency otherwise. */
export async function deleteAuthored(db: Executor, kind: AuthoredKind, id: number): Promise<void> {
  await lockAuthored(db, kind, id);
  const dependents = await authoredDependents(db, kind, id);
  if (dependents.length > 0) throw cannotDelete(dependents);
  await db.deleteFrom('content').where('id', '=', id).execute();
}
