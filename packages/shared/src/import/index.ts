import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { pagedSchema } from '../learning/schemas';
import { isStatusOf, statusSchema } from '../status';

/** What an import file fills: accounts, or enrolments of existing accounts in courses. */
export const IMPORT_MODULES = ['users', 'enrollments'] as const;
export type ImportModule = (typeof IMPORT_MODULES)[number];

/** Import history statuses (SPEC §3): percent is forced to 100 once succeeded. */
export const IMPORT_STATUS = { failed: -1, in_progress: 2, succeeded: 3 } as const;
export type ImportStatus = (typeof IMPORT_STATUS)[keyof typeof IMPORT_STATUS];

/** Limits shared by the upload form and the server. */
export const IMPORT_LIMITS = {
  /** SPEC §9 default file limit, 10 MB. */
  fileBytes: 10 * 1024 * 1024,
  /** Rows past the header line (bench/import.ts imports this many in one file). */
  maxRows: 100_000,
  /** SPEC §5 "excel" kind: CSV, Excel 2007+ and legacy Excel 97-2003 (BIFF8) workbooks. */
  extensions: ['csv', 'xlsx', 'xls'] as const,
  /** Rows written per transaction (progress is published after each); the least for users. */
  batchRows: 50,
  /** A users file is cut into about 100 batches, of at most this many rows. */
  maxBatchRows: 1000,
  /** Data rows the preview shows before the import runs (issue 21 item 16). */
  previewRows: 5,
  /** Columns the preview shows and a mapping may name (0 to maxColumns - 1). */
  maxColumns: 100,
} as const;

const text = (max: number) => z.string().trim().max(max, 'length_less_than');
const required = (max: number) =>
  z
    .string({ error: 'this_field_is_required' })
    .trim()
    .min(1, 'this_field_is_required')
    .max(max, 'length_less_than');
const email = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(254, 'length_less_than')
  .pipe(z.email({ error: 'invalid_email' }));

/** One row of a users file. Header names are these keys (Thai aliases in IMPORT_HEADER_ALIASES). */
export const ImportUserRowSchema = z.object({
  email,
  first_name: required(200),
  last_name: text(200).default(''),
  /** The name in Thai (optional columns). */
  first_name_th: text(150).default(''),
  last_name_th: text(150).default(''),
  department: text(200).default(''),
  position: text(200).default(''),
  language: z
    .enum(['en', 'th', ''], { error: 'invalid_choice' })
    .default('')
    .transform((v) => (v === '' ? 'en' : v)),
  /** Optional: without one the account signs in after a password reset. */
  password: z.string().max(128, 'length_less_than').default(''),
  /**
   * Optional (issue 19): the manager's email, an existing account or an earlier row of the file;
   * the account joins that manager's team.
   */
  manager: z
    .string()
    .trim()
    .max(254, 'length_less_than')
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'invalid_email'),
});
export type ImportUserRow = z.infer<typeof ImportUserRowSchema>;

/** One row of an enrolments file: an existing account and a course code. */
export const ImportEnrollmentRowSchema = z.object({
  email,
  course_code: required(100),
});
export type ImportEnrollmentRow = z.infer<typeof ImportEnrollmentRowSchema>;

/** Header names people write in Thai files, mapped to the keys above. */
export const IMPORT_HEADER_ALIASES: Record<string, string> = {
  อีเมล: 'email',
  ชื่อ: 'first_name',
  นามสกุล: 'last_name',
  'ชื่อ (ภาษาไทย)': 'first_name_th',
  'นามสกุล (ภาษาไทย)': 'last_name_th',
  แผนก: 'department',
  ตำแหน่ง: 'position',
  ภาษา: 'language',
  รหัสผ่าน: 'password',
  ผู้จัดการ: 'manager',
  รหัสหลักสูตร: 'course_code',
  code: 'course_code',
};

/** The columns each module reads; the first is required in the header. */
export const IMPORT_COLUMNS: Record<ImportModule, readonly string[]> = {
  users: [
    'email',
    'first_name',
    'last_name',
    'first_name_th',
    'last_name_th',
    'department',
    'position',
    'language',
    'password',
    'manager',
  ],
  enrollments: ['email', 'course_code'],
};

/** The columns a file of each module must have (the others may be left out). */
export const IMPORT_REQUIRED_COLUMNS: Record<ImportModule, readonly string[]> = {
  users: ['email', 'first_name'],
  enrollments: ['email', 'course_code'],
};

/**
 * A column's header in a template: the English key, or its Thai alias for a Thai viewer (the
 * parser reads both).
 */
export function importHeader(column: string, language: 'en' | 'th'): string {
  if (language === 'en') return column;
  return (
    Object.entries(IMPORT_HEADER_ALIASES).find(
      ([alias, key]) => key === column && /[\u0E00-\u0E7F]/.test(alias),
    )?.[0] ?? column
  );
}

/** GET dashboard/import/{module}/template/?format=: an empty file with the module's headers. */
export const ImportTemplateQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'invalid_choice' }).default('xlsx'),
});

export const ImportModuleParamSchema = z.object({
  module: z.enum(IMPORT_MODULES, { error: 'invalid_choice' }),
});

