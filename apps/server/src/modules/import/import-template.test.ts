import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@portal/shared';
import { Client, createTestContext, type TestContext, signedInAdmin } from '../../../test/helpers';
import { readImportFile } from './import-file';
import { csvTemplate, xlsxTemplate } from './import-template';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

async function sheetRows(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    return rows;
  });
}

describe('GET /api/dashboard/import/{module}/template/', () => {
  it('sends an xlsx whose first sheet has the columns the import reads, and a notes sheet', async () => {
    const res = await admin.get('/api/dashboard/import/users/template/?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/users-template-(en|th)\.xlsx/);
    const [first, notes] = await sheetRows(res.rawPayload);
    expect(first?.[0]).toHaveLength(IMPORT_COLUMNS.users.length);
    expect(notes?.length).toBeGreaterThan(3);
  });

  it('sends a CSV with the header line of the module', async () => {
    const res = await admin.get('/api/dashboard/import/enrollments/template/?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/enrollments-template-(en|th)\.csv/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('refuses an unknown format, and a visitor', async () => {
    expect((await admin.get('/api/dashboard/import/users/template/?format=pdf')).statusCode).toBe(
      400,
    );
    expect((await new Client(t.app).get('/api/dashboard/import/users/template/')).statusCode).toBe(
      401,
    );
  });
});

describe('templates', () => {
  it('name the columns in English or in Thai, and the import reads both once filled', async () => {
    const en = csvTemplate('users', 'en').toString('utf8');
    expect(en).toBe(`\uFEFF${IMPORT_COLUMNS.users.join(',')}\r\n`);
    const th = csvTemplate('enrollments', 'th').toString('utf8');
    expect(th).toBe('\uFEFFอีเมล,รหัสหลักสูตร\r\n');
    const filled = Buffer.concat([csvTemplate('enrollments', 'th'), Buffer.from('a@b.co,C-1\r\n')]);
    expect(await readImportFile('enrollments', 'x.csv', filled)).toEqual([
      { rowNumber: 2, values: { email: 'a@b.co', course_code: 'C-1' } },
    ]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsxTemplate('users', 'th')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('อีเมล');
    sheet?.addRow(['x@y.co', 'สมชาย']);
    const rows = await readImportFile(
      'users',
      'x.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(rows[0]?.values).toMatchObject({ email: 'x@y.co', first_name: 'สมชาย' });
  });
});
