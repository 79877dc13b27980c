import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADER_ALIASES,
  IMPORT_LIMITS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportModule,
} from '@portal/shared';
import { AppError } from '@/lib/errors';
import { CFB_MAGIC, xlsLines } from './import-xls';
import { checkImportZip } from './import-zip';

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

const tooManyRows = () =>
  new AppError(400, 'import_too_many_rows', `At most ${IMPORT_LIMITS.maxRows} rows.`, {
    limit: IMPORT_LIMITS.maxRows,
  });

/**
 * Keys the lines of a file as they are read: the first line is the header (it must name the
 * module's columns), blank lines are skipped, and one data row past IMPORT_LIMITS.maxRows stops
 * the reading at once.
 */
class RowCollector {
  private keys: string[] | null = null;
  readonly rows: ImportFileRow[] = [];
  constructor(private readonly module: ImportModule) {}

  add(line: number, cells: string[]): void {
    if (!this.keys) {
      this.keys = cells.map(columnKey);
      const needed = IMPORT_REQUIRED_COLUMNS[this.module];
      const missing = needed.filter((k) => !this.keys?.includes(k));
      if (missing.length)
        throw new AppError(
          400,
          'import_missing_column',
          `Missing columns: ${missing.join(', ')}.`,
          {
            columns: missing,
          },
        );
      return;
    }
    if (!cells.some((c) => c.trim() !== '')) return;
    if (this.rows.length >= IMPORT_LIMITS.maxRows) throw tooManyRows();
    const known = IMPORT_COLUMNS[this.module];
    const values: Record<string, string> = {};
    this.keys.forEach((key, i) => {
      if (known.includes(key)) values[key] = (cells[i] ?? '').trim();
    });
    this.rows.push({ rowNumber: line, values });
  }

  finish(): ImportFileRow[] {
    if (!this.keys) throw invalidFile('The file is empty.');
    if (this.rows.length === 0) throw invalidFile('The file has no rows.');
    return this.rows;
  }
}

/** 64 KB at a time, so the parser stops soon after the row limit. */
function* chunks(content: Buffer) {
  for (let i = 0; i < content.length; i += 65_536) yield content.subarray(i, i + 65_536);
}

/** Streams the CSV through csv-parse into the collector. */
async function csvLines(content: Buffer, collector: RowCollector): Promise<void> {
  const parser = Readable.from(chunks(content)).pipe(
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }),
  );
  try {
    for await (const record of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>)
      collector.add(record.info.lines, record.record);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile(`The CSV file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  } finally {
    parser.destroy();
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

/**
 * Reads the first worksheet with exceljs's streaming reader, once the zip passed the inflation
 * limits (import-zip.ts).
 */
async function xlsxLines(content: Buffer, collector: RowCollector): Promise<void> {
  await checkImportZip(content);
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
        collector.add(row.number, cells);
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile(`The Excel file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
}

async function legacyLines(content: Buffer, collector: RowCollector): Promise<void> {
  let lines: { line: number; cells: string[] }[];
  try {
    lines = await xlsLines(content);
  } catch (error) {
    throw invalidFile(`The Excel file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
  for (const { line, cells } of lines) collector.add(line, cells);
}

/**
 * Every data row of the file, checked for the module's columns; throws a 400 on a bad file.
 * This is CPU work on the calling thread: the server calls it in a worker (import-parse.ts).
 */
export async function readImportFile(
  module: ImportModule,
  filename: string,
  content: Buffer,
): Promise<ImportFileRow[]> {
  const format = detectFormat(filename, content);
  const collector = new RowCollector(module);
  if (format === 'csv') await csvLines(content, collector);
  else if (format === 'xlsx') await xlsxLines(content, collector);
  else await legacyLines(content, collector);
  return collector.finish();
}
