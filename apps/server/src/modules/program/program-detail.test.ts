import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { statementCountingApp } from '../../../test/statement-count';
import { buildContent, buildMaterial } from '../../../test/learning-factories';
import { buildProgram, courseOfArticles, learner, readArticle } from './program-fixtures';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
});
afterAll(async () => t?.close());

describe('GET /api/{program}/{id}/', () => {
  it('shows a visitor the steps with their images, no results and zero progress', async () => {
    const course = await buildContent(t.db, { image: '/media/image/c/course.png' });
    const optional = await buildMaterial(t.db, 'article');
    const { program, slots } = await buildProgram(
      t,
      [[course], [{ id: optional.id, is_required: false }]],
      { kind: 'learning_program', title_th: 'โปรแกรมการเรียนรู้', is_certificate: true },
    );
    const res = await new Client(t.app).get(`/api/learning-program/${program.id}/?lang=th`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: program.id,
      title: 'โปรแกรมการเรียนรู้',
      content_type: { code: 'learning_program' },
      enroll_case: 'free',
      is_ordered: false,
      is_certificate: true,
      certificate: null,
      learning_result: null,
      datetime_deadline: null,
      progress: {
        step_count: 2,
        required_count: 1,
        completed_count: 0,
        required_completed_count: 0,
      },
    });
    expect(body.section_list).toHaveLength(2);
    expect(body.section_list[0].slot_list[0]).toMatchObject({
      id: slots[0]!.id,
      is_required: true,
      is_locked: false,
      unlocked_by: null,
      learning_result: null,
      content: {
        id: course.id,
        image: '/media/image/c/course.png',
        content_type: { code: 'course' },
      },
    });
  });

  it('shows a learner their status per step, the counts and their assignment deadline', async () => {
    const { user, client } = await learner(t);
    const first = await courseOfArticles(t);
    const second = await courseOfArticles(t);
    const { program, slots } = await buildProgram(t, [[first.course, second.course]], {
      kind: 'onboard',
    });
    await client.post(`/api/onboard/${program.id}/enroll/`);
    await client.post(`/api/onboard/${program.id}/slot/${slots[0]!.id}/start/`);
    await readArticle(client, first.course.id, first.slots[0]!.id);
    await client.post(`/api/onboard/${program.id}/slot/${slots[1]!.id}/start/`);
    const deadline = new Date(Date.now() + 21 * 86_400_000);
    const assignment = await t.db
      .insertInto('assignment')
      .values({ content_id: program.id, date_start: new Date(), date_end: deadline })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('assignment_learner')
      .values({ assignment_id: assignment.id, user_id: user.id, content_id: program.id, status: 1 })
      .execute();

    const body = (await client.get(`/api/onboard/${program.id}/`)).json();
    expect(body).toMatchObject({
      enroll_case: 'learning',
      learning_result: { status: PROGRESS_STATUS.in_progress, percent: 50 },
      progress: {
        step_count: 2,
        required_count: 2,
        completed_count: 1,
        required_completed_count: 1,
      },
      datetime_deadline: deadline.toISOString(),
    });
    expect(
      body.section_list[0].slot_list.map((s: { learning_result: unknown }) => s.learning_result),
    ).toEqual([
      { status: PROGRESS_STATUS.completed, percent: 100 },
      { status: PROGRESS_STATUS.not_start, percent: 0 },
    ]);
    // Another learner sees none of it.
    const other = await learner(t);
    const theirs = (await other.client.get(`/api/onboard/${program.id}/`)).json();
    expect(theirs).toMatchObject({ learning_result: null, datetime_deadline: null });
  });
});

