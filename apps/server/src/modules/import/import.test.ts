import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_STATUS } from '@portal/shared';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

/** Posts a file the way the dashboard does: the file is the body. */
export async function upload(
  client: Client,
  module: 'users' | 'enrollments',
  filename: string,
  body: Buffer | string,
  type = 'text/csv',
) {
  return client.request(
    'POST',
    `/api/dashboard/import/${module}/?filename=${encodeURIComponent(filename)}`,
    body,
    {
      'content-type': type,
    },
  );
}

export function usersCsv(count: number, tag = randomBytes(3).toString('hex')): string {
  const lines = ['email,first_name,last_name,department,language'];
  for (let i = 1; i <= count; i += 1)
    lines.push(`imp-${tag}-${i}@example.com,First ${i},Last ${i},Sales,th`);
  return lines.join('\n') + '\n';
}

async function waitFor(client: Client, id: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/dashboard/import/${id}/`);
    const item = res.json<{ status: number; percent: number }>();
    if (item.status !== IMPORT_STATUS.in_progress) return item;
    if (Date.now() > until) throw new Error(`import ${id} still running: ${res.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('POST /api/dashboard/import/users/', () => {
  it('imports a good CSV: every row an account, status 3 and percent 100', async () => {
    const tag = randomBytes(3).toString('hex');
    const res = await upload(admin, 'users', 'people.csv', usersCsv(120, tag));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      module: 'users',
      input_filename: 'people.csv',
      status: 2,
      total_rows: 120,
    });
    const done = await waitFor(admin, created.id);
    expect(done).toMatchObject({ status: 3, percent: 100, ok_rows: 120, failed_rows: 0 });
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'like', `imp-${tag}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(120);
    const one = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', `imp-${tag}-7@example.com`)
      .executeTakeFirstOrThrow();
    expect(one).toMatchObject({
      first_name: 'First 7',
      last_name: 'Last 7',
      department: 'Sales',
      language: 'th',
    });
    // No password in the file: the account cannot sign in until a reset.
    const login = await new Client(t.app).login(one.email, '');
    expect(login.statusCode).toBe(400);
  });

  it('imports a good XLSX', async () => {
    const tag = randomBytes(3).toString('hex');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Users');
    sheet.addRow(['อีเมล', 'ชื่อ', 'นามสกุล', 'password', 'ชื่อ (ภาษาไทย)', 'last_name_th']);
    sheet.addRow([`x-${tag}-1@example.com`, 'สมชาย', 'ใจดี', 'Str0ng#Pass', '', '']);
    sheet.addRow([`x-${tag}-2@example.com`, 'Somying', 'Dee', '', 'สมหญิง', 'ดี']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(
      admin,
      'users',
      'people.xlsx',
      buffer,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // The answer's body names the refusal if this ever fails again (ci19: a 400 seen once, under load).
    expect(res.statusCode, res.body).toBe(201);
    expect(await waitFor(admin, res.json().id)).toMatchObject({
      status: 3,
      ok_rows: 2,
      failed_rows: 0,
    });
    const thai = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', `x-${tag}-1@example.com`)
      .executeTakeFirstOrThrow();
    expect(thai.first_name).toBe('สมชาย');
    // The Thai name columns (Thai or English headers).
    const second = await t.db
      .selectFrom('users')
      .select(['first_name', 'first_name_th', 'last_name_th'])
      .where('email', '=', `x-${tag}-2@example.com`)
      .executeTakeFirstOrThrow();
    expect(second).toEqual({ first_name: 'Somying', first_name_th: 'สมหญิง', last_name_th: 'ดี' });
    expect((await new Client(t.app).login(thai.email, 'Str0ng#Pass')).statusCode).toBe(200);
  });

  it('keeps the good rows of a file with bad rows and lists each refused cell', async () => {
    const tag = randomBytes(3).toString('hex');
    const existing = await buildUser(t.db);
    const csv = [
      'email,first_name,last_name,language',
      `ok-${tag}-1@example.com,Ann,A,en`,
      `not-an-email,Bob,B,en`,
      `ok-${tag}-2@example.com,,C,en`,
      `${existing.email},Dup,D,en`,
      `ok-${tag}-3@example.com,Eve,E,fr`,
      `ok-${tag}-1@example.com,Again,A,en`,
      `ok-${tag}-4@example.com,Fay,F,th`,
    ].join('\n');
    const res = await upload(admin, 'users', 'mixed.csv', csv);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await waitFor(admin, id)).toMatchObject({
      status: 3,
      percent: 100,
      ok_rows: 2,
      failed_rows: 5,
    });
    const errors = await admin.get(`/api/dashboard/import/${id}/error/`);
    expect(errors.statusCode).toBe(200);
    expect(
      errors
        .json()
        .results.map((e: { row_number: number; field: string; code: string }) => [
          e.row_number,
          e.field,
          e.code,
        ]),
    ).toEqual([
      [3, 'email', 'invalid_email'],
      [4, 'first_name', 'this_field_is_required'],
      [5, 'email', 'email_already_exists'],
      [6, 'language', 'invalid_choice'],
      [7, 'email', 'email_already_exists'],
    ]);
  });

  it('sets the manager from the manager column: an account or an earlier row; errors per row', async () => {
    const tag = randomBytes(3).toString('hex');
    const boss = await buildUser(t.db);
    const csv = [
      'email,first_name,manager',
      `m-${tag}-1@example.com,Ann,${boss.email.toUpperCase()}`,
      `m-${tag}-2@example.com,Lead,`,
      `m-${tag}-3@example.com,Bob,m-${tag}-2@example.com`,
      `m-${tag}-4@example.com,Cat,nobody-${tag}@example.com`,
      `m-${tag}-5@example.com,Dan,not-an-email`,
      `m-${tag}-6@example.com,Eve,m-${tag}-6@example.com`,
    ].join('\n');
    const res = await upload(admin, 'users', 'managers.csv', csv);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await waitFor(admin, id)).toMatchObject({ status: 3, ok_rows: 3, failed_rows: 3 });
    const errors = (await admin.get(`/api/dashboard/import/${id}/error/`)).json();
    expect(
      errors.results.map((e: { row_number: number; field: string; code: string }) => [
        e.row_number,
        e.field,
        e.code,
      ]),
    ).toEqual([
      [5, 'manager', 'user_not_found'],
      [6, 'manager', 'invalid_email'],
      [7, 'manager', 'invalid_choice'],
    ]);
    const rows = await t.db
      .selectFrom('users as u')
      .leftJoin('users as m', 'm.id', 'u.manager_id')
      .select(['u.email', 'm.email as manager'])
      .where('u.email', 'like', `m-${tag}-%`)
      .orderBy('u.email')
      .execute();
    expect(rows.map((r) => [r.email, r.manager])).toEqual([
      [`m-${tag}-1@example.com`, boss.email],
      [`m-${tag}-2@example.com`, null],
      [`m-${tag}-3@example.com`, `m-${tag}-2@example.com`],
    ]);
  });

  it('refuses a file of another type, a renamed file and a malformed file, storing nothing', async () => {
    const before = await t.db
      .selectFrom('import_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const [name, body, code] of [
      ['picture.png', png, 'file_not_match_accept_only_xx'],
      ['notes.txt', 'email\na@example.com', 'file_not_match_accept_only_xx'],
      ['fake.xlsx', 'email,first_name\na@example.com,A', 'file_not_match_accept_only_xx'],
      ['binary.csv', png, 'file_not_match_accept_only_xx'],
      ['broken.csv', 'email,first_name\n"a@example.com,A\n', 'invalid_import_file'],
      ['noheader.csv', 'foo,bar\n1,2\n', 'import_missing_column'],
      ['empty.csv', '', 'file_not_match_accept_only_xx'],
    ] as const) {
      const res = await upload(admin, 'users', name, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe(code);
    }
    const json = await admin.post('/api/dashboard/import/users/?filename=a.csv', { email: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('file_not_match_accept_only_xx');
    const after = await t.db
      .selectFrom('import_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 401 signed out and 403 to a learner', async () => {
    expect((await upload(new Client(t.app), 'users', 'a.csv', usersCsv(1))).statusCode).toBe(401);
    const learner = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    expect((await upload(client, 'users', 'a.csv', usersCsv(1))).statusCode).toBe(403);
    expect((await client.get('/api/dashboard/import/')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/dashboard/import/')).statusCode).toBe(401);
  });
});

describe('POST /api/dashboard/import/enrollments/', () => {
  it('enrols existing accounts by course code through the status module', async () => {
    const learner = await buildUser(t.db);
    const code = `IMP-${randomBytes(3).toString('hex')}`;
    const course = await t.db
      .insertInto('content')
      .values({ kind: 'course', code, title_en: 'Imported', title_th: 'นำเข้า', is_publish: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const csv = `email,course_code\n${learner.email},${code}\nnobody@example.com,${code}\n${learner.email},NOPE\n${learner.email},${code}\n`;
    const res = await upload(admin, 'enrollments', 'enrol.csv', csv);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await waitFor(admin, id)).toMatchObject({ status: 3, ok_rows: 1, failed_rows: 3 });
    const result = await t.db
      .selectFrom('learning_result')
      .selectAll()
      .where('user_id', '=', learner.id)
      .where('content_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(result.status).toBe(0);
    const audit = await t.db
      .selectFrom('status_audit')
      .selectAll()
      .where('learning_result_id', '=', result.id)
      .execute();
    expect(audit).toHaveLength(1);
    const codes = (await admin.get(`/api/dashboard/import/${id}/error/`))
      .json()
      .results.map((e: { code: string }) => e.code);
    expect(codes).toEqual(['user_not_found', 'course_not_found', 'already_enrolled']);
  });
});

describe('GET /api/dashboard/import/', () => {
  it('lists history paged, filtered and ordered', async () => {
    const list = await admin.get(
      '/api/dashboard/import/?module=users&status=3&ordering=-created_at&page_size=2',
    );
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.results).toHaveLength(2);
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(body.next).toContain('page=2');
    for (const item of body.results)
      expect(item).toMatchObject({ module: 'users', status: 3, percent: 100 });
    const search = await admin.get('/api/dashboard/import/?search=mixed');
    expect(search.json().results.map((i: { input_filename: string }) => i.input_filename)).toEqual([
      'mixed.csv',
    ]);
  });
});

describe('an import stopped half way', () => {
  it('carries on after a restart with exactly the expected rows, none twice', async () => {
    // An instance without workers takes the upload; a slow worker instance starts the job and is
    // stopped mid-way (as in a redeploy); a third instance finishes it.
    const web = await createTestContext({}, undefined, { workers: false });
    const user = await buildAdmin(web.db, { is_superuser: true });
    const client = new Client(web.app);
    await client.login(user.email, user.password, '/api/dashboard/account/login/');
    const url = web.config.DATABASE_URL ?? '';
    const firstDb = createDatabase(url, 4);
    const first = await buildApp({
      config: web.config,
      db: firstDb,
      logger: false,
      importBatchDelayMs: 100,
    });
    await first.ready();
    const tag = randomBytes(3).toString('hex');
    // 6,000 rows: batches of 60 (import.worker batchSize), more than the least of 50.
    const total = 6000;
    const res = await upload(client, 'users', 'restart.csv', usersCsv(total, tag));
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const progress = () =>
      web.db
        .selectFrom('import_history')
        .select(['ok_rows', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    while ((await progress()).ok_rows === 0) await new Promise((r) => setTimeout(r, 20));
    await first.close();
    await firstDb.destroy();
    const stopped = await progress();
    expect(stopped.status).toBe(2);
    expect(stopped.ok_rows).toBeGreaterThan(0);
    expect(stopped.ok_rows).toBeLessThan(total);

    const secondDb = createDatabase(url, 4);
    const second = await buildApp({ config: web.config, db: secondDb, logger: false });
    await second.ready();
    try {
      const done = await waitFor(client, id, 60_000);
      expect(done).toMatchObject({ status: 3, percent: 100, ok_rows: total, failed_rows: 0 });
      const users = await web.db
        .selectFrom('users')
        .select('email')
        .where('email', 'like', `imp-${tag}-%`)
        .execute();
      expect(users).toHaveLength(total);
      expect(new Set(users.map((u) => u.email)).size).toBe(total);
      const ledger = await web.db
        .selectFrom('import_row')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('import_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(ledger.n)).toBe(total);
    } finally {
      await second.close();
      await secondDb.destroy();
      await web.close();
    }
  });

  it('writes nothing twice when a job runs again over rows already written', async () => {
    const tag = randomBytes(3).toString('hex');
    const res = await upload(admin, 'users', 'twice.csv', usersCsv(60, tag));
    const id = res.json().id as number;
    await waitFor(admin, id);
    // As if pg-boss delivered the job again after a crash between the last batch and completion.
    await t.db.updateTable('import_history').set({ status: 2 }).where('id', '=', id).execute();
    await t.db
      .insertInto('import_file')
      .values({ import_id: id, content: Buffer.from(usersCsv(60, tag)) })
      .execute();
    const { runImport } = await import('./import.worker');
    const ctx = { db: t.db, pubsub: { publish: () => Promise.resolve() } } as unknown as Parameters<
      typeof runImport
    >[0];
    await runImport(ctx, id);
    const users = await t.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', `imp-${tag}-%`)
      .execute();
    expect(users).toHaveLength(60);
    expect(await waitFor(admin, id)).toMatchObject({ status: 3, ok_rows: 60, failed_rows: 0 });
  });
});
