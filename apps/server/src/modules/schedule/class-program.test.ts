import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { CLASS_PROGRAM } from '@/modules/content-tree/kinds';
import { addSection, addSlot, createContainer } from '@/modules/content-tree/tree.service';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { openToVisitors } from '../../../test/b2c';
import { at, buildClass, HOUR, learner } from './schedule-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the list and page are visitor reads (B2C on)
});
afterAll(async () => t?.close());

const DAY = 24 * HOUR;

/** A published class program holding `classes` in order (required unless said). */
async function buildProgram(
  classes: { id: number; is_required?: boolean }[],
  columns: { title_en: string; title_th?: string; capacity?: number | null; code?: string },
) {
  const id = await createContainer(t.db, CLASS_PROGRAM, {
    code: columns.code ?? `CP${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    title_en: columns.title_en,
    title_th: columns.title_th ?? '',
    capacity: columns.capacity ?? null,
  });
  const section = await addSection(t.db, CLASS_PROGRAM, id, {
    name_en: 'Classes',
    name_th: '',
    sort: 0,
  });
  for (const [sort, child] of classes.entries())
    await addSlot(t.db, CLASS_PROGRAM, id, section.id, {
      child_id: child.id,
      is_required: child.is_required ?? true,
      sort,
    });
  await t.db.updateTable('content').set({ is_publish: true }).where('id', '=', id).execute();
  return id;
}

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('GET /api/class-program/: upcoming and past class programs', () => {
  it("lists a program by its classes' sessions, past ones under past=true, and the same under event-program/", async () => {
    const tag = `CPL${Date.now()}`;
    const a = await buildClass(t, [{ ...at(2 * DAY), place: 'Room 5' }]);
    const b = await buildClass(t, [{ ...at(5 * DAY), online_url: 'https://meet.example/p' }]);
    const old = await buildClass(t, [at(-4 * DAY)]);
    const upcoming = await buildProgram([{ id: a.klass.id }, { id: b.klass.id }], {
      title_en: `Upcoming ${tag}`,
    });
    const past = await buildProgram([{ id: old.klass.id }], { title_en: `Past ${tag}` });

    const res = await t.app.inject(`/api/class-program/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([upcoming]);
    expect(body.results[0]).toMatchObject({
      content_type: { code: 'class_program' },
      class_status: 1,
      session_count: 2,
      place: 'Room 5',
      is_online: true,
      datetime_start: a.sessions[0]!.start_at.toISOString(),
      datetime_end: b.sessions[0]!.end_at.toISOString(),
    });
    expect(ids((await t.app.inject(`/api/class-program/?search=${tag}&past=true`)).json())).toEqual(
      [past],
    );
    expect(
      ids((await t.app.inject(`/api/class-program/?search=${tag}&place=online`)).json()),
    ).toEqual([upcoming]);
    // Classes are not programs: the class list does not show programs and this list no classes.
    expect(ids((await t.app.inject(`/api/class/?search=${tag}`)).json())).toEqual([]);
    const alias = await t.app.inject(`/api/event-program/?search=${tag}`);
    expect(alias.json()).toEqual(body);
  });

  it('finds a program by a Thai word of its title and pages on the server', async () => {
    const tag = `CPT${Date.now()}`;
    const klass = await buildClass(t, [at(DAY)]);
    const first = await buildProgram([{ id: klass.klass.id }], {
      title_en: `One ${tag}`,
      title_th: 'หลักสูตรผู้นำทีมขายภาคเหนือ',
    });
    await buildProgram([{ id: klass.klass.id }], { title_en: `Two ${tag}` });
    const thai = await t.app.inject(
      `/api/class-program/?search=${encodeURIComponent('ผู้นำทีมขายภาคเหนือ')}&page_size=200`,
    );
    expect(ids(thai.json())).toContain(first);
    const paged = (await t.app.inject(`/api/class-program/?search=${tag}&page_size=1`)).json();
    expect(paged.count).toBe(2);
    expect(paged.results).toHaveLength(1);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await t.app.inject('/api/class-program/?place=moon');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/class-program/{id}/: the program and its classes', () => {
  it('answers its classes in order with the learner results, and 404 for a class id', async () => {
    const first = await buildClass(t, [at(DAY), at(2 * DAY)], { title_en: 'First class' });
    const second = await buildClass(t, [at(3 * DAY)], { title_en: 'Second class' });
    const program = await buildProgram(
      [{ id: first.klass.id }, { id: second.klass.id, is_required: false }],
      { title_en: 'Program page' },
    );
    const { client } = await learner(t);
    expect((await client.post(`/api/class/${first.klass.id}/enroll/`)).statusCode).toBe(201);

    const res = await client.get(`/api/class-program/${program}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: program,
      content_type: { code: 'class_program' },
      enroll_case: 'free',
      session_count: 3,
      required_count: 1,
      completed_count: 0,
    });
    expect(
      body.class_list.map((c: { id: number; is_required: boolean }) => [c.id, c.is_required]),
    ).toEqual([
      [first.klass.id, true],
      [second.klass.id, false],
    ]);
    expect(body.class_list[0].learning_result.status).toBe(PROGRESS_STATUS.not_start);
    expect(body.class_list[0].session_count).toBe(2);
    expect(body.class_list[1].learning_result).toBeNull();

    expect((await t.app.inject(`/api/class-program/${first.klass.id}/`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/class/${program}/`)).statusCode).toBe(404);
    const alias = await client.get(`/api/event-program/${program}/`);
    expect(alias.json()).toEqual(body);
  });

  it('leaves out an unpublished class', async () => {
    const shown = await buildClass(t, [at(DAY)]);
    const hidden = await buildClass(t, [at(DAY)], { is_publish: false });
    const program = await buildProgram([{ id: shown.klass.id }, { id: hidden.klass.id }], {
      title_en: 'Hidden one',
    });
    const body = (await t.app.inject(`/api/class-program/${program}/`)).json();
    expect(body.class_list.map((c: { id: number }) => c.id)).toEqual([shown.klass.id]);
  });
});

