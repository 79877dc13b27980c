import { sql } from 'kysely';
import {
  certificateVerifyPath,
  type CertificateTemplate,
  type CertificateTemplateInput,
  type DashboardCertificate,
  type DashboardCertificateQuery,
  type Language,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { boundedCount } from '@/lib/count';
import { notFound } from '@/lib/errors';
import { containsPattern, searchWords } from '@/lib/search-text';
import { insertAudit } from '@/lib/audit';

/**
 * Issued certificates for the dashboard, newest first unless asked otherwise: by content,
 * validity and a search on the learner's name or email, the course title or the code.
 */
export async function listIssued(
  db: Executor,
  q: DashboardCertificateQuery,
  limit: number,
  offset: number,
  language: Language,
): Promise<{ rows: DashboardCertificate[]; total: number }> {
  const words = searchWords(q.search ?? '');
  const code = (q.search ?? '').replace(/[\s-]/g, '').toUpperCase();
  const base = db
    .selectFrom('certificate as z')
    .innerJoin('users as u', 'u.id', 'z.user_id')
    .innerJoin('content as c', 'c.id', 'z.content_id')
    .$if(q.content !== undefined, (b) => b.where('z.content_id', '=', q.content!))
    .$if(q.is_valid !== undefined, (b) => b.where('z.is_revoked', '=', q.is_valid === 'false'))
    .$if(words.length > 0, (b) =>
      b.where((eb) =>
        eb.or([
          eb('z.code', '=', code),
          eb.and(
            words.map((w) =>
              eb.or([
                eb('z.learner_name', 'ilike', containsPattern(w)),
                eb('u.email', 'ilike', containsPattern(w)),
                eb('c.search_text', 'ilike', containsPattern(w)),
              ]),
            ),
          ),
        ]),
      ),
    );
  const desc = q.ordering?.startsWith('-') ?? true;
  const by = (q.ordering ?? '-issued').replace(/^-/, '');
  const direction = desc ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    base
      .select([
        'z.id',
        'z.code',
        'z.learner_name',
        'z.content_title_en',
        'z.content_title_th',
        'z.issued_at',
        'z.is_revoked',
        'z.revoked_at',
        'z.revoke_cause',
        'u.id as user_id',
        'u.email',
        'c.id as content_id',
        'c.code as content_code',
      ])
      .$if(by === 'learner', (b) => b.orderBy('z.learner_name', direction))
      .orderBy('z.issued_at', direction)
      .orderBy('z.id', direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    boundedCount(db, base),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      code: r.code,
      learner_name: r.learner_name,
      user: { id: r.user_id, email: r.email },
      content: { id: r.content_id, code: r.content_code },
      content_title: (language === 'th' && r.content_title_th) || r.content_title_en,
      datetime_issue: r.issued_at.toISOString(),
      is_valid: !r.is_revoked,
      is_suspended: r.revoke_cause === 'completion_withdrawn',
      datetime_revoke: r.revoked_at ? r.revoked_at.toISOString() : null,
      verify_path: certificateVerifyPath(r.code),
    })),
  };
}

const TEMPLATE_COLUMNS = [
  'heading_en',
  'heading_th',
  'body_en',
  'body_th',
  'signer_name',
  'signer_title_en',
  'signer_title_th',
] as const;

async function templateRow(db: Executor, contentId: number | null) {
  return db
    .selectFrom('certificate_template')
    .select([...TEMPLATE_COLUMNS, 'updated_at'])
    .$if(contentId === null, (b) => b.where('content_id', 'is', null))
    .$if(contentId !== null, (b) => b.where('content_id', '=', contentId!))
    .executeTakeFirst();
}

async function assertContent(db: Executor, contentId: number) {
  const row = await db
    .selectFrom('content')
    .select('id')
    .where('id', '=', contentId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** The wording of a content's certificates: its own, else the default (is_own false). */
export async function getTemplate(
  db: Executor,
  contentId: number | null,
): Promise<CertificateTemplate> {
  if (contentId !== null) await assertContent(db, contentId);
  const own = await templateRow(db, contentId);
  const row = own ?? (contentId !== null ? await templateRow(db, null) : undefined);
  if (!row) throw notFound();
  return {
    content_id: contentId,
    is_own: own !== undefined,
    heading_en: row.heading_en,
    heading_th: row.heading_th,
    body_en: row.body_en,
    body_th: row.body_th,
    signer_name: row.signer_name,
    signer_title_en: row.signer_title_en,
    signer_title_th: row.signer_title_th,
    datetime_update: own ? own.updated_at.toISOString() : null,
  };
}

/**
 * Saves the wording for a content (or the default). Certificates already issued keep the
 * wording they were issued with. One transaction with its audit row.
 */
export async function saveTemplate(
  db: Database,
  actor: UserRow,
  contentId: number | null,
  input: CertificateTemplateInput,
  ip: string,
): Promise<CertificateTemplate> {
  return db.transaction().execute(async (trx) => {
    if (contentId !== null) await assertContent(trx, contentId);
    if (contentId === null)
      // The default wording always exists (migration 0008 seeds it).
      await trx
        .updateTable('certificate_template')
        .set({ ...input, updated_at: sql<Date>`now()` })
        .where('content_id', 'is', null)
        .execute();
    else
      await trx
        .insertInto('certificate_template')
        .values({ ...input, content_id: contentId })
        .onConflict((oc) =>
          oc
            .column('content_id')
            .where('content_id', 'is not', null)
            .doUpdateSet({ ...input, updated_at: sql<Date>`now()` }),
        )
        .execute();
    await insertAudit(trx, {
      actorId: actor.id,
      action: 'update_certificate_template',
      entity: 'certificate_template',
      entityId: contentId === null ? 'default' : contentId,
      data: input,
      ip,
    });
    return getTemplate(trx, contentId);
  });
}
