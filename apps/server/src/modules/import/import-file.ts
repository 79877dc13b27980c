import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADER_ALIASES,
  IMPORT_LIMITS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumnMapping,
  type ImportModule,
  type ImportPreview,
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

/** The field a header names: the English key (any case, spaces for underscores) or a Thai alias. */
export function columnKey(header: string): string {
  const cleaned = header.trim().replace(/^\uFEFF/, '');
  const lower = cleaned.toLowerCase().replace(/\s+/g, '_');
  return IMPORT_HEADER_ALIASES[cleaned] ?? IMPORT_HEADER_ALIASES[lower] ?? lower;
}

const tooManyRows = () =>
  new AppError(400, 'import_too_many_rows', `At most ${IMPORT_LIMITS.maxRows} rows.`, {
    limit: IMPORT_LIMITS.maxRows,
  });

/** Takes a file's lines as they are read (line number, cells). */
interface LineSink {
  add(line: number, cells: string[]): void;
}

/** A line with no cell filled: skipped, and not counted as a row. */
const isBlank = (cells: string[]) => !cells.some((c) => c.trim() !== '');

/**
 * Keys the lines of a file as they are read: the first line is the header, blank lines are
 * skipped, and one data row past IMPORT_LIMITS.maxRows stops the reading at once. Without a
 * mapping the header must name the module's required columns; with one (issue 21 item 16) each
 * field is read from its mapped column whatever the header says, and every mapped column must
 * be in the header line.
 */
class RowCollector implements LineSink {
  private keys: string[] | null = null;
  readonly rows: ImportFileRow[] = [];
  constructor(
    private readonly module: ImportModule,
    private readonly mapping: ImportColumnMapping | null = null,
  ) {}

  private header(cells: string[]): string[] {
    if (this.mapping) {
      const mapping = this.mapping;
      const outside = IMPORT_COLUMNS[this.module].filter(
        (field) => (mapping[field] ?? -1) >= cells.length,
      );
      if (outside.length)
        throw new AppError(
          400,
          'import_column_not_in_file',
          `Mapped columns not in the file: ${outside.join(', ')}.`,
          { columns: outside },
        );
      const keys = cells.map(() => '');
      for (const field of IMPORT_COLUMNS[this.module]) {
        const index = mapping[field];
        if (index !== undefined) keys[index] = field;
      }
      return keys;
    }
    const keys = cells.map(columnKey);
    const missing = IMPORT_REQUIRED_COLUMNS[this.module].filter((k) => !keys.includes(k));
    if (missing.length)
      throw new AppError(400, 'import_missing_column', `Missing columns: ${missing.join(', ')}.`, {
        columns: missing,
      });
    return keys;
  }

  add(line: number, cells: string[]): void {
    if (!this.keys) {
      this.keys = this.header(cells);
      return;
    }
    if (isBlank(cells)) return;
    if (this.rows.length >= IMPORT_LIMITS.maxRows) throw tooManyRows();
    const values: Record<string, string> = {};
    if (this.mapping) {
      // A column may feed several fields, so read by field rather than by column.
      for (const field of IMPORT_COLUMNS[this.module]) {
        const index = this.mapping[field];
        if (index !== undefined) values[field] = (cells[index] ?? '').trim();
      }
    } else {
      const known = IMPORT_COLUMNS[this.module];
      this.keys.forEach((key, i) => {
        if (known.includes(key)) values[key] = (cells[i] ?? '').trim();
      });
    }
    this.rows.push({ rowNumber: line, values });
  }

  finish(): ImportFileRow[] {
    if (!this.keys) throw invalidFile('The file is empty.');
    if (this.rows.length === 0) throw invalidFile('The file has no rows.');
    return this.rows;
  }
}

/** A preview cell is cut to this many characters. */
const PREVIEW_CELL_CHARS = 200;
const previewCell = (cell: string | undefined) => (cell ?? '').trim().slice(0, PREVIEW_CELL_CHARS);

