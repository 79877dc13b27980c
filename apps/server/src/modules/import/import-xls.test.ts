import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_STATUS } from '@portal/shared';
import { Client, createTestContext, type TestContext, signedInAdmin } from '../../../test/helpers';
import { detectFormat, readImportFile } from './import-file';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

/** A legacy Excel 97-2003 workbook (BIFF8 in an OLE2 compound file), made here. */
function xlsBook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Users');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored']]), 'Notes');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

const upload = (name: string, body: Buffer | string) =>
  admin.request('POST', `/api/dashboard/import/users/?filename=${encodeURIComponent(name)}`, body, {
    'content-type': 'application/vnd.ms-excel',
  });

async function finished(id: number) {
  for (let i = 0; i < 300; i += 1) {
    const item = (await admin.get(`/api/dashboard/import/${id}/`)).json<{ status: number }>();
    if (item.status !== IMPORT_STATUS.in_progress) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import still running');
}

describe('legacy .xls imports', () => {
  it('reads the first sheet like an .xlsx: Thai headers, numbers, blank rows skipped, row numbers kept', async () => {
    const book = xlsBook([
      ['อีเมล', 'ชื่อ', 'นามสกุล'],
      ['a@example.com', 'สมชาย', 'ใจดี'],
      [],
      ['b@example.com', 'Somying', 42],
    ]);
    expect(book.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    expect(detectFormat('People.XLS', book)).toBe('xls');
    expect(await readImportFile('users', 'people.xls', book)).toEqual([
      { rowNumber: 2, values: { email: 'a@example.com', first_name: 'สมชาย', last_name: 'ใจดี' } },
      { rowNumber: 4, values: { email: 'b@example.com', first_name: 'Somying', last_name: '42' } },
    ]);
  });

  it('imports a good .xls through the dashboard', async () => {
    const tag = randomBytes(3).toString('hex');
    const res = await upload(
      'people.xls',
      xlsBook([
        ['email', 'first_name', 'last_name'],
        [`xls-${tag}-1@example.com`, 'มาลี', 'ศรีสุข'],
        [`xls-${tag}-2@example.com`, 'Anan', 'Dee'],
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(await finished(res.json().id)).toMatchObject({ status: 3, ok_rows: 2, failed_rows: 0 });
    const user = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', `xls-${tag}-1@example.com`)
      .executeTakeFirstOrThrow();
    expect(user.first_name).toBe('มาลี');
  });

  it('refuses a CSV, an HTML table or an .xlsx renamed to .xls, and a compound file that is no workbook', async () => {
    const zipped = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(zipped, XLSX.utils.aoa_to_sheet([['email']]), 'Users');
    const xlsx = XLSX.write(zipped, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    for (const [name, body, code] of [
      ['renamed.xls', 'email,first_name\na@example.com,A\n', 'file_not_match_accept_only_xx'],
      ['table.xls', '<table><tr><td>email</td></tr></table>', 'file_not_match_accept_only_xx'],
      ['zipped.xls', xlsx, 'file_not_match_accept_only_xx'],
      ['short.xls', Buffer.from('d0cf11e0', 'hex'), 'file_not_match_accept_only_xx'],
      [
        'hollow.xls',
        Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
        'invalid_import_file',
      ],
    ] as const) {
      const res = await upload(name, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe(code);
    }
  });
});
