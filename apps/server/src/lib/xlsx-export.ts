import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Language } from '@portal/shared';
import { z } from 'zod';
import type { Executor } from '@/db/database';
import { boundedCount } from './count';

/** The most rows one export holds; past it the sheet says it was cut. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows read from the database per statement while the workbook streams out. */
const BATCH_ROWS = 2_000;
/**
 * The response schema of an export route: the answer is an xlsx stream, which is sent as bytes
 * and never passes the serializer, so the schema only says that the 200 is the file.
 */
export const XLSX_RESPONSE = { 200: z.custom<Readable>(() => true) };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text in both languages of the product. */
export interface Bilingual {
  en: string;
  th: string;
}

type Cell = string | number | boolean | Date | null | undefined;

/** One column of an export: its header in en and th, and how a row fills it. */
export interface ExportColumn<T> {
  header: Bilingual;
  value: (row: T, language: Language) => Cell;
  /** Dates are written as spreadsheet dates (UTC) with a readable format. */
  type?: 'text' | 'number' | 'date' | 'datetime' | 'boolean';
  width?: number;
}

/** Where the rows of an export come from. */
export interface ExportSource<T> {
  /** Matching rows, exact up to `cap`, more than `cap` when there are more. */
  count: (cap: number) => Promise<number>;
  /** A batch of rows in the list's order. */
  rows: (limit: number, offset: number) => Promise<T[]>;
}

/**
 * The export source of an ordered Kysely query (ties already broken, so batches are stable),
 * with an optional mapping of each batch to the rows the columns read.
 */
export function querySource<T, U = T>(
  db: Executor,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set, any selection
  query: SelectQueryBuilder<any, any, T>,
  shape?: (rows: T[]) => U[] | Promise<U[]>,
): ExportSource<U> {
  return {
    count: (cap) => boundedCount(db, query, cap),
    rows: async (limit, offset) => {
      const rows = await query.limit(limit).offset(offset).execute();
      return shape ? shape(rows) : (rows as unknown as U[]);
    },
  };
}

/** A source with nothing in it (the requester may see none of the list). */
export const EMPTY_SOURCE: ExportSource<never> = {
  count: () => Promise.resolve(0),
  rows: () => Promise.resolve([]),
};

const YES_NO: Record<Language, [string, string]> = { en: ['Yes', 'No'], th: ['ใช่', 'ไม่ใช่'] };
const FORMATS = { date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm' } as const;
const UTC: Bilingual = { en: 'UTC', th: 'เวลา UTC' };

function truncatedNote(language: Language, shown: number): string {
  const n = shown.toLocaleString('en-US');
  return language === 'th'
    ? `แสดงเฉพาะ ${n} แถวแรกเท่านั้น ข้อมูลที่ตรงกับตัวกรองมีมากกว่านี้ โปรดกรองให้แคบลงเพื่อส่งออกส่วนที่เหลือ`
    : `Only the first ${n} rows are included: more rows match these filters. Narrow the filters to export the rest.`;
}

function headerOf<T>(column: ExportColumn<T>, language: Language): string {
  const text = column.header[language];
  return column.type === 'datetime' ? `${text} (${UTC[language]})` : text;
}

/**
 * Characters XML 1.0 cannot hold, which make the workbook unreadable: C0 controls other than
 * tab, LF and CR, U+FFFE and U+FFFF, and surrogates not in a pair.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text cell as the sheet can hold it: characters XML cannot hold dropped, and CR line ends
 * written as LF (XML readers turn a raw CR into LF anyway). The text stays a string cell (the
 * writer gives it no formula), so `=HYPERLINK(…)`, `+`, `-` or `@` at its start is shown as
 * typed and never evaluated; docs/decisions.md says why no quote is added.
 */
export function exportText(text: string): string {
  return text.replace(NOT_XML, '').replace(/\r\n?/g, '\n');
}

function cellOf<T>(column: ExportColumn<T>, row: T, language: Language): Cell {
  const value = column.value(row, language);
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && column.type !== 'date' && column.type !== 'datetime')
    return exportText(value);
  if (column.type === 'boolean') return YES_NO[language][value ? 0 : 1];
  if ((column.type === 'date' || column.type === 'datetime') && !(value instanceof Date))
    return new Date(String(value));
  return value;
}

/**
 * Answers with an .xlsx of a dashboard list, streamed a batch at a time: headers in the
 * requester's language, dates as dates, at most EXPORT_MAX_ROWS rows, and when the list is
 * longer a first line saying so (and an X-Export-Truncated header). The count runs before
 * the answer starts, so a failing query still answers with a proper error.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  options: {
    /** File name without date or extension ('users'). */
    name: string;
    sheet: Bilingual;
    language: Language;
    columns: ExportColumn<T>[];
    source: ExportSource<T>;
    maxRows?: number;
  },
): Promise<FastifyReply> {
  const { columns, language, source } = options;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const total = await source.count(maxRows);
  const truncated = total > maxRows;
  const stream = new PassThrough();
  // Loaded on first use: exceljs is a large module that most requests never need.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheet[language].slice(0, 31));
  sheet.columns = columns.map((column) => ({
    width: column.width ?? (column.type === 'datetime' ? 20 : 18),
    style:
      column.type === 'date' || column.type === 'datetime' ? { numFmt: FORMATS[column.type] } : {},
  }));

  const write = async () => {
    if (truncated) {
      const note = sheet.addRow([truncatedNote(language, maxRows)]);
      note.font = { bold: true, color: { argb: 'FF9C2B00' } };
      note.commit();
    }
    const header = sheet.addRow(columns.map((column) => headerOf(column, language)));
    header.font = { bold: true };
    header.commit();
    for (let offset = 0; offset < maxRows; offset += BATCH_ROWS) {
      const rows = await source.rows(Math.min(BATCH_ROWS, maxRows - offset), offset);
      for (const row of rows) sheet.addRow(columns.map((c) => cellOf(c, row, language))).commit();
      if (rows.length < BATCH_ROWS) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed while streaming');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${options.name}-${date}.xlsx"`)
    .header('x-export-truncated', String(truncated))
    .header('cache-control', 'no-store')
    .send(stream);
}
