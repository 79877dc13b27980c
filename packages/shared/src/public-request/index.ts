import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { DESCRIPTION_LIMIT } from '../constants';
import { SurveyQuestionBodySchema, SurveyQuestionViewSchema } from '../assessment/survey';
import { adminFields } from '../learning/admin-fields';

/**
 * Public requests (issue 20 item 4, SPEC "Public request"): an administrator builds a request
 * form (sections of survey-type questions, approvers in order); a signed-in requester fills it
 * (a draft kept until submitted), then each approver in turn approves or rejects it.
 */
export const PUBLIC_REQUEST_STATUS = {
  draft: 0,
  waiting: 1,
  approved: 30,
  rejected: -3,
  canceled: -1,
} as const;
export type PublicRequestStatus =
  (typeof PUBLIC_REQUEST_STATUS)[keyof typeof PUBLIC_REQUEST_STATUS];
export const PUBLIC_REQUEST_STATUSES = Object.values(PUBLIC_REQUEST_STATUS);
export const PUBLIC_REQUEST_LIMITS = {
  sections: 20,
  questions: 50,
  approvers: 10,
  attachments: 5,
  /** Bytes of one attachment (PDF, JPEG, PNG), checked by its first bytes. */
  attachmentBytes: 2 * 1024 * 1024,
} as const;
export const PUBLIC_REQUEST_ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

const { name, optionalName, description, id } = adminFields;

export const RequestFormQuestionInputSchema = z.strictObject({
  /** The question's id when it already exists (kept, so drafts keep their answers). */
  id: id.optional(),
  text_en: name,
  text_th: optionalName.default(''),
  is_required: z.boolean().default(false),
  body: SurveyQuestionBodySchema,
});
export const RequestFormSectionInputSchema = z.strictObject({
  id: id.optional(),
  title_en: name,
  title_th: optionalName.default(''),
  questions: z
    .array(RequestFormQuestionInputSchema)
    .min(1, 'length_at_least')
    .max(PUBLIC_REQUEST_LIMITS.questions, 'length_less_than'),
});

/** The dashboard's form of a request form. */
export const RequestFormInputSchema = z.strictObject({
  title_en: name,
  title_th: optionalName.default(''),
  desc_en: description.default(''),
  desc_th: description.default(''),
  is_publish: z.boolean().default(false),
  /** A survey content the requester answers once the request is decided. */
  survey_id: id.nullable().default(null),
  sections: z
    .array(RequestFormSectionInputSchema)
    .min(1, 'length_at_least')
    .max(PUBLIC_REQUEST_LIMITS.sections, 'length_less_than'),
  /** E-mails of the users who approve, in order: step 1 first. */
  approver_emails: z
    .array(
      z.string().trim().toLowerCase().min(1, 'this_field_is_required').max(254, 'length_less_than'),
    )
    .min(1, 'length_at_least')
    .max(PUBLIC_REQUEST_LIMITS.approvers, 'length_less_than')
    .refine((emails) => new Set(emails).size === emails.length, 'duplicate_id'),
});
export type RequestFormInput = z.infer<typeof RequestFormInputSchema>;
export type RequestFormInputDraft = z.input<typeof RequestFormInputSchema>;

const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

/** GET dashboard/public-request-form/{id}/: the form as saved, with ids. */
export const AdminRequestFormSchema = z.object({
  id: z.number(),
  title_en: z.string(),
  title_th: z.string(),
  desc_en: z.string(),
  desc_th: z.string(),
  is_publish: z.boolean(),
  survey_id: z.number().nullable(),
  sections: z.array(
    z.object({
      id: z.number(),
      title_en: z.string(),
      title_th: z.string(),
      questions: z.array(
        z.object({
          id: z.number(),
          text_en: z.string(),
          text_th: z.string(),
          is_required: z.boolean(),
          body: SurveyQuestionBodySchema,
        }),
      ),
    }),
  ),
  approvers: z.array(person),
  updated_at: z.string(),
});
export type AdminRequestForm = z.infer<typeof AdminRequestFormSchema>;

