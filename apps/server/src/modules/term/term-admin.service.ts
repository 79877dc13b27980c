import { sql } from 'kysely';
import { TERM_PAGES, type TermVersion, type TermVersionInput } from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { plainText } from '@/lib/html';
import { notify } from '@/modules/notification/notify';

/**
 * Publishes a new version of a terms, privacy or data-consent document (plain text, as the
 * learner page shows it): its version is the kind's next, everyone's acceptance of the kind
 * falls back to "not yet" (the gate asks again), and every active person is told, in one
 * transaction with its audit row. The event key is the document, so it is told once.
 */
export async function publishTermVersion(
  db: Database,
  admin: UserRow,
  input: TermVersionInput,
  ip: string,
): Promise<TermVersion> {
  return db.transaction().execute(async (trx) => {
    // One publisher of a kind at a time: the next version number is then certain.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`term_document:${input.kind}`}))`.execute(
      trx,
    );
    const last = await trx
      .selectFrom('term_document')
      .select(({ fn }) => fn.max('version').as('version'))
      .where('kind', '=', input.kind)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    const doc = await trx
      .insertInto('term_document')
      .values({
        kind: input.kind,
        version,
        topic_en: plainText(input.topic_en),
        topic_th: plainText(input.topic_th),
        body_en: plainText(input.body_en),
        body_th: plainText(input.body_th),
        is_publish: true,
        datetime_publish: new Date(),
      })
      .returning(['id', 'topic_en', 'topic_th'])
      .executeTakeFirstOrThrow();
    await insertAudit(trx, {
      actorId: admin.id,
      action: 'publish_document',
      entity: 'term_document',
      entityId: doc.id,
      data: { kind: input.kind, version },
      ip,
    });
    const people = await trx
      .selectFrom('users')
      .select('id')
      .where('is_active', '=', true)
      .where('is_system_user', '=', false)
      .execute();
    const made = await notify(trx, {
      kind: 'term',
      key: `term:${doc.id}`,
      recipients: people.map((p) => p.id),
      path: TERM_PAGES[input.kind],
      params: { title_en: doc.topic_en, title_th: doc.topic_th },
    });
    return { id: doc.id, kind: input.kind, version, notified: made.length };
  });
}
