import {
  MaterialInputSchema,
  type AdminMaterial,
  type MaterialInput,
  type MaterialKind,
} from '@portal/shared';

/** The material form as the inputs hold it: numbers as text, the upload as its file. */
export interface MaterialFormValues {
  kind: MaterialKind;
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  /** The cover's address (an uploaded image), null for none. */
  image: string | null;
  file: { id: number; name: string; size: number } | null;
  duration_seconds: string;
  page_count: string;
  article_html_en: string;
  article_html_th: string;
  external_url: string;
  is_allow_download: boolean;
  is_review_enabled: boolean;
}

/** Field name → message key of its first error. */
export type MaterialFieldErrors = Partial<Record<keyof MaterialFormValues, string>>;

export function emptyMaterial(kind: MaterialKind): MaterialFormValues {
  return {
    kind,
    code: '',
    title_en: '',
    title_th: '',
    desc_en: '',
    desc_th: '',
    image: null,
    file: null,
    duration_seconds: '',
    page_count: '',
    article_html_en: '',
    article_html_th: '',
    external_url: '',
    is_allow_download: false,
    is_review_enabled: false,
  };
}

export function materialToForm(material: AdminMaterial): MaterialFormValues {
  const file = material.media_file;
  return {
    kind: material.kind,
    code: material.code,
    title_en: material.title_en,
    title_th: material.title_th,
    desc_en: material.desc_en,
    desc_th: material.desc_th,
    image: material.image ?? null,
    file: file ? { id: file.id, name: file.original_name, size: file.size_bytes } : null,
    duration_seconds: material.duration_seconds === null ? '' : String(material.duration_seconds),
    page_count: material.page_count === null ? '' : String(material.page_count),
    article_html_en: material.article_html_en,
    article_html_th: material.article_html_th,
    external_url: material.external_url,
    is_allow_download: material.is_allow_download,
    is_review_enabled: material.is_review_enabled,
  };
}

const toCount = (value: string) => (value.trim() === '' ? null : Number(value));

/** The server's field names as the form's: the upload is `file`. */
const formField = (field: string): keyof MaterialFormValues =>
  (field === 'media_file_id' ? 'file' : field) as keyof MaterialFormValues;

/** The first message key per form field, from zod issues or the server's `errors`. */
export function materialErrors(
  issues: { path: PropertyKey[]; message: string }[] | Record<string, string[]>,
): MaterialFieldErrors {
  const errors: MaterialFieldErrors = {};
  const pairs = Array.isArray(issues)
    ? issues.map((i) => [String(i.path[0] ?? ''), i.message] as const)
    : Object.entries(issues).map(([field, keys]) => [field, keys[0] ?? ''] as const);
  for (const [field, key] of pairs) if (field && key) errors[formField(field)] ??= key;
  return errors;
}

/** Checks the form with the API's own schema and builds the request body. */
export function parseMaterialForm(
  values: MaterialFormValues,
): { ok: true; body: MaterialInput } | { ok: false; errors: MaterialFieldErrors } {
  const result = MaterialInputSchema.safeParse({
    kind: values.kind,
    code: values.code,
    title_en: values.title_en,
    title_th: values.title_th,
    desc_en: values.desc_en,
    desc_th: values.desc_th,
    image: values.image,
    media_file_id: values.file?.id ?? null,
    duration_seconds: toCount(values.duration_seconds),
    page_count: toCount(values.page_count),
    article_html_en: values.article_html_en,
    article_html_th: values.article_html_th,
    external_url: values.external_url,
    is_allow_download: values.is_allow_download,
    is_review_enabled: values.is_review_enabled,
  });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: materialErrors(result.error.issues) };
}

/** Whether the form differs from what was loaded (drives the leave-form warning). */
export function isMaterialDirty(values: MaterialFormValues, initial: MaterialFormValues) {
  return JSON.stringify(values) !== JSON.stringify(initial);
}
