import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@portal/shared';
import type { CertificateRow, DB } from '@/db/types';
import { insertCertificateOnce, issueFacts } from './certificate.repository';
import { notify } from '@/modules/notification';

/** A fresh verification code: 80 random bits in Crockford base32. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every symbol equally likely.
  return [...bytes].map((b) => CERTIFICATE_CODE_ALPHABET[b % 32]).join('');
}

/** The learner's name as it goes on the certificate. */
export function learnerName(user: { first_name: string; last_name: string; email: string }) {
  const name = `${user.first_name} ${user.last_name}`.trim().replace(/\s+/g, ' ');
  return name || user.email;
}

/**
 * Issues the certificate of a result that has just completed, in the caller's transaction.
 * Called only by modules/enrollment/status.ts when it moves a result to a completed status.
 * Content without a certificate gets none; a result that already has one keeps it (the
 * unique learning_result_id makes a second issue a no-op, even from concurrent transactions).
 */
export async function issueCertificate(
  trx: Transaction<DB>,
  resultId: number,
): Promise<CertificateRow | null> {
  const facts = await issueFacts(trx, resultId);
  if (!facts?.is_certificate) return null;
  const { row, created } = await insertCertificateOnce(trx, {
    code: newCertificateCode(),
    user_id: facts.user_id,
    content_id: facts.content_id,
    learning_result_id: facts.result_id,
    learner_name: learnerName(facts),
    content_title_en: facts.title_en,
    content_title_th: facts.title_th.trim() || facts.title_en,
    heading_en: facts.heading_en ?? 'Certificate of Completion',
    heading_th: facts.heading_th?.trim() || 'ใบประกาศนียบัตร',
    body_en: facts.body_en ?? 'has successfully completed',
    body_th: facts.body_th?.trim() || 'ได้ผ่านการเรียนรู้หลักสูตร',
    signer_name: facts.signer_name,
    signer_title_en: facts.signer_title_en,
    signer_title_th: facts.signer_title_th,
    issued_at: facts.completed_at ?? new Date(),
  });
  if (created)
    await notify(trx, {
      kind: 'certificate',
      key: `certificate:${row.id}:issued`,
      recipients: [row.user_id],
      contentId: row.content_id,
      params: { title_en: row.content_title_en, title_th: row.content_title_th, outcome: 'issued' },
    });
  return row;
}
