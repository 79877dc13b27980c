import { z } from 'zod';
import { adminFields } from './admin-fields';
import { imageField } from './image';

/**
 * The dashboard's taxonomy calls (categories, tags, providers, instructors): their bodies (SPEC
 * §5 validation) and the rows they answer. Shared so the forms check what the server checks.
 */

const { name, optionalName, description, code, id, sort } = adminFields;

export const CategoryInputSchema = z
  .object({
    code,
    name_en: name,
    name_th: optionalName.default(''),
    parent_id: id.nullable().default(null),
    sort: sort.default(0),
  })
  .strict();
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const TagInputSchema = z
  .object({ name_en: name, name_th: optionalName.default('') })
  .strict();
export type TagInput = z.infer<typeof TagInputSchema>;

export const ProviderInputSchema = z
  .object({
    code,
    name_en: name,
    name_th: optionalName.default(''),
    about_en: description.default(''),
    about_th: description.default(''),
    /** The logo (IMAGE_RULES.logo). */
    image: imageField,
  })
  .strict();
export type ProviderInput = z.infer<typeof ProviderInputSchema>;

export const InstructorInputSchema = z
  .object({
    name_en: name,
    name_th: optionalName.default(''),
    bio_en: description.default(''),
    bio_th: description.default(''),
    provider_id: id.nullable().default(null),
    /** The photo (IMAGE_RULES.photo). */
    image: imageField,
  })
  .strict();
export type InstructorInput = z.infer<typeof InstructorInputSchema>;

/**
 * PATCH {taxonomy}/{id}/ with only this body shows or hides a category, tag, provider or
 * instructor in the front (SPEC §7 "PATCH {path}{id}/ is_display").
 */
export const DisplayToggleSchema = z.object({ is_display: z.boolean() }).strict();
export type DisplayToggle = z.infer<typeof DisplayToggleSchema>;

const taxonomyRow = {
  id: z.number(),
  name_en: z.string(),
  name_th: z.string(),
  /** Shown in the front (false: hidden from its lists, filters and pages). */
  is_display: z.boolean(),
  updated_at: z.string(),
};

/** dashboard/tag/ rows (the answers of each AdminTaxonomyRow kind follow). */
export const AdminTagRowSchema = z.object(taxonomyRow);

/** dashboard/category/ rows: a tree by parent_id. */
export const AdminCategoryRowSchema = z.object({
  ...taxonomyRow,
  code: z.string(),
  parent_id: z.number().nullable(),
  sort: z.number(),
});

/** dashboard/provider/ rows, with the logo's address. */
export const AdminProviderRowSchema = z.object({
  ...taxonomyRow,
  code: z.string(),
  about_en: z.string(),
  about_th: z.string(),
  image: z.string().nullable(),
});

/** dashboard/instructor/ rows, with the photo's address. */
export const AdminInstructorRowSchema = z.object({
  ...taxonomyRow,
  bio_en: z.string(),
  bio_th: z.string(),
  provider_id: z.number().nullable(),
  image: z.string().nullable(),
});

/**
 * A category, tag, provider or instructor as the dashboard lists it: the fields every kind has
 * (the tag row), and the fields of the other kinds' rows as optional.
 */
export type AdminTaxonomyRow = z.infer<typeof AdminTagRowSchema> &
  Partial<
    z.infer<typeof AdminCategoryRowSchema> &
      z.infer<typeof AdminProviderRowSchema> &
      z.infer<typeof AdminInstructorRowSchema>
  >;
