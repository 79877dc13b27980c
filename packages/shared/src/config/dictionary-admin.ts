import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { labelPlaceholders } from './dictionary-labels';

/** Longest label, in characters: labels are menu entries and titles, not paragraphs. */
export const LABEL_LIMIT = 200;

export const DICTIONARY_LABEL_ORDERINGS = [
  'key',
  '-key',
  'en',
  '-en',
  'th',
  '-th',
  'updated',
  '-updated',
] as const;

/** Query of GET dashboard/dict/label/: search on key, English and Thai text. */
export const DictionaryLabelQuerySchema = PageQuerySchema.extend({
  ordering: z.enum(DICTIONARY_LABEL_ORDERINGS, { error: 'invalid_choice' }).optional(),
  /** 'true' only labels an administrator changed, 'false' only those at their default. */
  is_changed: z.enum(['true', 'false'], { error: 'invalid_choice' }).optional(),
});
export type DictionaryLabelQuery = z.infer<typeof DictionaryLabelQuerySchema>;

/** A row of the dashboard's label list: the text in force and the bundled default. */
export const DictionaryLabelSchema = z.object({
  key: z.string(),
  en: z.string(),
  th: z.string(),
  /** The bundled text; null for a label the portal does not ship (left by an older version). */
  default_en: z.string().nullable(),
  default_th: z.string().nullable(),
  /** An administrator's text is in force (else the default). */
  is_changed: z.boolean(),
  datetime_update: z.string().nullable(),
});
export type DictionaryLabel = z.infer<typeof DictionaryLabelSchema>;

const label = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(LABEL_LIMIT, 'length_less_than')
  .regex(/^\P{Cc}*$/u, 'invalid_value');

/** PATCH dashboard/dict/label/{key}/: both languages, one line each. */
export const DictionaryLabelInputSchema = z.object({ en: label, th: label }).strict();
export type DictionaryLabelInput = z.infer<typeof DictionaryLabelInputSchema>;

/** Param of the label routes. */
export const DictionaryLabelParamSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,100}$/, 'invalid_value'),
});

/**
 * Field errors when a text drops or adds a `{{placeholder}}` of the default (the screen fills
 * them in, a missing one would show nothing and an unknown one would show as typed).
 */
export function placeholderErrors(
  input: DictionaryLabelInput,
  defaultEn: string | null,
): Partial<Record<'en' | 'th', string[]>> {
  if (defaultEn === null) return {};
  const wanted = labelPlaceholders(defaultEn).join(',');
  const errors: Partial<Record<'en' | 'th', string[]>> = {};
  for (const language of ['en', 'th'] as const) {
    if (labelPlaceholders(input[language]).join(',') !== wanted)
      errors[language] = ['label_placeholders_must_match'];
  }
  return errors;
}