/** A row of dashboard/public-request-form/. */
export const AdminRequestFormRowSchema = z.object({
  id: z.number(),
  title_en: z.string(),
  title_th: z.string(),
  is_publish: z.boolean(),
  approver_count: z.number(),
  updated_at: z.string(),
});
export type AdminRequestFormRow = z.infer<typeof AdminRequestFormRowSchema>;

/** A published form in the requester's language (GET public-request/form/). */
export const RequestFormCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  approver_count: z.number(),
});
export type RequestFormCard = z.infer<typeof RequestFormCardSchema>;

/** A form to fill: its sections and questions (survey question views). */
export const RequestFormViewSchema = RequestFormCardSchema.extend({
  sections: z.array(
    z.object({ id: z.number(), title: z.string(), questions: z.array(SurveyQuestionViewSchema) }),
  ),
  survey: z.object({ id: z.number(), title: z.string() }).nullable(),
});
export type RequestFormView = z.infer<typeof RequestFormViewSchema>;

/** A request in a list: the requester's, an approver's or the dashboard's. */
export const PublicRequestSchema = z.object({
  id: z.number(),
  form_id: z.number(),
  form_title: z.string(),
  status: z.number(),
  current_step: z.number(),
  step_count: z.number(),
  requester: person,
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  updated_at: z.string(),
});
export type PublicRequest = z.infer<typeof PublicRequestSchema>;

export const PublicRequestAnswerValueSchema = z.union([
  z.object({ choice_ids: z.array(z.string()) }),
  z.object({ text: z.string() }),
  z.object({ rating: z.number() }),
]);

/** GET public-request/{id}/: the overall info, result (steps) and survey of one request. */
export const PublicRequestDetailSchema = PublicRequestSchema.extend({
  form: RequestFormViewSchema,
  /** Question id -> the answer given. */
  answers: z.record(z.string(), PublicRequestAnswerValueSchema),
  steps: z.array(
    z.object({
      step: z.number(),
      approver: person,
      outcome: z.enum(['approved', 'rejected']).nullable(),
      comment: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
  attachments: z.array(
    z.object({ id: z.number(), name: z.string(), size: z.number(), mime_type: z.string() }),
  ),
  /** The requester may still change it (a draft of theirs). */
  can_edit: z.boolean(),
  /** The viewer is the approver it waits on. */
  can_decide: z.boolean(),
  /** The requester may withdraw it (it waits for approval). */
  can_cancel: z.boolean(),
});
export type PublicRequestDetail = z.infer<typeof PublicRequestDetailSchema>;

export const PublicRequestCreateSchema = z.strictObject({ form_id: id });
export const PublicRequestDecisionInputSchema = z.strictObject({
  comment: z.string().trim().max(DESCRIPTION_LIMIT, 'length_less_than').default(''),
});
export const PublicRequestRejectInputSchema = z.strictObject({
  comment: z
    .string({ error: 'this_field_is_required' })
    .trim()
    .min(1, 'this_field_is_required')
    .max(DESCRIPTION_LIMIT, 'length_less_than'),
});
/** An attachment: its file name and its bytes in base64. */
export const PublicRequestAttachmentInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'this_field_is_required')
    .max(120, 'length_less_than')
    .refine(
      (name) => !/[/\\]/.test(name) && !name.includes(String.fromCharCode(0)),
      'invalid_value',
    ),
  data: z
    .string()
    .min(1, 'this_field_is_required')
    .max(Math.ceil(PUBLIC_REQUEST_LIMITS.attachmentBytes / 3) * 4 + 4, 'file_size_less_than_xx')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid_value'),
});

const statusFilter = z.coerce
  .number()
  .int()
  .refine((n) => (PUBLIC_REQUEST_STATUSES as number[]).includes(n), 'invalid_choice')
  .optional();
export const PublicRequestListQuerySchema = PageQuerySchema.extend({ status: statusFilter });
export const AdminPublicRequestQuerySchema = PageQuerySchema.extend({
  status: statusFilter,
  form_id: z.coerce
    .number()
    .int()
    .min(1, 'invalid_value')
    .max(2 ** 31 - 1, 'invalid_value')
    .optional(),
});
export const AdminPublicRequestExportQuerySchema = AdminPublicRequestQuerySchema.omit({
  page: true,
  page_size: true,
});
