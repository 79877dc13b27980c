import { IMPORT_LIMITS } from '@portal/shared';

/** First bytes of an OLE2 compound file, the container of a BIFF8 (.xls) workbook. */
export const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * Reads the first worksheet of a legacy .xls (BIFF8) the way xlsxLines reads an .xlsx: cell
 * values (dates as ISO strings, formulas by their saved result), rows numbered as in the file.
 * SheetJS has no streaming reader for BIFF; the file is already capped at 10 MB and only the
 * first sheet, up to the row limit plus one, is parsed. Throws on a file it cannot read.
 */
export async function xlsLines(content: Buffer): Promise<{ line: number; cells: string[] }[]> {
  // Loaded on first use, like exceljs: most requests never read a legacy workbook.
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(content, {
    type: 'buffer',
    sheets: 0,
    sheetRows: IMPORT_LIMITS.maxRows + 2,
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    dense: true,
  });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet?.['!ref']) return [];
  const first = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  return rows.map((cells, i) => ({ line: first + i + 1, cells: cells.map(cellText) }));
}
