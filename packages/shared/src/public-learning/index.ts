import { z } from 'zod';
import { adminFields } from '../learning/admin-fields';
import { imageField } from '../learning/image';
import { ARTICLE_LIMIT } from '../learning/material-admin-schemas';

/**
 * Public learning (`/public-learning/{id}`) and public providers (`/public-provider/{id}`),
 * issue 20 item 3. A public learning item is a content row of kind `public_learning` (its id is
 * the content id) published by a public provider; its learning result
 * (`public-learning/{id}/learning-result/`) is an ordinary learning result on that content.
 */
const { name, optionalName, description, id } = adminFields;
const richText = z.string().max(ARTICLE_LIMIT, 'length_less_than').default('');

/** The dashboard form of a public provider. */
export const PublicProviderInputSchema = z
  .object({
    name_en: name,
    name_th: optionalName.default(''),
    /** Rich text, sanitised by the server on save. */
    about_en: richText,
    about_th: richText,
    /** The logo (IMAGE_RULES.logo). */
    image: imageField,
    is_publish: z.boolean().default(false),
  })
  .strict();
export type PublicProviderInput = z.infer<typeof PublicProviderInputSchema>;

/** A row of dashboard/public-provider/. */
export const AdminPublicProviderRowSchema = z.object({
  id: z.number(),
  name_en: z.string(),
  name_th: z.string(),
  about_en: z.string(),
  about_th: z.string(),
  image: z.string().nullable(),
  is_publish: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPublicProviderRow = z.infer<typeof AdminPublicProviderRowSchema>;

/** The dashboard form of a public learning item. */
export const PublicLearningInputSchema = z
  .object({
    public_provider_id: id,
    title_en: name,
    title_th: optionalName.default(''),
    desc_en: description.default(''),
    desc_th: description.default(''),
    /** What the item opens: rich text, sanitised by the server on save. */
    body_en: richText,
    body_th: richText,
    /** Optionally, a published content (a course, a video…) it leads on to. */
    link_content_id: id.nullable().default(null),
    /** The cover (IMAGE_RULES.cover, 800×450). */
    image: imageField,
    is_publish: z.boolean().default(false),
  })
  .strict();
export type PublicLearningInput = z.infer<typeof PublicLearningInputSchema>;

/** A row of dashboard/public-learning/. */
export const AdminPublicLearningRowSchema = z.object({
  id: z.number(),
  public_provider_id: z.number(),
  title_en: z.string(),
  title_th: z.string(),
  desc_en: z.string(),
  desc_th: z.string(),
  body_en: z.string(),
  body_th: z.string(),
  link_content_id: z.number().nullable(),
  image: z.string().nullable(),
  is_publish: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPublicLearningRow = z.infer<typeof AdminPublicLearningRowSchema>;

/** A public provider card, in the reader's language. */
export const PublicProviderCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
});
export type PublicProviderCard = z.infer<typeof PublicProviderCardSchema>;

/** A public provider's page: the about text is sanitised HTML. */
export const PublicProviderDetailSchema = PublicProviderCardSchema.extend({ about: z.string() });
export type PublicProviderDetail = z.infer<typeof PublicProviderDetailSchema>;

/** A public learning card, in the reader's language. */
export const PublicLearningCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  image: z.string().nullable(),
  provider: PublicProviderCardSchema,
});
export type PublicLearningCard = z.infer<typeof PublicLearningCardSchema>;

/** A public learning item to read: the body is sanitised HTML. */
export const PublicLearningDetailSchema = PublicLearningCardSchema.extend({
  body: z.string(),
  /** The published content it leads on to, if any. */
  link: z.object({ id: z.number(), kind: z.string(), title: z.string() }).nullable(),
});
export type PublicLearningDetail = z.infer<typeof PublicLearningDetailSchema>;

/** The signed-in learner's result on a public learning item; null before they start. */
export const PublicLearningResultSchema = z.object({
  result: z
    .object({
      id: z.number(),
      status: z.number(),
      percent: z.number(),
      datetime_start: z.string().nullable(),
      datetime_complete: z.string().nullable(),
    })
    .nullable(),
});
export type PublicLearningResult = z.infer<typeof PublicLearningResultSchema>;

/** What the learner records: started reading, or finished. */
export const PublicLearningProgressSchema = z
  .object({ action: z.enum(['start', 'complete']) })
  .strict();
export type PublicLearningProgress = z.infer<typeof PublicLearningProgressSchema>;
