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
