import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDashboardViewer,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { pageText } from '../../../test/pdf-text';
import { at, buildClass, HOUR, learner, MINUTE } from './schedule-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

async function dashboardUser(codenames: string[]) {
  const user = await buildDashboardViewer(
    t.db,
    `Attendance ${codenames.join('+')} ${Date.now()}${Math.random()}`,
    codenames,
  );
  const client = new Client(t.app);
  await client.login(user.email, user.password, '/api/dashboard/account/login/');
  return { user, client };
}

async function sheet(client: Client, url: string) {
  const file = await client.get(url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET dashboard/class/{id}/attendance/export/', () => {
  it('writes each learner with how and when they checked in to each session, in the session time zone', async () => {
    // Session 1 started 10 minutes ago (check-in open); session 2 is tomorrow; a third, optional.
    const { klass, sessions } = await buildClass(
      t,
      [
        { ...at(-10 * MINUTE), time_zone: 'Asia/Bangkok', title_en: 'Day one' },
        { ...at(24 * HOUR), time_zone: 'Asia/Bangkok', title_en: 'Day two', title_th: 'วันที่สอง' },
        { ...at(48 * HOUR), is_required: false, title_en: 'Optional visit' },
      ],
      { title_en: 'Negotiation' },
    );
    const a = await learner(t);
    const b = await learner(t);
    await t.db
      .updateTable('users')
      .set({ first_name: 'Anong', last_name: 'Srisuk', department: 'Sales' })
      .where('id', '=', a.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ first_name: 'Boonmee', last_name: 'Chaiyo' })
      .where('id', '=', b.user.id)
      .execute();
    for (const who of [a, b])
      expect((await who.client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);
    const checkedIn = await a.client.post(
      `/api/class/${klass.id}/session/${sessions[0]!.id}/check-in/`,
    );
    expect(checkedIn.statusCode).toBe(200);
    const { user: manager, client } = await dashboardUser(['dashboard_manage_enrollment']);
    expect(
      (
        await client.post(
          `/api/dashboard/class/${klass.id}/session/${sessions[1]!.id}/attendance/`,
          {
            user_id: b.user.id,
            reason: 'Signed the paper sheet',
          },
        )
      ).statusCode,
    ).toBe(200);

    const url = `/api/dashboard/class/${klass.id}/attendance/export/`;
    const rows = await sheet(client, url);
    const bangkok = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Bangkok',
      }).format(d);
    expect(rows[0]?.slice(0, 4)).toEqual(['Name', 'Email', 'Department', 'Status']);
    expect(String(rows[0]?.[4])).toMatch(/^Day one \(\d+ \w+ \d{4}, \d\d:\d\d\)$/);
    expect(String(rows[0]?.[5])).toMatch(/^Day two \(/);
    expect(rows[0]?.[7]).toBe('Required sessions attended');
    expect(rows).toHaveLength(3);
    const [anong, boonmee] = [rows[1]!, rows[2]!];
    expect(anong.slice(0, 4)).toEqual(['Anong Srisuk', a.user.email, 'Sales', 'In progress']);
    expect(anong[4]).toMatch(/^Page \d\d:\d\d$/);
    const stamp = await t.db
      .selectFrom('class_attendance')
      .select('checked_in_at')
      .where('user_id', '=', a.user.id)
      .executeTakeFirstOrThrow();
    expect(anong[4]).toBe(`Page ${bangkok(new Date(stamp.checked_in_at))}`);
    expect(anong[7]).toBe('1 / 2');
    expect(boonmee[0]).toBe('Boonmee Chaiyo');
    expect(boonmee[5]).toMatch(/^Marked \d\d:\d\d: Signed the paper sheet$/);
    expect(boonmee[7]).toBe('1 / 2');

    // The sheet is in the reader's language.
    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', manager.id).execute();
    const thai = await sheet(client, url);
    expect(thai[0]?.slice(0, 4)).toEqual(['ชื่อ', 'อีเมล', 'แผนก', 'สถานะ']);
    expect(String(thai[0]?.[5])).toMatch(/^วันที่สอง \(\d+ .+ 25\d\d/);
    expect(thai[1]?.[4]).toMatch(/^หน้าเว็บ \d\d:\d\d$/);
  });

  it('needs enrolment management, and answers 404 for what is not a class', async () => {
    const { klass } = await buildClass(t, [at(HOUR)]);
    const url = `/api/dashboard/class/${klass.id}/attendance/export/`;
    const contentOnly = await dashboardUser(['dashboard_manage_content']);
    expect((await contentOnly.client.get(url)).statusCode).toBe(403);
    const { client } = await dashboardUser(['dashboard_manage_enrollment']);
    const course = await t.db
      .selectFrom('content')
      .select('id')
      .where('kind', '=', 'course')
      .executeTakeFirst();
    if (course)
      expect(
        (await client.get(`/api/dashboard/class/${course.id}/attendance/export/`)).statusCode,
      ).toBe(404);
    expect((await client.get('/api/dashboard/class/999999999/attendance/export/')).statusCode).toBe(
      404,
    );
    // An empty class still gives a sheet: its header alone.
    const rows = await sheet(client, url);
    expect(rows).toHaveLength(1);
  });
});

