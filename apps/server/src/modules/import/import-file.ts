import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADER_ALIASES,
  IMPORT_LIMITS,
  type ImportModule,
} from '@portal/shared';
import { AppError } from '@/lib/errors';
import { CFB_MAGIC, xlsLines } from './import-xls';

export type ImportFormat = 'csv' | 'xlsx' | 'xls';

/** One data row: its line in the file (the header is row 1) and its cells by column key. */
export interface ImportFileRow {
  rowNumber: number;
  values: Record<string, string>;
}

/** SPEC §5: an import file of another kind is refused with this key. */
export const fileNotAccepted = () =>
  new AppError(
    400,
    'file_not_match_accept_only_xx',
    'Only .csv, .xlsx and .xls files are accepted.',
    {
      accept: IMPORT_LIMITS.extensions,
    },
  );

export const fileTooBig = () =>
  new AppError(413, 'file_size_less_than_xx', 'The file is larger than 10 MB.', {
    limit_mb: IMPORT_LIMITS.fileBytes / 1024 / 1024,
  });

const invalidFile = (detail: string) => new AppError(400, 'invalid_import_file', detail);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The format from the extension, confirmed by the bytes: an .xlsx is a zip, an .xls an OLE2
 * compound file, a .csv is UTF-8 text without NUL bytes (so an .xlsx or a picture renamed to
 * .csv is refused too, and so is a CSV or HTML table saved with an .xls name).
 */
export function detectFormat(filename: string, content: Buffer): ImportFormat {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  if (extension === 'xlsx') {
    if (content.length < 4 || !content.subarray(0, 4).equals(ZIP_MAGIC)) throw fileNotAccepted();
    return 'xlsx';
  }
  if (extension === 'xls') {
    if (!content.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC)) throw fileNotAccepted();
    return 'xls';
  }
  if (extension === 'csv') {
    if (
      content.subarray(0, 4).equals(ZIP_MAGIC) ||
      content.subarray(0, 8).equals(CFB_MAGIC) ||
      content.includes(0)
    )
      throw fileNotAccepted();
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(content);
    } catch {
      throw fileNotAccepted();
    }
    return 'csv';
  }
  throw fileNotAccepted();
}

function columnKey(header: string): string {
  const cleaned = header.trim().replace(/^\uFEFF/, '');
  const lower = cleaned.toLowerCase().replace(/\s+/g, '_');
  return IMPORT_HEADER_ALIASES[cleaned] ?? IMPORT_HEADER_ALIASES[lower] ?? lower;
}

/** Cells to keyed rows; blank lines are skipped, the header must name the module's columns. */
function keyed(module: ImportModule, lines: { line: number; cells: string[] }[]): ImportFileRow[] {
  const [header, ...data] = lines;
  if (!header) throw invalidFile('The file is empty.');
  const keys = header.cells.map(columnKey);
  const known = IMPORT_COLUMNS[module];
  const needed = module === 'users' ? ['email', 'first_name'] : ['email', 'course_code'];
  const missing = needed.filter((k) => !keys.includes(k));
  if (missing.length)
    throw new AppError(400, 'import_missing_column', `Missing columns: ${missing.join(', ')}.`, {
      columns: missing,
    });
  const rows = data
    .filter((l) => l.cells.some((c) => c.trim() !== ''))
    .map((l) => {
      const values: Record<string, string> = {};
      keys.forEach((key, i) => {
        if (known.includes(key)) values[key] = (l.cells[i] ?? '').trim();
      });
      return { rowNumber: l.line, values };
    });
  if (rows.length === 0) throw invalidFile('The file has no rows.');
  if (rows.length > IMPORT_LIMITS.maxRows)
    throw new AppError(400, 'import_too_many_rows', `At most ${IMPORT_LIMITS.maxRows} rows.`, {
      limit: IMPORT_LIMITS.maxRows,
    });
  return rows;
}

function csvLines(content: Buffer): { line: number; cells: string[] }[] {
  try {
    const records = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch (error) {
    throw invalidFile(`The CSV file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    // Hyperlinks (an email cell often is one), rich text and formulas: what the cell shows.
    if ('text' in value && typeof value.text === 'string') return value.text;
    return cell.text;
  }
  return String(value);
}

/** Reads the first worksheet with exceljs's streaming reader. */
async function xlsxLines(content: Buffer): Promise<{ line: number; cells: string[] }[]> {
  const lines: { line: number; cells: string[] }[] = [];
  // Loaded on first use: exceljs is a large module that most requests never need.
  const { default: Excel } = await import('exceljs');
  try {
    const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([content]), {
      sharedStrings: 'cache',
      hyperlinks: 'cache',
      styles: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells: string[] = [];
        for (let i = 1; i <= row.cellCount; i += 1) cells.push(cellText(row.getCell(i)));
        lines.push({ line: row.number, cells });
        if (lines.length > IMPORT_LIMITS.maxRows + 1) break;
      }
      break; // the first worksheet only
    }
  } catch (error) {
    throw invalidFile(`The Excel file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
  return lines;
}

async function legacyLines(content: Buffer): Promise<{ line: number; cells: string[] }[]> {
  try {
    return await xlsLines(content);
  } catch (error) {
    throw invalidFile(`The Excel file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
}

/** Every data row of the file, checked for the module's columns; throws a 400 on a bad file. */
export async function readImportFile(
  module: ImportModule,
  filename: string,
  content: Buffer,
): Promise<ImportFileRow[]> {
  const format = detectFormat(filename, content);
  const lines =
    format === 'csv'
      ? csvLines(content)
      : format === 'xlsx'
        ? await xlsxLines(content)
        : await legacyLines(content);
  return keyed(module, lines);
}
