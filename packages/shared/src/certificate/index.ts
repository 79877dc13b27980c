import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { LangQuerySchema } from '../learning/schemas';

/**
 * Verification codes: 16 characters of Crockford's base32 (no I, L, O, U), 80 random bits,
 * shown in groups of four (`7KQ2-M9XD-…`). Lookups accept either form, any case.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 16;

/** The code as people read and type it: upper case in groups of four. */
export function formatCertificateCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** A typed or pasted code back to its stored form, or null when it cannot be one. */
export function normaliseCertificateCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of code) if (!CERTIFICATE_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** The public page that verifies a certificate, under the portal's base URL. */
export function certificateVerifyPath(code: string): string {
  return `/certificate/verify/${formatCertificateCode(code)}`;
}

/**
 * A certificate date: '23 November 2026' in English, '23 พฤศจิกายน 2569' (Buddhist era) in
 * Thai, in the portal's time zone.
 */
export function formatCertificateDate(
  date: Date | string,
  language: string,
  timeZone = 'Asia/Bangkok',
): string {
  const locale = language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(date));
}

/** An issued certificate in the learner's lists (localized titles). */
export const CertificateItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  learner_name: z.string(),
  content: z.object({ id: z.number(), code: z.string(), content_type: z.string() }),
  content_title: z.string(),
  content_title_en: z.string(),
  content_title_th: z.string(),
  datetime_issue: z.string(),
  is_valid: z.boolean(),
  /**
   * Why it is not valid: `revoked` by an administrator, or `suspended` while the completion it
   * stands for is reopened (it returns when the learner completes again); null when valid.
   */
  invalid_reason: z.enum(['revoked', 'suspended']).nullable(),
  verify_path: z.string(),
});
export type CertificateItem = z.infer<typeof CertificateItemSchema>;

/** GET profile/library/certificate/{id}/: the item plus the wording on it. */
export const CertificateDetailSchema = CertificateItemSchema.extend({
  heading: z.string(),
  body: z.string(),
  signer_name: z.string(),
  signer_title: z.string(),
});
export type CertificateDetail = z.infer<typeof CertificateDetailSchema>;

/** Query of profile/library/certificate/. */
export const CertificateListQuerySchema = PageQuerySchema.extend(LangQuerySchema.shape);

/** Query of the PDF download: its language (en default). */
export const CertificatePdfQuerySchema = LangQuerySchema;

/** Path of certificate/verify/{code}/. */
export const CertificateCodeParamSchema = z.object({
  code: z.string().min(1, 'invalid_value').max(64, 'invalid_value'),
});

/** Answer of POST dashboard/certificate/{id}/revoke/ (body: `{ reason? }`, DecisionSchema). */
export const CertificateRevokedSchema = z.object({
  id: z.number(),
  code: z.string(),
  is_valid: z.boolean(),
  datetime_revoke: z.string().nullable(),
});
export type CertificateRevoked = z.infer<typeof CertificateRevokedSchema>;

/**
 * GET certificate/verify/{code}/ (public): only what a reader of the certificate already sees —
 * the name, the course, the date and whether it still stands.
 */
export const CertificateVerifySchema = z.object({
  code: z.string(),
  learner_name: z.string(),
  content_title_en: z.string(),
  content_title_th: z.string(),
  datetime_issue: z.string(),
  is_valid: z.boolean(),
});
export type CertificateVerify = z.infer<typeof CertificateVerifySchema>;
export * from './dashboard';
