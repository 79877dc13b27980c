import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import type { CertificateTable } from '@/db/types';
import type { Insertable, Transaction } from 'kysely';
import type { DB } from '@/db/types';

/** What issuing needs to know about a completed result: the content, the learner, the wording. */
export async function issueFacts(trx: Transaction<DB>, resultId: number) {
  return trx
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('certificate_template as own', 'own.content_id', 'c.id')
    .leftJoin('certificate_template as fallback', (join) =>
      join.on('fallback.content_id', 'is', null),
    )
    .select([
      'r.id as result_id',
      'r.user_id',
      'r.completed_at',
      'c.id as content_id',
      'c.is_certificate',
      'c.title_en',
      'c.title_th',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<string | null>`coalesce(own.heading_en, fallback.heading_en)`.as('heading_en'),
      sql<string | null>`coalesce(own.heading_th, fallback.heading_th)`.as('heading_th'),
      sql<string | null>`coalesce(own.body_en, fallback.body_en)`.as('body_en'),
      sql<string | null>`coalesce(own.body_th, fallback.body_th)`.as('body_th'),
      sql<string>`coalesce(own.signer_name, fallback.signer_name, '')`.as('signer_name'),
      sql<string>`coalesce(own.signer_title_en, fallback.signer_title_en, '')`.as(
        'signer_title_en',
      ),
      sql<string>`coalesce(own.signer_title_th, fallback.signer_title_th, '')`.as(
        'signer_title_th',
      ),
    ])
    .where('r.id', '=', resultId)
    .executeTakeFirst();
}

/**
 * Inserts the certificate unless the result already has one; answers the row either way.
 * `unique(learning_result_id)` makes this safe whatever the callers do at the same time.
 */
export async function insertCertificateOnce(
  trx: Transaction<DB>,
  values: Insertable<CertificateTable>,
) {
  const inserted = await trx
    .insertInto('certificate')
    .values(values)
    .onConflict((oc) => oc.column('learning_result_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await trx
    .selectFrom('certificate')
    .selectAll()
    .where('learning_result_id', '=', values.learning_result_id)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

const ITEM_COLUMNS = [
  'z.id',
  'z.code',
  'z.learner_name',
  'z.content_title_en',
  'z.content_title_th',
  'z.issued_at',
  'z.is_revoked',
  'z.revoke_cause',
  'z.heading_en',
  'z.heading_th',
  'z.body_en',
  'z.body_th',
  'z.signer_name',
  'z.signer_title_en',
  'z.signer_title_th',
  'c.id as content_id',
  'c.code as content_code',
  'c.kind as content_kind',
] as const;

/** A page of the learner's certificates, newest first (index certificate_user_issued_idx). */
export async function certificatePage(db: Executor, userId: number, limit: number, offset: number) {
  const base = db
    .selectFrom('certificate as z')
    .innerJoin('content as c', 'c.id', 'z.content_id')
    .where('z.user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base
      .select(ITEM_COLUMNS)
      .orderBy('z.issued_at', 'desc')
      .orderBy('z.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
export type CertificateListRow = Awaited<ReturnType<typeof certificatePage>>['rows'][number];

/** One of the learner's own certificates; another learner's is not found. */
export async function ownCertificate(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('certificate as z')
    .innerJoin('content as c', 'c.id', 'z.content_id')
    .select(ITEM_COLUMNS)
    .where('z.id', '=', id)
    .where('z.user_id', '=', userId)
    .executeTakeFirst();
}

/** The certificate with this code, for the public check. */
export async function certificateByCode(db: Executor, code: string) {
  return db
    .selectFrom('certificate')
    .select([
      'code',
      'learner_name',
      'content_title_en',
      'content_title_th',
      'issued_at',
      'is_revoked',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}
