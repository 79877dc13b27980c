import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../test/helpers';
import { buildTest } from '../../test/assessment-factories';
import { buildContent } from '../../test/learning-factories';
import { sendXlsx, XLSX_TYPE } from './xlsx-export';

let t: TestContext;
let admin: Client;
let adminId: number;

/** The rows of the first sheet, each as its cell values. */
async function sheetOf(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function inLanguage<T>(language: 'en' | 'th', run: () => Promise<T>): Promise<T> {
  await t.db.updateTable('users').set({ language }).where('id', '=', adminId).execute();
  try {
    return await run();
  } finally {
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', adminId).execute();
  }
}

beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db, { is_superuser: true });
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t?.close());

describe('sendXlsx', () => {
  it('streams at most maxRows rows and says first that the list was cut', async () => {
    const app = Fastify();
    const rows = Array.from({ length: 5 }, (_, i) => ({
      n: i + 1,
      at: new Date(Date.UTC(2026, 2, i + 1)),
    }));
    type Row = (typeof rows)[number];
    app.get('/x', (_request, reply) =>
      sendXlsx<Row>(reply, {
        name: 'numbers',
        sheet: { en: 'Numbers', th: 'ตัวเลข' },
        language: 'th',
        maxRows: 3,
        columns: [
          { header: { en: 'Number', th: 'ตัวเลข' }, value: (r) => r.n, type: 'number' },
          { header: { en: 'Day', th: 'วันที่' }, value: (r) => r.at, type: 'date' },
          { header: { en: 'Even', th: 'เลขคู่' }, value: (r) => r.n % 2 === 0, type: 'boolean' },
        ],
        source: {
          count: (cap) => Promise.resolve(Math.min(rows.length, cap + 1)),
          rows: (limit, offset) => Promise.resolve(rows.slice(offset, offset + limit)),
        },
      }),
    );
    const res = await app.inject({ url: '/x' });
    expect(res.headers['x-export-truncated']).toBe('true');
    const sheet = await sheetOf(res);
    expect(String(sheet[0]?.[0])).toContain('3');
    expect(String(sheet[0]?.[0])).toMatch(/^แสดงเฉพาะ/);
    expect(sheet[1]).toEqual(['ตัวเลข', 'วันที่', 'เลขคู่']);
    expect(sheet.slice(2)).toEqual([
      [1, new Date(Date.UTC(2026, 2, 1)), 'ไม่ใช่'],
      [2, new Date(Date.UTC(2026, 2, 2)), 'ใช่'],
      [3, new Date(Date.UTC(2026, 2, 3)), 'ไม่ใช่'],
    ]);
    await app.close();
  });
});

