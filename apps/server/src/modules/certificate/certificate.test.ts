import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { readEveryPage } from '../../../test/learning-factories';
import { pageText } from '../../../test/pdf-text';
import { certificateFixtures, TITLE_TH } from './certificate-fixtures';
import { changeStatus } from '@/modules/enrollment/status';
import { issueCertificate } from './certificate-issue';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

const { enrolled, complete, certificatesOf } = certificateFixtures(() => t);

describe('issuing on completion', () => {
  it('issues one certificate when the course completes, with names and titles of that moment', async () => {
    const s = await enrolled();
    expect(await certificatesOf(s.user.id)).toHaveLength(0);
    await complete(s);
    const [cert, ...rest] = await certificatesOf(s.user.id);
    expect(rest).toHaveLength(0);
    expect(cert).toMatchObject({
      content_id: s.course.id,
      learner_name: 'สมชาย ใจดี',
      content_title_en: 'Safety basics',
      content_title_th: TITLE_TH,
      heading_en: 'Certificate of Completion',
      heading_th: 'ใบประกาศนียบัตร',
      is_revoked: false,
    });
    expect(cert?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

    // Renaming the course later does not change the certificate already issued.
    await t.db
      .updateTable('content')
      .set({ title_en: 'Renamed' })
      .where('id', '=', s.course.id)
      .execute();
    const list = await s.client.get('/api/profile/library/certificate/?lang=en');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        {
          id: cert?.id,
          code: cert?.code,
          learner_name: 'สมชาย ใจดี',
          content_title: 'Safety basics',
          is_valid: true,
          verify_path: `/certificate/verify/${cert?.code.match(/.{4}/g)?.join('-')}`,
        },
      ],
    });
    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', s.user.id).execute();
    const detail = await s.client.get(`/api/profile/library/certificate/${cert?.id}/`);
    expect(detail.json()).toMatchObject({ content_title: TITLE_TH, heading: 'ใบประกาศนียบัตร' });

    const course = await s.client.get(`/api/course/${s.course.id}/`);
    expect(course.json()).toMatchObject({
      is_certificate: true,
      certificate: { id: cert?.id, code: cert?.code, is_valid: true },
    });
  });

  it('issues exactly once when the last material is stamped from several devices at once', async () => {
    const s = await enrolled();
    await s.client.post(s.url(s.article.slotId), { action: 10 });
    await s.client.post(s.url(s.video.slotId), { action: 10, position: 0 });
    await t.db
      .updateTable('learning_result')
      .set({ last_stamp_at: new Date(Date.now() - 200_000) })
      .where('user_id', '=', s.user.id)
      .where('content_id', '=', s.video.id)
      .execute();
    await s.client.post(s.url(s.video.slotId), { action: 10, position: 120 });
    // Pages 1-9 read; the last one then stamped from several devices at once.
    await readEveryPage(t.db, { userId: s.user.id, contentId: s.document.id, pages: 9 }, (page) =>
      s.client.post(s.url(s.document.slotId), { action: 10, page }),
    );
    await t.db
      .updateTable('learning_result')
      .set({ last_stamp_at: new Date(Date.now() - 5_000) })
      .where('user_id', '=', s.user.id)
      .where('content_id', '=', s.document.id)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.client.post(s.url(s.document.slotId), { action: 10, page: 10 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(await certificatesOf(s.user.id)).toHaveLength(1);
  });

  it('issues once however many transactions try at the same moment', async () => {
    const s = await enrolled();
    const result = await t.db
      .selectFrom('learning_result')
      .select('id')
      .where('user_id', '=', s.user.id)
      .where('content_id', '=', s.course.id)
      .executeTakeFirstOrThrow();
    const rows = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction().execute((trx) => issueCertificate(trx, result.id)),
      ),
    );
    const [cert] = await certificatesOf(s.user.id);
    expect(await certificatesOf(s.user.id)).toHaveLength(1);
    expect(new Set(rows.map((r) => r?.code))).toEqual(new Set([cert?.code]));
  });

  it('issues nothing for a course without a certificate, and no certificate tab entry', async () => {
    const s = await enrolled(false);
    await complete(s);
    expect(await certificatesOf(s.user.id)).toHaveLength(0);
    const course = await s.client.get(`/api/course/${s.course.id}/`);
    expect(course.json()).toMatchObject({ is_certificate: false, certificate: null });
  });

  it('issues nothing when a completion is rolled back', async () => {
    const s = await enrolled();
    const user = s.user;
    const course = s.course;
    await expect(
      t.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('learning_result')
          .select('id')
          .where('user_id', '=', user.id)
          .where('content_id', '=', course.id)
          .executeTakeFirstOrThrow();
        await changeStatus(trx, { resultId: row.id, to: 21, actor: user.id, kind: 'learner' });
        await changeStatus(trx, { resultId: row.id, to: 30, actor: user.id, kind: 'learner' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await certificatesOf(user.id)).toHaveLength(0);
  });
});

