import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { createSurvey } from '@/modules/assessment/authoring.repository';
import { checkIn } from './schedule.service';
import { at, buildClass, HOUR, learner, MINUTE } from './schedule-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t?.close());

let counter = 0;
async function survey() {
  counter += 1;
  return createSurvey(t.db, {
    code: `session-survey-${counter}-${Date.now()}`,
    title_en: 'How was the session?',
    title_th: 'ช่วงเรียนนี้เป็นอย่างไร',
    survey_type: 1,
    survey_for: 0,
    questions: [{ kind: 'rating', scale: 5, text_en: 'Rate it', text_th: 'ให้คะแนน' }],
  });
}

async function resultOf(userId: number, classId: number) {
  return t.db
    .selectFrom('learning_result')
    .select(['status', 'percent'])
    .where('user_id', '=', userId)
    .where('content_id', '=', classId)
    .executeTakeFirstOrThrow();
}

async function certificates(userId: number, classId: number) {
  const rows = await t.db
    .selectFrom('certificate')
    .select('id')
    .where('user_id', '=', userId)
    .where('content_id', '=', classId)
    .execute();
  return rows.length;
}

async function signedInAdmin() {
  const admin = await buildAdmin(t.db, { is_superuser: true });
  const client = new Client(t.app);
  await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
  return client;
}

const answer = (questionId: number) => ({ answers: [{ question_id: questionId, rating: 4 }] });

describe('class completion by attendance and session surveys', () => {
  it('holds the class in survey_required until the required session survey is answered, then completes it and issues the certificate once', async () => {
    const { id: surveyId, questionIds } = await survey();
    const { klass, sessions } = await buildClass(
      t,
      [{ ...at(-6 * HOUR), survey_id: surveyId }, { ...at(-3 * HOUR, HOUR) }],
      { is_certificate: true },
    );
    const [first, second] = [sessions[0]!, sessions[1]!];
    const { user, client } = await learner(t);
    expect((await client.post(`/api/class/${klass.id}/enroll/`)).statusCode).toBe(201);

    const tab = await client.get(`/api/class/${klass.id}/survey/`);
    expect(tab.json().results).toEqual([
      expect.objectContaining({
        session_id: first.id,
        survey_id: surveyId,
        state: 'not_attended',
        is_required: true,
      }),
    ]);

    await checkIn(
      t.db,
      user,
      { by: 'page', classId: klass.id, sessionId: first.id },
      first.start_at,
    );
    expect(await resultOf(user.id, klass.id)).toEqual({
      status: PROGRESS_STATUS.in_progress,
      percent: 50,
    });
    const attended = await checkIn(
      t.db,
      user,
      { by: 'page', classId: klass.id, sessionId: second.id },
      second.start_at,
    );
    expect(attended.class_result.status).toBe(PROGRESS_STATUS.survey_required);
    expect(await certificates(user.id, klass.id)).toBe(0);

    const url = `/api/class/${klass.id}/session/${first.id}/survey/${surveyId}/`;
    const page = (await client.get(url)).json();
    expect(page).toMatchObject({
      state: 'open',
      questions: [expect.objectContaining({ id: questionIds[0] })],
    });
    expect((await client.post(`${url}response/`, { answers: [] })).statusCode).toBe(400);
    const done = await client.post(`${url}response/`, answer(questionIds[0]!));
    expect(done.statusCode).toBe(201);
    expect(done.json().class_result).toEqual({ status: PROGRESS_STATUS.completed, percent: 100 });
    expect(await certificates(user.id, klass.id)).toBe(1);

    const again = await client.post(`${url}response/`, answer(questionIds[0]!));
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_responded']);
    expect((await client.get(url)).json().state).toBe('answered');
    const row = await t.db
      .selectFrom('survey_response')
      .select('session_id')
      .where('survey_id', '=', surveyId)
      .where('user_id', '=', user.id)
      .execute();
    expect(row).toEqual([{ session_id: first.id }]);
    expect(await certificates(user.id, klass.id)).toBe(1);
  });

  it('completes the class when an administrator marks the last required session by hand, once', async () => {
    const { klass, sessions } = await buildClass(t, [at(-5 * HOUR), at(-2 * HOUR, HOUR)], {
      is_certificate: true,
    });
    const { user, client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);
    await checkIn(
      t.db,
      user,
      { by: 'page', classId: klass.id, sessionId: sessions[0]!.id },
      sessions[0]!.start_at,
    );
    const admin = await signedInAdmin();
    const url = `/api/dashboard/class/${klass.id}/session/${sessions[1]!.id}/attendance/`;
    const marked = await admin.post(url, { user_id: user.id, reason: 'Signed the paper sheet' });
    expect(marked.json().class_result).toEqual({ status: PROGRESS_STATUS.completed, percent: 100 });
    expect(await certificates(user.id, klass.id)).toBe(1);
    const repeated = await admin.post(url, { user_id: user.id, reason: 'Signed twice' });
    expect(repeated.json()).toMatchObject({ is_repeated: true, class_result: { status: 30 } });
    expect(await certificates(user.id, klass.id)).toBe(1);
    const cert = (await client.get(`/api/class/${klass.id}/`)).json().certificate;
    expect(cert).toMatchObject({ is_valid: true, code: expect.any(String) });
  });

  it('does not complete the class while a required session is unattended', async () => {
    const { klass, sessions } = await buildClass(t, [at(-5 * HOUR), at(5 * HOUR)], {
      is_certificate: true,
    });
    const { user, client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);
    await checkIn(
      t.db,
      user,
      { by: 'page', classId: klass.id, sessionId: sessions[0]!.id },
      sessions[0]!.start_at,
    );
    expect(await resultOf(user.id, klass.id)).toEqual({ status: 21, percent: 50 });
    expect(await certificates(user.id, klass.id)).toBe(0);
  });
});