/**
 * The preview of a file (issue 21 item 16): the header's cells (trailing empty ones dropped, at
 * most IMPORT_LIMITS.maxColumns), the first data rows cut to the header's width, the number of
 * data rows (the row limit applies as for the import) and the mapping suggested by the header
 * names. The header is not required to name any column: that is what the mapping is for.
 */
class PreviewCollector implements LineSink {
  private headers: string[] | null = null;
  private readonly rows: ImportPreview['rows'] = [];
  private count = 0;
  constructor(private readonly module: ImportModule) {}

  add(line: number, cells: string[]): void {
    if (!this.headers) {
      const width = cells.reduce((last, cell, i) => (cell.trim() ? i + 1 : last), 0);
      this.headers = cells.slice(0, Math.min(width, IMPORT_LIMITS.maxColumns)).map(previewCell);
      return;
    }
    if (isBlank(cells)) return;
    if (this.count >= IMPORT_LIMITS.maxRows) throw tooManyRows();
    this.count += 1;
    if (this.rows.length < IMPORT_LIMITS.previewRows)
      this.rows.push({
        row_number: line,
        cells: this.headers.map((_, i) => previewCell(cells[i])),
      });
  }

  finish(): ImportPreview {
    if (!this.headers || this.headers.length === 0) throw invalidFile('The file is empty.');
    if (this.count === 0) throw invalidFile('The file has no rows.');
    const keys = this.headers.map(columnKey);
    const required = IMPORT_REQUIRED_COLUMNS[this.module];
    const fields = IMPORT_COLUMNS[this.module];
    return {
      headers: this.headers,
      rows: this.rows,
      total_rows: this.count,
      fields: fields.map((field) => ({ field, required: required.includes(field) })),
      mapping: Object.fromEntries(
        fields.map((field) => {
          const index = keys.indexOf(field);
          return [field, index < 0 ? null : index];
        }),
      ),
    };
  }
}

/** 64 KB at a time, so the parser stops soon after the row limit. */
function* chunks(content: Buffer) {
  for (let i = 0; i < content.length; i += 65_536) yield content.subarray(i, i + 65_536);
}

/** Streams the CSV through csv-parse into the collector. */
async function csvLines(content: Buffer, collector: LineSink): Promise<void> {
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
async function xlsxLines(content: Buffer, collector: LineSink): Promise<void> {
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

async function legacyLines(content: Buffer, collector: LineSink): Promise<void> {
  let lines: { line: number; cells: string[] }[];
  try {
    lines = await xlsLines(content);
  } catch (error) {
    throw invalidFile(`The Excel file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
  for (const { line, cells } of lines) collector.add(line, cells);
}

/** Feeds every line of the file, by its format, to the sink. */
async function readLines(filename: string, content: Buffer, sink: LineSink): Promise<void> {
  const format = detectFormat(filename, content);
  if (format === 'csv') await csvLines(content, sink);
  else if (format === 'xlsx') await xlsxLines(content, sink);
  else await legacyLines(content, sink);
}

/**
 * Every data row of the file, checked for the module's columns (or read through the mapping);
 * throws a 400 on a bad file. This is CPU work on the calling thread: the server calls it in a
 * worker (import-parse.ts).
 */
export async function readImportFile(
  module: ImportModule,
  filename: string,
  content: Buffer,
  mapping: ImportColumnMapping | null = null,
): Promise<ImportFileRow[]> {
  const collector = new RowCollector(module, mapping);
  await readLines(filename, content, collector);
  return collector.finish();
}

/** The preview of a file before it is imported (PreviewCollector); run in the worker too. */
export async function readImportPreview(
  module: ImportModule,
  filename: string,
  content: Buffer,
): Promise<ImportPreview> {
  const collector = new PreviewCollector(module);
  await readLines(filename, content, collector);
  return collector.finish();
}
