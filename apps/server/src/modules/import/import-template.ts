import {
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  importHeader,
  type ImportModule,
  type Language,
} from '@portal/shared';

/** What the template's notes say, in the viewer's language. */
const NOTES = {
  en: {
    sheet: 'Read me',
    headers:
      'Headers: keep the first row of the first sheet as it is. Headers are read in English (email, first_name, ...) or in Thai (อีเมล, ชื่อ, ...); this file uses English.',
    rows: 'Fill one row per record under the headers, from row 2. Only the first sheet is read.',
    column: 'Column',
    required: 'Required',
    yes: 'yes',
    no: 'no',
  },
  th: {
    sheet: 'คำอธิบาย',
    headers:
      'หัวคอลัมน์: อย่าแก้แถวแรกของชีตแรก ระบบอ่านหัวคอลัมน์ได้ทั้งภาษาอังกฤษ (email, first_name, ...) และภาษาไทย (อีเมล, ชื่อ, ...) ไฟล์นี้ใช้ภาษาไทย',
    rows: 'กรอกข้อมูลหนึ่งแถวต่อหนึ่งรายการใต้หัวคอลัมน์ เริ่มที่แถวที่ 2 ระบบอ่านเฉพาะชีตแรก',
    column: 'คอลัมน์',
    required: 'จำเป็น',
    yes: 'ใช่',
    no: 'ไม่',
  },
} as const;

/** The headers of a module's template, in the viewer's language (both are read by the parser). */
export function templateHeaders(module: ImportModule, language: Language): string[] {
  return IMPORT_COLUMNS[module].map((column) => importHeader(column, language));
}

/** File name of a template: the module and the headers' language, e.g. users-template-th.csv. */
export function templateName(module: ImportModule, language: Language, format: 'csv' | 'xlsx') {
  return `${module}-template-${language}.${format}`;
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A CSV template: the header line only, UTF-8 with a BOM so spreadsheet programs read Thai. */
export function csvTemplate(module: ImportModule, language: Language): Buffer {
  const line = templateHeaders(module, language).map(csvCell).join(',');
  return Buffer.from(`\uFEFF${line}\r\n`, 'utf8');
}

/**
 * An xlsx template: the first sheet holds the headers (the only sheet the import reads), a
 * second sheet says which columns are required and in which language the headers are read.
 */
export async function xlsxTemplate(module: ImportModule, language: Language): Promise<Buffer> {
  // Loaded on first use: exceljs is a large module that most requests never need.
  const { default: Excel } = await import('exceljs');
  const notes = NOTES[language];
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet(module);
  const headers = templateHeaders(module, language);
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 22));
  const readme = book.addWorksheet(notes.sheet);
  readme.addRow([notes.headers]);
  readme.addRow([notes.rows]);
  readme.addRow([]);
  readme.addRow([notes.column, notes.required]).font = { bold: true };
  IMPORT_COLUMNS[module].forEach((column, i) =>
    readme.addRow([
      headers[i],
      IMPORT_REQUIRED_COLUMNS[module].includes(column) ? notes.yes : notes.no,
    ]),
  );
  readme.getColumn(1).width = 40;
  return Buffer.from(await book.xlsx.writeBuffer());
}