describe('dashboard list exports', () => {
  it('exports users with the list filters, search and ordering, headers in en and th', async () => {
    await buildUser(t.db, { first_name: 'Zed', last_name: 'Export', department: 'Sales' });
    await buildUser(t.db, { first_name: 'Zed', last_name: 'Exporter', is_active: false });
    await buildUser(t.db, { first_name: 'Other', last_name: 'Person' });
    const url = '/api/dashboard/user/export/?search=zed&ordering=-first_name&format=json';
    const en = await sheetOf(await admin.get(url));
    expect(en[0]?.slice(0, 4)).toEqual(['ID', 'Email', 'First name', 'Last name']);
    expect(en.slice(1).map((r) => r[3])).toEqual(expect.arrayContaining(['Export', 'Exporter']));
    expect(en).toHaveLength(3);
    const active = await sheetOf(await admin.get(`${url}&is_active=false`));
    expect(active.slice(1).map((r) => r[3])).toEqual(['Exporter']);
    expect(active[1]?.[active[0]?.indexOf('Active') ?? -1]).toBe('No');
    const created = active[0]?.indexOf('Created (UTC)') ?? -1;
    expect(active[1]?.[created]).toBeInstanceOf(Date);
    const th = await inLanguage('th', async () => sheetOf(await admin.get(url)));
    expect(th[0]?.slice(0, 4)).toEqual(['รหัส', 'อีเมล', 'ชื่อ', 'นามสกุล']);
    expect(th).toHaveLength(3);
  });

  it('exports groups, content and the audit log as their lists filter them', async () => {
    await admin.post('/api/dashboard/group/', {
      name: 'Export planners',
      permission_codenames: [],
    });
    const groups = await sheetOf(await admin.get('/api/dashboard/group/export/?search=planners'));
    expect(groups).toEqual([
      ['ID', 'Name'],
      [expect.any(Number), 'Export planners'],
    ]);

    await buildContent(t.db, {
      code: 'EXP-1',
      title_en: 'Exported course',
      title_th: 'หลักสูตรส่งออก',
    });
    await buildContent(t.db, { code: 'EXP-2', title_en: 'Exported draft', is_publish: false });
    const content = await sheetOf(
      await admin.get('/api/dashboard/content/export/?search=exported&is_publish=true'),
    );
    expect(content.slice(1).map((r) => r[1])).toEqual(['EXP-1']);
    const contentTh = await inLanguage('th', async () =>
      sheetOf(await admin.get('/api/dashboard/content/export/?search=exported&ordering=code')),
    );
    expect(contentTh[0]?.[1]).toBe('รหัสเนื้อหา');
    expect(contentTh.slice(1).map((r) => [r[1], r[5]])).toEqual([
      ['EXP-1', 'ใช่'],
      ['EXP-2', 'ไม่ใช่'],
    ]);

    const log = await sheetOf(await admin.get('/api/dashboard/log/export/?log_group=group'));
    expect(log[0]?.[0]).toBe('Time (UTC)');
    expect(log.slice(1).map((r) => r[2])).toEqual(['create_group']);
    const badPeriod = await admin.get(
      '/api/dashboard/log/export/?date_start=2026-02-01&date_end=2026-01-01',
    );
    expect(badPeriod.statusCode).toBe(400);
  });

  it('exports learning results, approvals, imports and a test’s attempts', async () => {
    const learner = await buildUser(t.db, { first_name: 'Resa', last_name: 'Result' });
    const course = await buildContent(t.db, { title_en: 'Result course', title_th: 'หลักสูตรผล' });
    await t.db
      .insertInto('learning_result')
      .values([
        { user_id: learner.id, content_id: course.id, status: 1, updated_at: new Date() },
        {
          user_id: (await buildUser(t.db, { first_name: 'Resa', last_name: 'Done' })).id,
          content_id: course.id,
          status: 30,
          updated_at: new Date(),
        },
      ])
      .execute();
    const all = await sheetOf(
      await admin.get(`/api/dashboard/learning-result/export/?content=${course.id}`),
    );
    expect(all).toHaveLength(3);
    const waiting = await inLanguage('th', async () =>
      sheetOf(
        await admin.get(`/api/dashboard/learning-result/export/?content=${course.id}&status=1`),
      ),
    );
    expect(waiting[0]?.[1]).toBe('อีเมลผู้เรียน');
    expect(waiting.slice(1).map((r) => [r[2], r[4], r[5]])).toEqual([
      ['Resa Result', 'หลักสูตรผล', 'รออนุมัติ'],
    ]);

    await admin.request(
      'POST',
      '/api/dashboard/import/users/?filename=people.csv',
      'email,first_name\nnot-an-email,Bad\n',
      { 'content-type': 'text/csv' },
    );
    const imports = await sheetOf(await admin.get('/api/dashboard/import/export/?search=people'));
    expect(imports[0]?.[1]).toBe('File');
    expect(imports.slice(1).map((r) => r[1])).toEqual(['people.csv']);

    const test = await buildTest(t.db);
    const taker = await buildUser(t.db, { first_name: 'Tess', last_name: 'Taker' });
    const client = new Client(t.app);
    await client.login(taker.email, taker.password);
    expect((await client.post(`/api/test/${test.id}/attempt/`)).statusCode).toBe(201);
    const attempts = await sheetOf(
      await admin.get(`/api/dashboard/test/${test.id}/attempt/export/`),
    );
    expect(attempts.slice(1).map((r) => [r[2], r[4]])).toEqual([['Tess Taker', 'In progress']]);
    const none = await sheetOf(
      await admin.get(`/api/dashboard/test/${test.id}/attempt/export/?status=30`),
    );
    expect(none).toHaveLength(1);
  });

  it('refuses an export without the list permission', async () => {
    expect((await new Client(t.app).get('/api/dashboard/user/export/')).statusCode).toBe(401);
    const viewer = await buildDashboardViewer(t.db, 'Export viewers');
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    for (const path of ['user', 'group', 'content', 'log', 'learning-result', 'test/1/attempt'])
      expect((await client.get(`/api/dashboard/${path}/export/`)).statusCode, path).toBe(403);
    // The import history shows only the modules one may import: none here, so an empty sheet.
    const imports = await sheetOf(await client.get('/api/dashboard/import/export/'));
    expect(imports).toHaveLength(1);
  });
});