describe('GET dashboard/class/{id}/attendance/export/pdf/', () => {
  it('prints the learners with their check-ins, in English and in Thai', async () => {
    const { klass, sessions } = await buildClass(
      t,
      [
        { ...at(-10 * MINUTE), time_zone: 'Asia/Bangkok', title_en: 'Day one' },
        { ...at(24 * HOUR), title_en: 'Day two', title_th: 'วันที่สอง' },
      ],
      { title_en: 'Negotiation', title_th: 'การเจรจาต่อรอง' },
    );
    const a = await learner(t);
    const b = await learner(t);
    await t.db
      .updateTable('users')
      .set({ first_name: 'Chanida', last_name: 'Rungrot' })
      .where('id', '=', a.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ first_name: 'สมศรี', last_name: 'ใจดี' })
      .where('id', '=', b.user.id)
      .execute();
    for (const who of [a, b]) await who.client.post(`/api/class/${klass.id}/enroll/`);
    await a.client.post(`/api/class/${klass.id}/session/${sessions[0]!.id}/check-in/`);
    const { client } = await dashboardUser(['dashboard_manage_enrollment']);
    const url = `/api/dashboard/class/${klass.id}/attendance/export/pdf/`;

    const en = await client.get(`${url}?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain('attachment');
    const enDoc = await PDFDocument.load(en.rawPayload);
    const enText = pageText(enDoc, enDoc.getPage(0));
    expect(enText).toContain('Attendance sheet');
    expect(enText).toContain('Negotiation');
    expect(enText).toContain('Chanida Rungrot');
    expect(enText).toContain('สมศรี ใจดี');
    expect(enText).toMatch(/Page \d\d:\d\d/);
    expect(enText).toContain('1 / 2');

    const th = await client.get(`${url}?lang=th`);
    const thDoc = await PDFDocument.load(th.rawPayload);
    const thText = pageText(thDoc, thDoc.getPage(0));
    expect(thText).toContain('ใบรายชื่อผู้เข้าเรียน');
    expect(thText).toContain('การเจรจาต่อรอง');
    // (A Thai name without SARA AA: after a SARA AM, as in the status กำลังเรียน, the shaped
    // font's text map gives that glyph to the AM, so extraction, not the print, loses the AA.)
    expect(thText).toContain('สมศรี ใจดี');
    expect(thText).toContain('ลายมือชื่อ');
    expect(thText).toContain('ยังไม่เริ่ม');
  });

  it('needs enrolment management, and answers 404 for what is not a class', async () => {
    const { klass } = await buildClass(t, [at(HOUR)]);
    const url = `/api/dashboard/class/${klass.id}/attendance/export/pdf/`;
    const contentOnly = await dashboardUser(['dashboard_manage_content']);
    expect((await contentOnly.client.get(url)).statusCode).toBe(403);
    const { client } = await dashboardUser(['dashboard_manage_enrollment']);
    expect(
      (await client.get('/api/dashboard/class/999999999/attendance/export/pdf/')).statusCode,
    ).toBe(404);
    const empty = await client.get(url);
    expect(empty.statusCode).toBe(200);
    expect((await PDFDocument.load(empty.rawPayload)).getPageCount()).toBe(1);
  });
});
