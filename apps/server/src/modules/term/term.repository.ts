import type { TermKind } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The newest published version of a document kind, if any. */
export async function latestPublished(db: Executor, kind: TermKind) {
  return db
    .selectFrom('term_document')
    .selectAll()
    .where('kind', '=', kind)
    .where('is_publish', '=', true)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the user has accepted this version of the document. */
export async function hasAccepted(db: Executor, userId: number, documentId: number) {
  const row = await db
    .selectFrom('term_acceptance')
    .select('id')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the user's acceptance of a document version (once: a repeat changes nothing). */
export async function insertAcceptance(
  db: Executor,
  values: { user_id: number; document_id: number; kind: TermKind; version: number; ip: string },
): Promise<void> {
  await db
    .insertInto('term_acceptance')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'document_id']).doNothing())
    .execute();
}
