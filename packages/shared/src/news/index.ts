import { z } from 'zod';
import { adminFields } from '../learning/admin-fields';
import { imageField } from '../learning/image';
import { ARTICLE_LIMIT } from '../learning/material-admin-schemas';

/**
 * News (`/news`, `/news/{id}`) and informative pages (`/informative/{id}`), issue 20 item 3:
 * one entity, `kind` telling them apart. Bodies are rich text, sanitised by the server on save
 * and shown in the front as that sanitised HTML.
 */
export const NEWS_KINDS = ['news', 'informative'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

const { name, optionalName } = adminFields;
const isoDate = z.iso.datetime({ offset: true, error: 'invalid_datetime' });
const body = z.string().max(ARTICLE_LIMIT, 'length_less_than').default('');

/** The dashboard form of a news item or an informative page. */
export const NewsInputSchema = z
  .object({
    title_en: name,
    title_th: optionalName.default(''),
    body_en: body,
    body_th: body,
    /** The cover (IMAGE_RULES.cover, 800×450). */
    image: imageField,
    is_publish: z.boolean().default(false),
    datetime_publish_start: isoDate.nullable().default(null),
    datetime_publish_end: isoDate.nullable().default(null),
    /** News only: shown before the others in the list. */
    is_pinned: z.boolean().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    const { datetime_publish_start: a, datetime_publish_end: b } = v;
    if (a && b && Date.parse(b) <= Date.parse(a))
      ctx.addIssue({
        code: 'custom',
        path: ['datetime_publish_end'],
        message: 'end_time_must_be_after_start_time',
      });
  });
export type NewsInput = z.infer<typeof NewsInputSchema>;

/** A row of dashboard/news/ and dashboard/informative/. */
export const AdminNewsRowSchema = z.object({
  id: z.number(),
  kind: z.enum(NEWS_KINDS),
  title_en: z.string(),
  title_th: z.string(),
  body_en: z.string(),
  body_th: z.string(),
  image: z.string().nullable(),
  is_publish: z.boolean(),
  datetime_publish_start: z.string().nullable(),
  datetime_publish_end: z.string().nullable(),
  is_pinned: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNewsRow = z.infer<typeof AdminNewsRowSchema>;

/** A news card or an informative page link, in the reader's language. */
export const NewsCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string().nullable(),
  is_pinned: z.boolean(),
  /** When it was published: the window's start, else when it was written. */
  datetime_publish: z.string(),
});
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** A news item or an informative page to read: the body is sanitised HTML. */
export const NewsDetailSchema = NewsCardSchema.extend({ body: z.string() });
export type NewsDetail = z.infer<typeof NewsDetailSchema>;