describe('GET /api/{program}/', () => {
  it('lists the kind only, paged, with schedule=true|false for an enrolment window', async () => {
    const online = await buildContent(t.db, { kind: 'learning_path', code: 'LP-ONLINE' });
    const scheduled = await buildContent(t.db, {
      kind: 'learning_path',
      code: 'LP-SCHED',
      enroll_end: new Date(Date.now() + 86_400_000),
    });
    await buildContent(t.db, { kind: 'onboard', code: 'LP-ONBOARD' });
    const client = new Client(t.app);
    const codes = async (url: string) =>
      ((await client.get(url)).json().results as { code: string }[]).map((r) => r.code);
    const all = await codes('/api/learning-path/?page_size=100');
    expect(all).toEqual(expect.arrayContaining([online.code, scheduled.code]));
    expect(all).not.toContain('LP-ONBOARD');
    expect(await codes('/api/learning-path/?schedule=true&page_size=100')).toEqual(
      expect.not.arrayContaining([online.code]),
    );
    expect(await codes('/api/learning-path/?schedule=true&page_size=100')).toContain(
      scheduled.code,
    );
    expect(await codes('/api/learning-path/?schedule=false&page_size=100')).not.toContain(
      scheduled.code,
    );
    expect(await codes('/api/onboard/?page_size=100')).toContain('LP-ONBOARD');
    const paged = (await client.get('/api/learning-path/?page_size=1')).json();
    expect(paged).toMatchObject({ page_size: 1, results: [expect.anything()] });
    expect(paged.count).toBeGreaterThanOrEqual(2);
    // content_type picks among program kinds only.
    expect((await client.get('/api/learning-path/?content_type=course')).statusCode).toBe(400);
    expect(await codes('/api/learning-path/?content_type=onboard&page_size=100')).toContain(
      'LP-ONBOARD',
    );
    expect((await client.get('/api/learning-path/?schedule=maybe')).statusCode).toBe(400);
  });
});

describe('SQL statements of a program page', () => {
  let counting: Awaited<ReturnType<typeof statementCountingApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    counting = await statementCountingApp(t);
    app = counting.app;
  });
  afterAll(async () => counting.close());
  const countFor = (client: Client, url: string) => counting.count(client, url);

  it('lists programs with their step counts, as many statements at 1 and 100 rows', async () => {
    const course = async () => (await courseOfArticles(t)).course;
    const three = await buildProgram(t, [[await course()], [await course(), await course()]]);
    const one = await buildProgram(t, [[await course()]]);
    const visitor = new Client(app);
    const few = await countFor(visitor, '/api/learning-path/?page_size=1');
    expect(await countFor(visitor, '/api/learning-path/?page_size=100')).toBe(few);
    const cards = (await visitor.get('/api/learning-path/?page_size=50')).json().results as {
      id: number;
      step_count: number | null;
    }[];
    expect(cards.find((c) => c.id === three.program.id)?.step_count).toBe(3);
    expect(cards.find((c) => c.id === one.program.id)?.step_count).toBe(1);
    const courses = (await visitor.get('/api/course/?page_size=5')).json().results as {
      step_count: number | null;
    }[];
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((c) => c.step_count === null)).toBe(true);
  });

  it('is the same for 2 and 20 steps, for a visitor and an enrolled learner', async () => {
    const programOf = async (steps: number) => {
      const children = [];
      for (let i = 0; i < steps; i++) children.push(await courseOfArticles(t));
      const half = Math.ceil(steps / 2);
      return buildProgram(
        t,
        [children.slice(0, half).map((c) => c.course), children.slice(half).map((c) => c.course)],
        { is_ordered: true, is_certificate: true },
      );
    };
    const small = await programOf(2);
    const large = await programOf(20);
    const user = await buildUser(t.db);
    const client = new Client(app);
    await client.login(user.email, user.password);
    for (const p of [small, large]) {
      await client.post(`/api/learning-path/${p.program.id}/enroll/`);
      await client.post(`/api/learning-path/${p.program.id}/slot/${p.slots[0]!.id}/start/`);
    }
    const visitor = new Client(app);
    const at2 = await countFor(visitor, `/api/learning-path/${small.program.id}/`);
    expect(await countFor(visitor, `/api/learning-path/${large.program.id}/`)).toBe(at2);
    const learnerAt2 = await countFor(client, `/api/learning-path/${small.program.id}/`);
    const learnerAt20 = await countFor(client, `/api/learning-path/${large.program.id}/`);
    expect(learnerAt20).toBe(learnerAt2);
    expect(learnerAt20).toBeLessThanOrEqual(6);
    const body = (await client.get(`/api/learning-path/${large.program.id}/`)).json();
    expect(body.progress.step_count).toBe(20);
  });
});