describe('who may answer a session survey, and when', () => {
  it('refuses before the session ends, to a learner who did not attend, and to one not enrolled', async () => {
    const { id: surveyId, questionIds } = await survey();
    const { klass, sessions } = await buildClass(t, [
      { ...at(-30 * MINUTE), survey_id: surveyId },
      { ...at(-5 * HOUR), survey_id: surveyId },
    ]);
    const [running, ended] = [sessions[0]!, sessions[1]!];
    const { user, client } = await learner(t);
    await client.post(`/api/class/${klass.id}/enroll/`);
    await checkIn(
      t.db,
      user,
      { by: 'page', classId: klass.id, sessionId: running.id },
      running.start_at,
    );
    const base = `/api/class/${klass.id}/session`;

    const early = await client.post(
      `${base}/${running.id}/survey/${surveyId}/response/`,
      answer(questionIds[0]!),
    );
    expect([early.statusCode, early.json().code]).toEqual([409, 'session_not_ended']);
    const absent = await client.post(
      `${base}/${ended.id}/survey/${surveyId}/response/`,
      answer(questionIds[0]!),
    );
    expect([absent.statusCode, absent.json().code]).toEqual([409, 'session_not_attended']);

    const stranger = await learner(t);
    const refused = await stranger.client.post(
      `${base}/${ended.id}/survey/${surveyId}/response/`,
      answer(questionIds[0]!),
    );
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'class_not_enrolled']);
    expect(
      (await stranger.client.get(`${base}/${ended.id}/survey/${surveyId}/`)).json().state,
    ).toBe('not_enrolled');
    // A survey the session does not name, and a session of another class: 404.
    const other = await survey();
    expect((await client.get(`${base}/${ended.id}/survey/${other.id}/`)).statusCode).toBe(404);
    expect((await client.get(`/api/class/${klass.id + 100000}/survey/`)).statusCode).toBe(404);
    const count = await t.db
      .selectFrom('survey_response')
      .select('id')
      .where('survey_id', '=', surveyId)
      .execute();
    expect(count).toHaveLength(0);
  });

  it('lets a content manager name and clear a session survey (validated, audited)', async () => {
    const { id: surveyId } = await survey();
    const { klass, sessions } = await buildClass(t, [at(2 * HOUR)]);
    const admin = await signedInAdmin();
    const url = `/api/dashboard/class/${klass.id}/session/${sessions[0]!.id}/survey/`;
    expect((await admin.request('PUT', url, { survey_id: klass.id })).statusCode).toBe(400);
    const set = await admin.request('PUT', url, { survey_id: surveyId, is_survey_required: false });
    expect(set.json()).toMatchObject({ survey_id: surveyId, is_survey_required: false });
    expect((await admin.get(url)).json().survey_title).toBe('How was the session?');
    expect((await admin.request('PUT', url, { survey_id: null })).json().survey_id).toBeNull();
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'class_session_survey')
      .where('entity_id', '=', String(sessions[0]!.id))
      .execute();
    expect(audits).toHaveLength(2);
    const learnerClient = await learner(t);
    expect((await learnerClient.client.request('PUT', url, { survey_id: null })).statusCode).toBe(
      403,
    );
  });
});
