import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_STATUS, type ImportPreview } from '@portal/shared';
import { Client, createTestContext, type TestContext, signedInAdmin } from '../../../test/helpers';

/** Issue 21 item 16: the preview of a file's first rows and the column mapping of its import. */

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

function preview(module: 'users' | 'enrollments', filename: string, body: Buffer | string) {
  return admin.request(
    'POST',
    `/api/dashboard/import/${module}/preview/?filename=${encodeURIComponent(filename)}`,
    body,
    { 'content-type': 'text/csv' },
  );
}

function upload(filename: string, body: string, mapping = '') {
  return admin.request(
    'POST',
    `/api/dashboard/import/users/?filename=${encodeURIComponent(filename)}${mapping}`,
    body,
    { 'content-type': 'text/csv' },
  );
}

async function finished(id: number) {
  for (let i = 0; i < 300; i += 1) {
    const item = (await admin.get(`/api/dashboard/import/${id}/`)).json<{
      status: number;
      ok_rows: number;
      failed_rows: number;
    }>();
    if (item.status !== IMPORT_STATUS.in_progress) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

/** A file exported from another system: its own header names, columns in another order. */
function foreignCsv(tag: string, rows = 8) {
  const lines = ['Staff no,Given name,Work e-mail,Family name,Team'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(`${i},Given ${i},map-${tag}-${i}@example.com,Family ${i},Ops`);
  return lines.join('\n') + '\n';
}

describe('POST /api/dashboard/import/{module}/preview/', () => {
  it('answers the header, the first rows, the row count and the mapping the headers suggest', async () => {
    const res = await preview(
      'users',
      'thai.csv',
      'ลำดับ,อีเมล,ชื่อ,Last Name,ตำแหน่ง\n1,a@example.com,เอ,Alpha,Clerk\n\n2,b@example.com,บี,Beta,\n',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreview>();
    expect(body.headers).toEqual(['ลำดับ', 'อีเมล', 'ชื่อ', 'Last Name', 'ตำแหน่ง']);
    expect(body.total_rows).toBe(2);
    expect(body.rows).toEqual([
      { row_number: 2, cells: ['1', 'a@example.com', 'เอ', 'Alpha', 'Clerk'] },
      { row_number: 4, cells: ['2', 'b@example.com', 'บี', 'Beta', ''] },
    ]);
    expect(body.mapping).toEqual({
      email: 1,
      first_name: 2,
      last_name: 3,
      first_name_th: null,
      last_name_th: null,
      department: null,
      position: 4,
      language: null,
      password: null,
      manager: null,
    });
    expect(body.fields.filter((f) => f.required).map((f) => f.field)).toEqual([
      'email',
      'first_name',
    ]);
  });

  it('shows only the first rows of a long file, and reads an xlsx in the worker too', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    sheet.addRow(['code', 'email']);
    for (let i = 1; i <= 40; i += 1) sheet.addRow([`C-${i}`, `x${i}@example.com`]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const res = await admin.request(
      'POST',
      '/api/dashboard/import/enrollments/preview/?filename=list.xlsx',
      xlsx,
      { 'content-type': 'application/octet-stream' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreview>();
    expect(body.total_rows).toBe(40);
    expect(body.rows).toHaveLength(IMPORT_LIMITS.previewRows);
    expect(body.mapping).toEqual({ email: 1, course_code: 0 });
  });

  it('refuses what the import refuses, and a header without known names is no error', async () => {
    expect((await preview('users', 'notes.txt', 'hello')).json().code).toBe(
      'file_not_match_accept_only_xx',
    );
    expect((await preview('users', 'empty.csv', 'a,b\n')).json().code).toBe('invalid_import_file');
    const unknown = await preview('users', 'other.csv', 'x,y\n1,2\n');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<ImportPreview>().mapping.email).toBeNull();
    // Nothing was stored by a preview.
    const stored = await t.db
      .selectFrom('import_history')
      .select('id')
      .where('input_filename', 'in', ['thai.csv', 'other.csv', 'list.xlsx'])
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('a mapped import', () => {
  it('stores the mapping and the worker reads each field from its mapped column', async () => {
    const tag = randomBytes(3).toString('hex');
    const res = await upload(
      `foreign-${tag}.csv`,
      foreignCsv(tag),
      '&col_email=2&col_first_name=1&col_last_name=3&col_department=4',
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const stored = await t.db
      .selectFrom('import_history')
      .select('column_mapping')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.column_mapping).toEqual({
      email: 2,
      first_name: 1,
      last_name: 3,
      department: 4,
    });
    expect(await finished(id)).toMatchObject({ status: IMPORT_STATUS.succeeded, ok_rows: 8 });
    const user = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'department'])
      .where('email', '=', `map-${tag}-3@example.com`)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: 'Given 3', last_name: 'Family 3', department: 'Ops' });
  });

  it('without the mapping the same file is refused for its header', async () => {
    const res = await upload('foreign.csv', foreignCsv('nomap'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import_missing_column' });
  });

  it('refuses a mapping that leaves a required field out or points past the header', async () => {
    const missing = await upload('f.csv', foreignCsv('miss'), '&col_email=2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'import_missing_column',
      columns: ['first_name'],
    });
    const outside = await upload(
      'f.csv',
      foreignCsv('out'),
      '&col_email=2&col_first_name=1&col_manager=9',
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'import_column_not_in_file',
      columns: ['manager'],
    });
    const bad = await upload('f.csv', foreignCsv('bad'), '&col_email=-1&col_first_name=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'col_email',
      'col_first_name',
    ]);
    const none = await t.db
      .selectFrom('import_history')
      .select('id')
      .where('input_filename', '=', 'f.csv')
      .execute();
    expect(none).toEqual([]);
  });
});
