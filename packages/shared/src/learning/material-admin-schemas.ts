import { z } from 'zod';
import { adminFields, webUrl } from './admin-fields';
import { imageField } from './image';
import { MATERIAL_KINDS, type MaterialKind } from './content-types';

const { name, richDescription, code, id } = adminFields;

/** Kinds whose material is an uploaded file, and the upload kind each takes. */
export const FILE_MATERIAL_KINDS = {
  video: 'video',
  audio: 'audio',
  document: 'document',
  scorm: 'scorm',
} as const satisfies Partial<Record<MaterialKind, string>>;

export function isFileMaterialKind(kind: string): kind is keyof typeof FILE_MATERIAL_KINDS {
  return Object.hasOwn(FILE_MATERIAL_KINDS, kind);
}

/** Characters of an article in one language (HTML, before sanitising). */
export const ARTICLE_LIMIT = 200_000;

const count = z
  .number({ error: 'invalid_type' })
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(1_000_000, 'invalid_value')
  .nullable()
  .default(null);

/**
 * POST/PATCH dashboard/material/: a standalone material of any kind, in English and Thai. A file
 * kind names its upload (a stored media file), an article carries HTML (sanitised on the server),
 * an external video a web address. The kind cannot change on PATCH.
 */
export const MaterialInputSchema = z
  .object({
    kind: z.enum(MATERIAL_KINDS, { error: 'invalid_choice' }),
    code,
    title_en: name,
    title_th: name,
    /** Rich text (the editor's HTML), sanitised by the server on write. */
    desc_en: richDescription.default(''),
    desc_th: richDescription.default(''),
    /** The cover (IMAGE_RULES.cover, 800×450). */
    image: imageField,
    media_file_id: id.nullable().default(null),
    /**
     * Video and audio: the length, for progress (the browser reads it from the file; the server
     * reads it again and prefers its own). External video: the length its author enters, which
     * its completion needs.
     */
    duration_seconds: count,
    /** Document: pages, for progress. */
    page_count: count,
    article_html_en: z.string().max(ARTICLE_LIMIT, 'length_less_than').default(''),
    article_html_th: z.string().max(ARTICLE_LIMIT, 'length_less_than').default(''),
    external_url: z.string().default(''),
    is_allow_download: z.boolean().default(false),
    is_review_enabled: z.boolean().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (isFileMaterialKind(v.kind) && v.media_file_id === null)
      ctx.addIssue({ code: 'custom', path: ['media_file_id'], message: 'this_field_is_required' });
    if (v.kind === 'article' && v.article_html_en.trim() === '')
      ctx.addIssue({
        code: 'custom',
        path: ['article_html_en'],
        message: 'this_field_is_required',
      });
    if (v.kind === 'external_video') {
      const url = webUrl.safeParse(v.external_url);
      if (!url.success)
        ctx.addIssue({
          code: 'custom',
          path: ['external_url'],
          message: url.error.issues[0]?.message ?? 'input_url',
        });
    }
  });
export type MaterialInput = z.infer<typeof MaterialInputSchema>;

/** AdminMaterial as a schema: the answer of GET dashboard/material/{id}/ and its writes. */
export const AdminMaterialSchema = z.object({
  id: z.number(),
  /** One of MATERIAL_KINDS. */
  kind: z.string(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  desc_en: z.string(),
  desc_th: z.string(),
  image: z.string().nullable(),
  is_publish: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  media_file_id: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  page_count: z.number().nullable(),
  article_html_en: z.string(),
  article_html_th: z.string(),
  external_url: z.string(),
  is_allow_download: z.boolean(),
  is_review_enabled: z.boolean(),
  media_file: z
    .object({
      id: z.number(),
      original_name: z.string(),
      mime_type: z.string(),
      size_bytes: z.number(),
    })
    .nullable(),
  scorm_package: z
    .object({ version: z.string(), launch_href: z.string(), file_count: z.number() })
    .nullable(),
});

/**
 * GET dashboard/material/{id}/: the material as the dashboard edits it; its kind is one of
 * MATERIAL_KINDS (the schema declares a string).
 */
export type AdminMaterial = Omit<z.infer<typeof AdminMaterialSchema>, 'kind'> & {
  kind: MaterialKind;
};
