import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { readEveryPage } from '../../test/learning-factories';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { DEMO_PROGRAMS } from './demo-program';
import { openToVisitors } from '../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

const idOf = async (code: string) =>
  (await t.db.selectFrom('content').select('id').where('code', '=', code).executeTakeFirstOrThrow())
    .id;

async function demoLearner() {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'learner')!;
  const client = new Client(t.app);
  await client.login(account.email, account.password);
  const me = (await client.get('/api/account/profile/')).json().id as number;
  return { client, me };
}

interface Step {
  id: number;
  is_required: boolean;
  is_locked: boolean;
  content: { id: number; content_type: { code: string }; page_count: number | null };
}
const stepsOf = (page: { section_list: { slot_list: Step[] }[] }) =>
  page.section_list.flatMap((s) => s.slot_list);

describe('demo programs', () => {
  it('lists two paths (ordered and free, in Thai too), a learning program and an onboarding program', async () => {
    const client = new Client(t.app);
    const paths = (await client.get('/api/learning-path/?lang=th')).json();
    expect(paths.results.map((r: { code: string }) => r.code).sort()).toEqual(
      [DEMO_PROGRAMS.freePath, DEMO_PROGRAMS.orderedPath].sort(),
    );
    expect(paths.results.map((r: { title: string }) => r.title)).toContain(
      'ทำงานอย่างปลอดภัยและมีสุขภาพดี',
    );
    const ordered = (
      await client.get(`/api/learning-path/${await idOf(DEMO_PROGRAMS.orderedPath)}/`)
    ).json();
    const free = (
      await client.get(`/api/learning-path/${await idOf(DEMO_PROGRAMS.freePath)}/`)
    ).json();
    expect([ordered.is_ordered, free.is_ordered, ordered.is_certificate]).toEqual([
      true,
      false,
      true,
    ]);
    const program = (
      await client.get(`/api/learning-program/${await idOf(DEMO_PROGRAMS.learningProgram)}/`)
    ).json();
    expect(new Set(stepsOf(program).map((s) => s.content.content_type.code))).toEqual(
      new Set(['course', 'article', 'test', 'survey']),
    );
    const search = (
      await client.get(
        `/api/search/?search=${encodeURIComponent('ปฐมนิเทศ')}&content_type=learning_path,learning_program,onboard`,
      )
    ).json();
    expect(search.results.map((r: { code: string }) => r.code)).toEqual([DEMO_PROGRAMS.onboard]);
  });

  it('assigns the onboarding program to the demo learner’s group, due in about three weeks', async () => {
    const { client } = await demoLearner();
    const page = (await client.get(`/api/onboard/${await idOf(DEMO_PROGRAMS.onboard)}/`)).json();
    expect(page.learning_result).toMatchObject({ status: PROGRESS_STATUS.not_start });
    expect(page.labels).toContain('assigned');
    const days = (Date.parse(page.datetime_deadline) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(20);
    expect(days).toBeLessThan(22);
  });

  it('lets the demo learner complete the ordered path and download its certificate', async () => {
    const { client, me } = await demoLearner();
    const id = await idOf(DEMO_PROGRAMS.orderedPath);
    expect((await client.post(`/api/learning-path/${id}/enroll/`)).statusCode).toBe(201);
    const [course, optional, survey] = stepsOf(
      (await client.get(`/api/learning-path/${id}/`)).json(),
    );
    expect([course!.is_locked, optional!.is_locked, survey!.is_locked]).toEqual([
      false,
      true,
      true,
    ]);
    expect(
      (await client.post(`/api/learning-path/${id}/slot/${survey!.id}/start/`)).statusCode,
    ).toBe(409);

    // Step 1: the quick safety course (its article and handout).
    expect(
      (await client.post(`/api/learning-path/${id}/slot/${course!.id}/start/`)).statusCode,
    ).toBe(200);
    const courseId = course!.content.id;
    const lessons = stepsOf((await client.get(`/api/course/${courseId}/`)).json()).filter(
      (s) => s.is_required,
    );
    for (const slot of lessons) {
      const post = (body: object) =>
        client.post(`/api/course/${courseId}/slot/${slot.id}/progress/`, body);
      if (slot.content.content_type.code === 'document')
        await readEveryPage(
          t.db,
          { userId: me, contentId: slot.content.id, pages: slot.content.page_count ?? 1 },
          (page) => post({ action: 10, page }),
        );
      else expect((await post({ action: 10 })).statusCode).toBe(200);
    }

    // Step 2 opens: the survey, answered.
    expect(
      (await client.post(`/api/learning-path/${id}/slot/${survey!.id}/start/`)).statusCode,
    ).toBe(200);
    const surveyId = survey!.content.id;
    const questions = (await client.get(`/api/survey/${surveyId}/question/`)).json().results;
    const answers = questions
      .filter((q: { kind: string }) => q.kind !== 'text')
      .map((q: { id: string; kind: string; choices?: { id: string }[] }) =>
        q.kind === 'rating'
          ? { question_id: q.id, rating: 5 }
          : { question_id: q.id, choice_ids: [q.choices![0]!.id] },
      );
    expect((await client.post(`/api/survey/${surveyId}/response/`, { answers })).statusCode).toBe(
      201,
    );

    const done = (await client.get(`/api/learning-path/${id}/`)).json();
    expect(done.learning_result).toMatchObject({ status: PROGRESS_STATUS.completed, percent: 100 });
    expect(done.certificate).toMatchObject({ is_valid: true });
    const pdf = await client.get(`/api/profile/library/certificate/${done.certificate.id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('gives the program report learners in progress, not started and overdue to draw', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const rows = (await client.get('/api/dashboard/report/program/?ordering=-enrolled')).json()
      .results as { code: string; enrolled: number; in_progress: number; overdue: number }[];
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const code of [
      DEMO_PROGRAMS.orderedPath,
      DEMO_PROGRAMS.freePath,
      DEMO_PROGRAMS.learningProgram,
    ])
      expect(byCode.get(code)?.enrolled).toBeGreaterThanOrEqual(3);
    const onboard = byCode.get(DEMO_PROGRAMS.onboard)!;
    expect(onboard.overdue).toBe(4);
    expect(onboard.in_progress).toBeGreaterThanOrEqual(2);
    expect(rows.reduce((sum, r) => sum + r.in_progress, 0)).toBeGreaterThan(0);
    expect(rows.some((r) => r.enrolled > r.in_progress)).toBe(true);
  });
});