describe('GET /api/profile/library/certificate/{id}/pdf/', () => {
  it('is a one-page PDF with the name, both titles, the date and the verification code', async () => {
    const s = await enrolled(true, { first_name: 'Somchai', last_name: 'ใจดี' });
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    const grouped = cert?.code.match(/.{4}/g)?.join('-') ?? '';

    const en = await s.client.get(`/api/profile/library/certificate/${cert?.id}/pdf/?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain('attachment');
    expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const enDoc = await PDFDocument.load(en.rawPayload);
    expect(enDoc.getPageCount()).toBe(1);
    expect(enDoc.getSubject()).toContain('Somchai ใจดี');
    const enText = pageText(enDoc, enDoc.getPage(0));
    expect(enText).toContain('Somchai ใจดี');
    expect(enText).toContain('Safety basics');
    expect(enText).toContain(TITLE_TH);
    expect(enText).toContain(grouped);
    expect(enText).toContain(`/certificate/verify/${grouped}`);
    expect(enText).toMatch(/Issued on \d{1,2} [A-Z][a-z]+ 20\d\d/);

    const th = await s.client.get(`/api/profile/library/certificate/${cert?.id}/pdf/?lang=th`);
    const thDoc = await PDFDocument.load(th.rawPayload);
    const thText = pageText(thDoc, thDoc.getPage(0));
    expect(thText).toContain('ใบประกาศนียบัตร');
    expect(thText).toContain(TITLE_TH);
    const buddhistYear =
      Number(
        new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(
          cert?.issued_at,
        ),
      ) + 543;
    expect(thText).toContain(`ออกให้ ณ วันที่`);
    expect(thText).toContain(String(buddhistYear));
  });

  it('is only for its owner: another learner gets 404, a stranger 401', async () => {
    const s = await enrolled();
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    const other = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(other.email, other.password);
    expect((await client.get(`/api/profile/library/certificate/${cert?.id}/pdf/`)).statusCode).toBe(
      404,
    );
    expect((await client.get(`/api/profile/library/certificate/${cert?.id}/`)).statusCode).toBe(
      404,
    );
    expect((await client.get('/api/profile/library/certificate/')).json()).toMatchObject({
      count: 0,
    });
    const stranger = new Client(t.app);
    expect(
      (await stranger.get(`/api/profile/library/certificate/${cert?.id}/pdf/`)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/certificate/verify/{code}/', () => {
  it('shows name, course, date and validity to anyone, and nothing else', async () => {
    const s = await enrolled();
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    const stranger = new Client(t.app);
    const grouped = cert?.code.match(/.{4}/g)?.join('-').toLowerCase() ?? '';
    const res = await stranger.get(`/api/certificate/verify/${grouped}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: cert?.code,
      learner_name: 'สมชาย ใจดี',
      content_title_en: 'Safety basics',
      content_title_th: TITLE_TH,
      datetime_issue: cert?.issued_at.toISOString(),
      is_valid: true,
    });
  });

  it('answers 404 for an unknown or malformed code', async () => {
    const stranger = new Client(t.app);
    expect((await stranger.get('/api/certificate/verify/AAAA-BBBB-CCCC-DDDD/')).statusCode).toBe(
      404,
    );
    expect((await stranger.get('/api/certificate/verify/not-a-code/')).json()).toMatchObject({
      code: 'not_found',
    });
  });

  it('shows a revoked certificate as invalid, and its PDF is no longer served', async () => {
    const s = await enrolled();
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    // A learner cannot revoke; an administrator with dashboard_manage_enrollment can.
    expect((await s.client.post(`/api/dashboard/certificate/${cert?.id}/revoke/`)).statusCode).toBe(
      403,
    );
    const admin = await buildAdmin(t.db);
    const dashboard = new Client(t.app);
    await dashboard.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const revoked = await dashboard.post(`/api/dashboard/certificate/${cert?.id}/revoke/`, {
      reason: 'Issued by mistake',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: cert?.id, is_valid: false });
    const again = await dashboard.post(`/api/dashboard/certificate/${cert?.id}/revoke/`, {});
    expect(again.json().datetime_revoke).toBe(revoked.json().datetime_revoke);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'certificate')
      .where('entity_id', '=', String(cert?.id))
      .execute();
    expect(audit).toEqual([{ action: 'revoke_certificate', actor_id: admin.id }]);
    const res = await new Client(t.app).get(`/api/certificate/verify/${cert?.code}/`);
    expect(res.json()).toMatchObject({ is_valid: false });
    const pdf = await s.client.get(`/api/profile/library/certificate/${cert?.id}/pdf/`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toMatchObject({ code: 'certificate_revoked' });
    const list = await s.client.get('/api/profile/library/certificate/');
    expect(list.json().results[0]).toMatchObject({ is_valid: false });
  });

  it('is rate limited per address', async () => {
    const limited = await createTestContext({ RATE_LIMIT_VERIFY_PER_MINUTE: '3' });
    try {
      const client = new Client(limited.app);
      const codes = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await client.get('/api/certificate/verify/AAAA-BBBB-CCCC-DDDD/')).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
