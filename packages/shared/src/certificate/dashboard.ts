import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { DESCRIPTION_LIMIT, TEXT_LIMIT } from '../constants';

const id = z.coerce
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');

export const DASHBOARD_CERTIFICATE_ORDERINGS = [
  'issued',
  '-issued',
  'learner',
  '-learner',
] as const;

/** Query of GET dashboard/certificate/: search on learner, email, course title or code. */
export const DashboardCertificateQuerySchema = PageQuerySchema.extend({
  content: id.optional(),
  /** 'true' valid only, 'false' revoked only. */
  is_valid: z.enum(['true', 'false'], { error: 'invalid_choice' }).optional(),
  ordering: z.enum(DASHBOARD_CERTIFICATE_ORDERINGS, { error: 'invalid_choice' }).optional(),
  lang: z.enum(['en', 'th']).optional(),
});
export type DashboardCertificateQuery = z.infer<typeof DashboardCertificateQuerySchema>;

/** A row of the dashboard's certificate list. */
export const DashboardCertificateSchema = z.object({
  id: z.number(),
  code: z.string(),
  learner_name: z.string(),
  user: z.object({ id: z.number(), email: z.string() }),
  content: z.object({ id: z.number(), code: z.string() }),
  content_title: z.string(),
  datetime_issue: z.string(),
  is_valid: z.boolean(),
  /**
   * Not valid because the completion was taken back (a status change away from completed); it
   * becomes valid again when the result completes again. False when revoked by hand.
   */
  is_suspended: z.boolean(),
  datetime_revoke: z.string().nullable(),
  verify_path: z.string(),
});
export type DashboardCertificate = z.infer<typeof DashboardCertificateSchema>;

const text = (limit: number) =>
  z.string({ error: 'this_field_is_required' }).trim().max(limit, 'length_less_than');

/**
 * The wording printed on a content's certificates (or the default one), in English and Thai.
 * Plain text: it goes into a PDF, never into HTML.
 */
export const CertificateTemplateInputSchema = z
  .object({
    heading_en: text(TEXT_LIMIT).min(1, 'this_field_is_required'),
    heading_th: text(TEXT_LIMIT),
    body_en: text(DESCRIPTION_LIMIT).min(1, 'this_field_is_required'),
    body_th: text(DESCRIPTION_LIMIT),
    signer_name: text(TEXT_LIMIT),
    signer_title_en: text(TEXT_LIMIT),
    signer_title_th: text(TEXT_LIMIT),
  })
  .strict();
export type CertificateTemplateInput = z.infer<typeof CertificateTemplateInputSchema>;

/** GET/PUT dashboard/certificate-template/{contentid}/ (or .../default/). */
export const CertificateTemplateSchema = CertificateTemplateInputSchema.extend({
  /** null for the default wording. */
  content_id: z.number().nullable(),
  /** False when the content has no wording of its own and the default is shown. */
  is_own: z.boolean(),
  datetime_update: z.string().nullable(),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplateSchema>;

/** Param of the template routes: a content id, or 'default'. */
export const CertificateTemplateParamSchema = z.object({
  id: z.union([z.literal('default'), id], { error: 'invalid_id' }),
});
