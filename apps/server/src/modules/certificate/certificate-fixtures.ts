import { PROGRESS_STATUS, type ProgressAnswerSchema } from '@portal/shared';
import { expect } from 'vitest';
import type { z } from 'zod';
import { buildAdmin, buildUser, Client, type TestContext } from '../../../test/helpers';
import { buildCourseWithMaterials, readEveryPage } from '../../../test/learning-factories';

/** Set-up shared by certificate.test.ts and certificate-suspend.test.ts. */

/** The Thai title of the tests' course (a line that needs shaping in the PDF). */
export const TITLE_TH = 'พื้นฐานความปลอดภัยที่ได้ผู้ใหญ่ปู่ย่า';

/** The tests' makers over the portal `context()` answers (made in the test file's beforeAll). */
export function certificateFixtures(context: () => TestContext) {
  /** A learner enrolled in a course (with a certificate unless told otherwise), signed in. */
  async function enrolled(isCertificate = true, name = { first_name: 'สมชาย', last_name: 'ใจดี' }) {
    const setup = await buildCourseWithMaterials(context().db, {
      is_certificate: isCertificate,
      title_en: 'Safety basics',
      title_th: TITLE_TH,
    });
    const user = await buildUser(context().db, name);
    const client = new Client(context().app);
    await client.login(user.email, user.password);
    expect((await client.post(`/api/course/${setup.course.id}/enroll/`)).statusCode).toBe(201);
    const url = (slotId: number) => `/api/course/${setup.course.id}/slot/${slotId}/progress/`;
    return { ...setup, user, client, url };
  }

  /** Completes every material through the progress endpoint, as a player would. */
  async function complete(s: Awaited<ReturnType<typeof enrolled>>) {
    await s.client.post(s.url(s.article.slotId), { action: 10 });
    await readEveryPage(
      context().db,
      { userId: s.user.id, contentId: s.document.id, pages: 10 },
      (page) => s.client.post(s.url(s.document.slotId), { action: 10, page }),
    );
    await s.client.post(s.url(s.video.slotId), { action: 10, position: 0 });
    await context()
      .db.updateTable('learning_result')
      .set({ last_stamp_at: new Date(Date.now() - 200_000) })
      .where('user_id', '=', s.user.id)
      .where('content_id', '=', s.video.id)
      .execute();
    const res = await s.client.post(s.url(s.video.slotId), { action: 10, position: 120 });
    const answer = res.json<z.infer<typeof ProgressAnswerSchema>>();
    expect(answer.course).toMatchObject({ status: PROGRESS_STATUS.completed });
  }

  const certificatesOf = (userId: number) =>
    context().db.selectFrom('certificate').selectAll().where('user_id', '=', userId).execute();

  /** The learner's result on the course itself (not its materials). */
  const courseResult = (s: Awaited<ReturnType<typeof enrolled>>) =>
    context()
      .db.selectFrom('learning_result')
      .select(['id', 'status'])
      .where('user_id', '=', s.user.id)
      .where('content_id', '=', s.course.id)
      .executeTakeFirstOrThrow();

  /** A signed-in dashboard administrator. */
  async function dashboardAdmin() {
    const user = await buildAdmin(context().db);
    const client = new Client(context().app);
    await client.login(user.email, user.password, '/api/dashboard/account/login/');
    return { user, client };
  }

  return { enrolled, complete, certificatesOf, courseResult, dashboardAdmin };
}
