import type { Term, TermKind } from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import { hasAccepted, insertAcceptance, latestPublished } from './term.repository';

/** The published document of a kind in the language asked, and whether the user accepted it. */
export async function publishedDocument(
  db: Database,
  kind: TermKind,
  lang: string,
  user: UserRow | null,
): Promise<Term> {
  const doc = await latestPublished(db, kind);
  if (!doc) throw notFound();
  return {
    id: doc.id,
    kind,
    version: doc.version,
    topic: lang === 'th' && doc.topic_th ? doc.topic_th : doc.topic_en,
    body: lang === 'th' && doc.body_th ? doc.body_th : doc.body_en,
    is_publish: doc.is_publish,
    is_accepted: user ? await hasAccepted(db, user.id, doc.id) : false,
    datetime_publish: doc.datetime_publish ? doc.datetime_publish.toISOString() : null,
  };
}

/**
 * Records that the user accepted the published version `documentId` (PDPA record, with its
 * audit row); 409 when a newer version was published since the user read it.
 */
export async function acceptDocument(
  db: Database,
  kind: TermKind,
  user: UserRow,
  documentId: number,
  ip: string,
): Promise<void> {
  const doc = await latestPublished(db, kind);
  if (!doc) throw notFound();
  if (doc.id !== documentId) {
    throw new AppError(
      409,
      'document_outdated',
      'A newer version of this document was published. Read it again.',
    );
  }
  await db.transaction().execute(async (trx) => {
    await insertAcceptance(trx, {
      user_id: user.id,
      document_id: doc.id,
      kind,
      version: doc.version,
      ip,
    });
    await insertAudit(trx, {
      actorId: user.id,
      action: 'accept_document',
      entity: 'term_document',
      entityId: doc.id,
      data: { kind, version: doc.version },
      ip,
    });
  });
}
