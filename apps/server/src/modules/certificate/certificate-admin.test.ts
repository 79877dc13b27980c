import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildCourseWithMaterials } from '../../../test/learning-factories';
import { changeStatus } from '@/modules/enrollment/status';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

/** A course with a certificate, and a learner who completed it (the certificate issued). */
async function completedCourse(
  title = { title_en: 'Fire safety', title_th: 'ความปลอดภัยจากอัคคีภัย' },
  name = 'Malee',
) {
  const { course } = await buildCourseWithMaterials(t.db, { is_certificate: true, ...title });
  const user = await buildUser(t.db, { first_name: name, last_name: 'Srisuk' });
  const learner = new Client(t.app);
  await learner.login(user.email, user.password);
  expect((await learner.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
  await t.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('learning_result')
      .select('id')
      .where('user_id', '=', user.id)
      .where('content_id', '=', course.id)
      .executeTakeFirstOrThrow();
    await changeStatus(trx, { resultId: row.id, to: 21, actor: user.id, kind: 'learner' });
    await changeStatus(trx, { resultId: row.id, to: 30, actor: user.id, kind: 'learner' });
  });
  const cert = await t.db
    .selectFrom('certificate')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { course, user, learner, cert };
}

describe('GET /api/dashboard/certificate/', () => {
  it('lists issued certificates newest first, filtered by course, validity and search', async () => {
    const first = await completedCourse(undefined, 'Kanya');
    const second = await completedCourse(
      { title_en: 'First aid', title_th: 'การปฐมพยาบาล' },
      'Niran',
    );
    const all = await admin.get('/api/dashboard/certificate/?page_size=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().results.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second.cert.id)).toBeLessThan(ids.indexOf(first.cert.id));
    expect(all.json().results.find((r: { id: number }) => r.id === second.cert.id)).toMatchObject({
      learner_name: 'Niran Srisuk',
      user: { id: second.user.id, email: second.user.email },
      content: { id: second.course.id },
      content_title: 'First aid',
      is_valid: true,
      datetime_revoke: null,
    });

    // Titles in the administrator's language.
    const thaiAdmin = await buildAdmin(t.db, { language: 'th' });
    const thaiClient = new Client(t.app);
    await thaiClient.login(thaiAdmin.email, thaiAdmin.password, '/api/dashboard/account/login/');
    const thai = await thaiClient.get(`/api/dashboard/certificate/?content=${second.course.id}`);
    expect(thai.json()).toMatchObject({ count: 1, results: [{ content_title: 'การปฐมพยาบาล' }] });
    const byName = await admin.get('/api/dashboard/certificate/?search=kanya');
    expect(byName.json().results.map((r: { id: number }) => r.id)).toEqual([first.cert.id]);
    const grouped = first.cert.code.match(/.{4}/g)!.join('-').toLowerCase();
    const byCode = await admin.get(`/api/dashboard/certificate/?search=${grouped}`);
    expect(byCode.json().results.map((r: { id: number }) => r.id)).toEqual([first.cert.id]);

    await admin.post(`/api/dashboard/certificate/${first.cert.id}/revoke/`, {
      reason: 'issued in error',
    });
    const revoked = await admin.get(
      `/api/dashboard/certificate/?is_valid=false&content=${first.course.id}`,
    );
    expect(revoked.json()).toMatchObject({
      count: 1,
      results: [{ id: first.cert.id, is_valid: false }],
    });
    const valid = await admin.get(
      `/api/dashboard/certificate/?is_valid=true&content=${first.course.id}`,
    );
    expect(valid.json()).toMatchObject({ count: 0 });
  });

  it('refuses bad filters, learners (403) and strangers (401)', async () => {
    const { learner } = await completedCourse();
    expect((await admin.get('/api/dashboard/certificate/?is_valid=maybe')).json()).toMatchObject({
      errors: { is_valid: ['invalid_choice'] },
    });
    expect((await admin.get('/api/dashboard/certificate/?ordering=code')).statusCode).toBe(400);
    expect((await learner.get('/api/dashboard/certificate/')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/dashboard/certificate/')).statusCode).toBe(401);
  });
});

describe('certificate wording: GET and PUT /api/dashboard/certificate-template/{id}/', () => {
  const wording = {
    heading_en: 'Certificate of Achievement',
    heading_th: 'ประกาศนียบัตรแห่งความสำเร็จ',
    body_en: 'has completed every lesson of',
    body_th: 'ได้เรียนครบทุกบทเรียนของหลักสูตร',
    signer_name: 'Dr. Somsak Wongsa',
    signer_title_en: 'Head of Learning',
    signer_title_th: 'หัวหน้าฝ่ายการเรียนรู้',
  };

  it('shows the default for a course without its own, saves its own, and prints it on new certificates only', async () => {
    const { course } = await buildCourseWithMaterials(t.db, { is_certificate: true });
    const before = await admin.get(`/api/dashboard/certificate-template/${course.id}/`);
    expect(before.json()).toMatchObject({
      content_id: course.id,
      is_own: false,
      heading_en: 'Certificate of Completion',
    });

    const saved = await admin.request(
      'PUT',
      `/api/dashboard/certificate-template/${course.id}/`,
      wording,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...wording, is_own: true, content_id: course.id });
    // Saving again updates the same template.
    const again = await admin.request('PUT', `/api/dashboard/certificate-template/${course.id}/`, {
      ...wording,
      signer_name: 'Ms. Pim',
    });
    expect(again.json()).toMatchObject({ signer_name: 'Ms. Pim' });
    expect(
      Number(
        (
          await t.db
            .selectFrom('certificate_template')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('content_id', '=', course.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'certificate_template')
      .where('entity_id', '=', String(course.id))
      .execute();
    expect(audit).toHaveLength(2);
    // The default is untouched.
    expect((await admin.get('/api/dashboard/certificate-template/default/')).json()).toMatchObject({
      content_id: null,
      is_own: true,
      heading_en: 'Certificate of Completion',
    });
  });

  it('keeps the wording of certificates already issued', async () => {
    const { course, cert } = await completedCourse();
    await admin.request('PUT', `/api/dashboard/certificate-template/${course.id}/`, wording);
    const after = await t.db
      .selectFrom('certificate')
      .select('heading_en')
      .where('id', '=', cert.id)
      .executeTakeFirstOrThrow();
    expect(after.heading_en).toBe(cert.heading_en);
  });

  it('refuses bad wording with field keys and writes nothing; 404 for missing content; 403 without content permission', async () => {
    const { course } = await buildCourseWithMaterials(t.db, { is_certificate: true });
    const bad = await admin.request('PUT', `/api/dashboard/certificate-template/${course.id}/`, {
      ...wording,
      heading_en: '   ',
      body_th: 'ก'.repeat(2001),
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await admin.request(
      'PUT',
      `/api/dashboard/certificate-template/${course.id}/`,
      {
        ...wording,
        heading_en: ' ',
        body_th: 'ก'.repeat(2001),
      },
    );
    expect(missing.json().errors).toMatchObject({
      heading_en: ['this_field_is_required'],
      body_th: ['length_less_than'],
    });
    expect(
      (
        await t.db
          .selectFrom('certificate_template')
          .select('id')
          .where('content_id', '=', course.id)
          .execute()
      ).length,
    ).toBe(0);
    expect((await admin.get('/api/dashboard/certificate-template/999999/')).statusCode).toBe(404);
    expect((await admin.get('/api/dashboard/certificate-template/abc/')).statusCode).toBe(400);
    const learner = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    expect(
      (await client.request('PUT', `/api/dashboard/certificate-template/${course.id}/`, wording))
        .statusCode,
    ).toBe(403);
  });
});
