import {
  certificateVerifyPath,
  normaliseCertificateCode,
  type CertificateDetail,
  type CertificateItem,
  type CertificateVerify,
  type Language,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { renderCertificatePdf } from './certificate-pdf';
import {
  certificateByCode,
  certificatePage,
  ownCertificate,
  type CertificateListRow,
} from './certificate.repository';

function toItem(row: CertificateListRow, language: Language): CertificateItem {
  return {
    id: row.id,
    code: row.code,
    learner_name: row.learner_name,
    content: { id: row.content_id, code: row.content_code, content_type: row.content_kind },
    content_title: localized({ en: row.content_title_en, th: row.content_title_th }, language),
    content_title_en: row.content_title_en,
    content_title_th: row.content_title_th,
    datetime_issue: row.issued_at.toISOString(),
    is_valid: !row.is_revoked,
    invalid_reason: !row.is_revoked
      ? null
      : row.revoke_cause === 'completion_withdrawn'
        ? 'suspended'
        : 'revoked',
    verify_path: certificateVerifyPath(row.code),
  };
}

/** The learner's certificates, newest first. */
export async function listCertificates(
  ctx: AppContext,
  user: UserRow,
  language: Language,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await certificatePage(ctx.db, user.id, page.limit, page.offset);
  return { results: rows.map((row) => toItem(row, language)), total };
}

/** One of the learner's own certificates; anyone else's is a 404, so ids reveal nothing. */
export async function getCertificate(
  ctx: AppContext,
  user: UserRow,
  id: number,
  language: Language,
): Promise<CertificateDetail> {
  const row = await ownCertificate(ctx.db, user.id, id);
  if (!row) throw notFound();
  const th = language === 'th';
  return {
    ...toItem(row, language),
    heading: localized({ en: row.heading_en, th: row.heading_th }, language),
    body: localized({ en: row.body_en, th: row.body_th }, language),
    signer_name: row.signer_name,
    signer_title: th ? row.signer_title_th || row.signer_title_en : row.signer_title_en,
  };
}

export const certificateRevoked = () =>
  new AppError(409, 'certificate_revoked', 'This certificate has been revoked.');

/** The PDF of one of the learner's own certificates, in the language asked for. */
export async function certificatePdf(
  ctx: AppContext,
  user: UserRow,
  id: number,
  language: Language,
) {
  const row = await ownCertificate(ctx.db, user.id, id);
  if (!row) throw notFound();
  if (row.is_revoked) throw certificateRevoked();
  const verifyUrl = new URL(certificateVerifyPath(row.code), ctx.config.PUBLIC_URL).toString();
  const pdf = await renderCertificatePdf({ ...row }, language, verifyUrl);
  return { pdf, fileName: `certificate-${row.code}-${language}.pdf` };
}

/** The public check of a code: who, what, when, and whether it still stands. */
export async function verifyCertificate(
  ctx: AppContext,
  input: string,
): Promise<CertificateVerify> {
  const code = normaliseCertificateCode(input);
  const row = code ? await certificateByCode(ctx.db, code) : undefined;
  if (!row) throw notFound();
  return {
    code: row.code,
    learner_name: row.learner_name,
    content_title_en: row.content_title_en,
    content_title_th: row.content_title_th,
    datetime_issue: row.issued_at.toISOString(),
    is_valid: !row.is_revoked,
  };
}
