import type { Executor } from '@/db/database';
import { AppError, notFound, validationError } from '@/lib/errors';
import { contentSearchText } from '@/lib/search-text';
import { cannotDelete } from '@/lib/admin-crud';
import { deleteContent, setPublish } from '@/modules/content-tree/tree.repository';
import {
  authoredReferences,
  hasQuestion,
  lockAuthoredRow,
  updateContentColumns,
} from './authoring-admin.repository';
import { codeTaken } from './course-admin.repository';

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
  return (await codeTaken(db, code, id)) ? { code: ['already_exists'] } : {};
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
  const row = await lockAuthoredRow(db, kind, id);
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
  await updateContentColumns(db, id, { ...own, search_text: contentSearchText(own) });
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
    if (!(await hasQuestion(db, kind, id)))
      throw new AppError(
        400,
        kind === 'test' ? 'cannot_publish_empty_test' : 'cannot_publish_empty_survey',
        'Add at least one question before publishing.',
      );
  }
  await setPublish(db, id, publish);
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
  const row = await authoredReferences(db, kind, id);
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
  await deleteContent(db, id);
}