describe('enrolling in a class program', () => {
  it('enrols and cancels with the course rules; a full program waiting-lists', async () => {
    const klass = await buildClass(t, [at(DAY)]);
    const program = await buildProgram([{ id: klass.klass.id }], {
      title_en: 'One seat',
      capacity: 1,
    });
    const one = await learner(t);
    const two = await learner(t);
    const first = await one.client.post(`/api/class-program/${program}/enroll/`);
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe(PROGRESS_STATUS.not_start);
    expect((await one.client.post(`/api/class-program/${program}/enroll/`)).statusCode).toBe(409);
    const second = await two.client.post(`/api/event-program/${program}/enroll/`);
    expect(second.json().status).toBe(PROGRESS_STATUS.waiting_list);

    const cancel = await one.client.post(`/api/class-program/${program}/cancel/`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe(PROGRESS_STATUS.cancel);
    // The seat went to the learner waiting (the course's promotion).
    const page = (await two.client.get(`/api/class-program/${program}/`)).json();
    expect(page.learning_result.status).toBe(PROGRESS_STATUS.not_start);
    // The class itself is not enrolled by the program's enrolment.
    expect(page.class_list[0].learning_result).toBeNull();
  });

  it('refuses a class through the program route and a program through the class route', async () => {
    const klass = await buildClass(t, [at(DAY)]);
    const program = await buildProgram([{ id: klass.klass.id }], { title_en: 'Kinds' });
    const { client } = await learner(t);
    expect((await client.post(`/api/class-program/${klass.klass.id}/enroll/`)).statusCode).toBe(
      404,
    );
    expect((await client.post(`/api/class/${program}/enroll/`)).statusCode).toBe(404);
    expect((await client.post(`/api/event/${program}/enroll/`)).statusCode).toBe(404);
  });

  it("completes the program when the learner attends its required class's sessions", async () => {
    const klass = await buildClass(t, [{ ...at(-10 * 60_000), checkin_open_minutes: 60 }]);
    const optional = await buildClass(t, [at(DAY)]);
    const program = await buildProgram(
      [{ id: klass.klass.id }, { id: optional.klass.id, is_required: false }],
      { title_en: 'Completes' },
    );
    const { user, client } = await learner(t);
    await client.post(`/api/class-program/${program}/enroll/`);
    await client.post(`/api/class/${klass.klass.id}/enroll/`);
    const checkIn = await client.post(
      `/api/class/${klass.klass.id}/session/${klass.sessions[0]!.id}/check-in/`,
    );
    expect(checkIn.json().class_result.status).toBe(PROGRESS_STATUS.completed);
    const result = await t.db
      .selectFrom('learning_result')
      .select(['status', 'percent'])
      .where('user_id', '=', user.id)
      .where('content_id', '=', program)
      .executeTakeFirstOrThrow();
    expect(result.status).toBe(PROGRESS_STATUS.completed);
    const page = (await client.get(`/api/class-program/${program}/`)).json();
    expect(page).toMatchObject({ completed_count: 1, required_count: 1 });
  });

  it('counts a class completed before enrolling in the program', async () => {
    const klass = await buildClass(t, [{ ...at(-10 * 60_000), checkin_open_minutes: 60 }]);
    const program = await buildProgram([{ id: klass.klass.id }], { title_en: 'Prior' });
    const { client } = await learner(t);
    await client.post(`/api/class/${klass.klass.id}/enroll/`);
    await client.post(`/api/class/${klass.klass.id}/session/${klass.sessions[0]!.id}/check-in/`);
    const enrolled = await client.post(`/api/class-program/${program}/enroll/`);
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json().status).toBe(PROGRESS_STATUS.completed);
  });
});

describe('event/: the class under SPEC §7 name', () => {
  it('answers the class page, a session and the list as class/ does', async () => {
    const tag = `EV${Date.now()}`;
    const klass = await buildClass(t, [at(DAY)], { title_en: `Event ${tag}` });
    const page = await t.app.inject(`/api/event/${klass.klass.id}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual((await t.app.inject(`/api/class/${klass.klass.id}/`)).json());
    const session = await t.app.inject(
      `/api/event/${klass.klass.id}/session/${klass.sessions[0]!.id}/`,
    );
    expect(session.json()).toMatchObject({
      id: klass.sessions[0]!.id,
      class: { id: klass.klass.id },
    });
    expect(ids((await t.app.inject(`/api/event/?search=${tag}`)).json())).toEqual([klass.klass.id]);
    const { client } = await learner(t);
    const enrolled = await client.post(`/api/event/${klass.klass.id}/enroll/`);
    expect(enrolled.statusCode).toBe(201);
    expect((await client.post(`/api/event/${klass.klass.id}/cancel/`)).json().status).toBe(
      PROGRESS_STATUS.cancel,
    );
  });
});