/** POST dashboard/import/{module}/?filename=: the body is the file itself. */
export const ImportUploadQuerySchema = z.object({
  filename: z
    .string({ error: 'this_field_is_required' })
    .trim()
    .min(1, 'this_field_is_required')
    .max(255, 'length_less_than'),
  format: z.literal('json').optional(),
});

/**
 * A column mapping (issue 21 item 16): each field of the module to the 0-based index of the
 * file's column that holds it. Absent fields are not in the file; a mapped import ignores the
 * header's names.
 */
export type ImportColumnMapping = Partial<Record<string, number>>;

const columnIndex = z.coerce
  .number({ error: 'invalid_choice' })
  .int('invalid_choice')
  .min(0, 'invalid_choice')
  .max(IMPORT_LIMITS.maxColumns - 1, 'invalid_choice')
  .optional();

/** Every field any module reads, as the `col_{field}` query parameters of a mapped upload. */
const ALL_IMPORT_FIELDS = [...new Set(Object.values(IMPORT_COLUMNS).flat())];
const mappingShape = Object.fromEntries(
  ALL_IMPORT_FIELDS.map((field) => [`col_${field}`, columnIndex]),
) as Record<`col_${string}`, typeof columnIndex>;

/**
 * POST dashboard/import/{module}/?filename=[&col_{field}=index…]: the body is the file; with any
 * `col_` parameter the import reads the columns so mapped (the required fields must be).
 */
export const ImportMappedUploadQuerySchema = ImportUploadQuerySchema.extend(mappingShape);

/** The mapping named by an upload's `col_{field}` parameters for the module, or null if none. */
export function mappingFromQuery(
  module: ImportModule,
  query: Record<string, unknown>,
): ImportColumnMapping | null {
  const mapping: ImportColumnMapping = {};
  let any = false;
  for (const field of ALL_IMPORT_FIELDS) {
    const value = query[`col_${field}`];
    if (typeof value !== 'number') continue;
    any = true;
    if (IMPORT_COLUMNS[module].includes(field)) mapping[field] = value;
  }
  return any ? mapping : null;
}

/** The required fields of the module a mapping leaves out. */
export function unmappedRequired(module: ImportModule, mapping: ImportColumnMapping): string[] {
  return IMPORT_REQUIRED_COLUMNS[module].filter((field) => mapping[field] === undefined);
}

/**
 * Answer of POST dashboard/import/{module}/preview/?filename=: the file's header cells, its first
 * data rows (IMPORT_LIMITS.previewRows, cells as read), its row count and the mapping the server
 * suggests from the header names (English keys and Thai headers; null: no column found).
 */
export const ImportPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.object({ row_number: z.number(), cells: z.array(z.string()) })),
  total_rows: z.number(),
  fields: z.array(z.object({ field: z.string(), required: z.boolean() })),
  mapping: z.record(z.string(), z.number().nullable()),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** GET dashboard/import/: history, newest first unless ordered otherwise. */
export const ImportHistoryQuerySchema = PageQuerySchema.extend({
  module: z.enum(IMPORT_MODULES, { error: 'invalid_choice' }).optional(),
  status: z.coerce.number().int().refine(isStatusOf(IMPORT_STATUS), 'invalid_choice').optional(),
});

/** Orderings the history list accepts (`-` for descending). */
export const IMPORT_ORDERINGS = ['created_at', 'input_filename', 'percent', 'status'] as const;

/** An import history item (SPEC §3) with its counts. */
export const ImportHistoryItemSchema = z.object({
  id: z.number(),
  module: z.enum(IMPORT_MODULES),
  input_filename: z.string(),
  percent: z.number(),
  status: statusSchema(IMPORT_STATUS),
  total_rows: z.number(),
  ok_rows: z.number(),
  failed_rows: z.number(),
  created_by: z.number().nullable(),
  created_by_email: z.string().nullable(),
  datetime_create: z.string(),
  datetime_update: z.string(),
  error_code: z.string().nullable(),
});
export type ImportHistoryItem = z.infer<typeof ImportHistoryItemSchema>;

/** Answer of GET dashboard/import/. */
export const ImportHistoryPageSchema = pagedSchema(ImportHistoryItemSchema);

/** One refused cell or row of an import. */
export const ImportRowErrorSchema = z.object({
  id: z.number(),
  row_number: z.number(),
  field: z.string(),
  code: z.string(),
  value: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** Answer of GET dashboard/import/{id}/error/. */
export const ImportRowErrorPageSchema = pagedSchema(ImportRowErrorSchema);

/**
 * WebSocket messages (SPEC §7 websocket/alert/import/[{module}/]): the server sends
 * `import_history` for each progress step of one import and `import_history_processing_list`
 * (the imports in progress) on connect and whenever the client sends that event.
 */
export type ImportSocketMessage =
  | { event: 'import_history'; data: ImportHistoryItem }
  | { event: 'import_history_processing_list'; data: ImportHistoryItem[] };

/** Percent of rows done, floored (SPEC §9), 100 once succeeded. */
export function importPercent(done: number, total: number, status?: ImportStatus): number {
  if (status === IMPORT_STATUS.succeeded) return 100;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done * 100) / total));
}
