import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, type TestContext } from '../../../test/helpers';
import { scormFixtures, scormTestPortal } from './scorm-fixtures';

let t: TestContext;
let dataDir: string;
let scormId: number;

beforeAll(async () => {
  ({ t, dataDir, scormId } = await scormTestPortal());
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { setup } = scormFixtures(() => ({ t, scormId }));

const statusOf = async (userId: number, contentId: number) =>
  (
    await t.db
      .selectFrom('learning_result')
      .select('status')
      .where('user_id', '=', userId)
      .where('content_id', '=', contentId)
      .executeTakeFirst()
  )?.status;

describe('GET /api/scorm/{id}/', () => {
  it('answers the launch address and the LMS values for a first launch', async () => {
    const { launch, user } = await setup();
    const res = await launch();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content_id: scormId,
      version: '1.2',
      launch_url: expect.stringMatching(/^\/media\/scorm\/t\/[^/]+\/index\.html$/),
      bridge_nonce: expect.stringMatching(/^[\w-]{32}$/),
      attempt_no: 1,
      cmi: {
        'cmi.core.student_id': String(user.id),
        'cmi.core.student_name': 'Jaidee, Somchai',
        'cmi.core.entry': 'ab-initio',
        'cmi.core.credit': 'credit',
      },
      material: null,
      title: 'Demo lesson',
    });
    await t.db.updateTable('users').set({ language: 'th' }).where('id', '=', user.id).execute();
    expect((await launch()).json().title).toBe('บทเรียนสาธิต');
  });

  it('answers 403 not_enrolled without enrolment and 404 for a slot of another content', async () => {
    const { launch } = await setup({ enrol: false });
    const res = await launch();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_enrolled');
    const other = await setup({ withArticle: true });
    const articleSlot = await t.db
      .selectFrom('slot')
      .select('id')
      .where('content_id', '=', other.course.id)
      .where('child_id', '!=', scormId)
      .executeTakeFirstOrThrow();
    const wrong = await other.client.get(
      `/api/scorm/${scormId}/?course=${other.course.id}&slot=${articleSlot.id}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(
      (await other.client.get(`/api/scorm/${scormId}/?course=${other.course.id}`)).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/scorm/{id}/cmi/', () => {
  it('validates the CMI: element names, value length, unknown fields', async () => {
    const { commit } = await setup();
    const bad = [
      { cmi: { 'not.cmi': 'x' } },
      { cmi: { 'cmi.suspend_data': 'x'.repeat(64_001) } },
      { cmi: { 'cmi.core.lesson_status': 7 } },
      { cmi: {}, extra: true },
      {},
    ];
    for (const body of bad)
      expect((await commit(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
  });

  it('stores the CMI, resumes it, and starts the material and course without completing', async () => {
    const { commit, launch, user, course } = await setup();
    const res = await commit({
      cmi: {
        'cmi.core.lesson_status': 'incomplete',
        'cmi.core.lesson_location': '2',
        'cmi.core.exit': 'suspend',
        'cmi.suspend_data': 'page=2',
        // The LMS owns these: a package cannot rename the learner.
        'cmi.core.student_name': 'Someone else',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      completed: false,
      material: { id: scormId, status: 21, percent: 0 },
      course: { id: course.id, status: 21, percent: 0 },
    });
    const again = (await launch()).json();
    expect(again.cmi).toMatchObject({
      'cmi.core.lesson_location': '2',
      'cmi.suspend_data': 'page=2',
      'cmi.core.entry': 'resume',
      'cmi.core.student_name': 'Jaidee, Somchai',
    });
    expect(again.material).toEqual({ id: scormId, status: 21, percent: 0 });
    expect(await statusOf(user.id, course.id)).toBe(21);
  });

  it('completes the material and its course slot on lesson_status completed (1.2)', async () => {
    const { commit, play, user, course } = await setup();
    await play();
    await commit({ cmi: { 'cmi.core.lesson_status': 'incomplete' } });
    const res = await commit({ cmi: { 'cmi.core.lesson_status': 'completed' }, finish: true });
    expect(res.json()).toMatchObject({
      completed: true,
      material: { status: 30, percent: 100 },
      course: { status: 30, percent: 100 },
    });
    expect(await statusOf(user.id, scormId)).toBe(30);
    // A later commit saying incomplete does not undo the completion.
    const later = await commit({ cmi: { 'cmi.core.lesson_status': 'incomplete' } });
    expect(later.json()).toMatchObject({ completed: true, material: { status: 30 } });
    const audit = await t.db
      .selectFrom('status_audit')
      .innerJoin('learning_result', 'learning_result.id', 'status_audit.learning_result_id')
      .select(['to_status'])
      .where('learning_result.user_id', '=', user.id)
      .where('learning_result.content_id', '=', course.id)
      .orderBy('status_audit.id')
      .execute();
    expect(audit.map((a) => a.to_status)).toEqual([0, 21, 30]);
  });

  it('counts a passed package as one slot of two: the course waits for the article', async () => {
    const { commit, play, user, course } = await setup({ withArticle: true });
    await play();
    const res = await commit({ cmi: { 'cmi.core.lesson_status': 'passed' } });
    expect(res.json()).toMatchObject({
      material: { status: 30 },
      course: { status: 21, percent: 50 },
    });
    expect(await statusOf(user.id, course.id)).toBe(21);
  });

  it('keeps each learner to their own CMI', async () => {
    const first = await setup();
    await first.commit({
      cmi: { 'cmi.suspend_data': 'secret-of-first', 'cmi.core.lesson_status': 'incomplete' },
    });
    // Another learner enrolled in another course holding the same package.
    const second = await setup();
    const theirs = (await second.launch()).json();
    expect(JSON.stringify(theirs)).not.toContain('secret-of-first');
    expect(theirs.cmi['cmi.core.entry']).toBe('ab-initio');
    await second.commit({ cmi: { 'cmi.suspend_data': 'second' } });
    // A learner not enrolled in the first learner's course cannot write through it.
    const outsider = new Client(t.app);
    const user = await buildUser(t.db);
    await outsider.login(user.email, user.password);
    const query = `course=${first.course.id}&slot=${first.slotId}`;
    const refused = await outsider.request('PUT', `/api/scorm/${scormId}/cmi/?${query}`, {
      cmi: { 'cmi.suspend_data': 'overwritten' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await outsider.get(`/api/scorm/${scormId}/?${query}`)).statusCode).toBe(403);
    const mine = (await first.launch()).json();
    expect(mine.cmi['cmi.suspend_data']).toBe('secret-of-first');
    const rows = await t.db
      .selectFrom('scorm_attempt')
      .select(['user_id', 'cmi'])
      .where('content_id', '=', scormId)
      .where('user_id', 'in', [first.user.id, second.user.id, user.id])
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => r.cmi['cmi.suspend_data'])).toEqual(['secret-of-first', 'second']);
  });

  it('answers 401 signed out', async () => {
    const res = await new Client(t.app).request(
      'PUT',
      `/api/scorm/${scormId}/cmi/?course=1&slot=1`,
      {
        cmi: {},
      },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('a completion the learner did not play is not counted (issue 13 item 8)', () => {
  /** Moves the attempt's launch that many seconds into the past. */
  const launchedAgo = (userId: number, seconds: number) =>
    t.db
      .updateTable('scorm_attempt')
      .set({ launched_at: new Date(Date.now() - seconds * 1000) })
      .where('user_id', '=', userId)
      .where('content_id', '=', scormId)
      .execute();

  it('keeps, but does not count, a "completed" committed without launching the package', async () => {
    const { commit, user, course } = await setup();
    const res = await commit({ cmi: { 'cmi.core.lesson_status': 'completed' }, finish: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ completed: false, material: { status: 21 } });
    expect(await statusOf(user.id, scormId)).toBe(21);
    expect(await statusOf(user.id, course.id)).toBe(21);
  });

  it('does not count a "completed" sent the moment the package is launched', async () => {
    const { launch, commit, user } = await setup();
    expect((await launch()).statusCode).toBe(200);
    const res = await commit({ cmi: { 'cmi.core.lesson_status': 'completed' } });
    expect(res.json()).toMatchObject({ completed: false, material: { status: 21 } });
    // Played a while in the attempt it launched: the package's own word now counts.
    await launchedAgo(user.id, 30);
    const later = await commit({ cmi: { 'cmi.core.lesson_status': 'completed' } });
    expect(later.json()).toMatchObject({ completed: true, material: { status: 30 } });
  });
});

describe('attempts: GET and POST /api/scorm/{id}/attempt/', () => {
  it('starts a new attempt from the beginning, keeping the first and its completion', async () => {
    const { attempts, newAttempt, commit, launch, play, course, user } = await setup();
    // Nothing to start over before the first attempt has begun.
    expect((await newAttempt()).json()).toMatchObject({ code: 'attempt_not_started' });
    await play();
    expect((await newAttempt()).json()).toMatchObject({ code: 'attempt_not_started' });
    await commit({
      cmi: {
        'cmi.core.lesson_status': 'passed',
        'cmi.core.score.raw': '80',
        'cmi.core.exit': 'suspend',
        'cmi.suspend_data': 'page=5',
      },
      attempt_no: 1,
    });
    expect(await statusOf(user.id, course.id)).toBe(30);

    const started = await newAttempt();
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ attempt_no: 2 });
    expect(started.json().cmi['cmi.core.entry']).toBe('ab-initio');
    expect(started.json().cmi['cmi.suspend_data']).toBeUndefined();
    expect((await launch()).json()).toMatchObject({ attempt_no: 2 });

    // A late commit of the first attempt's runtime is refused and changes nothing.
    const late = await commit({ cmi: { 'cmi.suspend_data': 'stale' }, attempt_no: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'attempt_closed' });
    const second = await commit({ cmi: { 'cmi.core.lesson_status': 'incomplete' }, attempt_no: 2 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ attempt_no: 2, completed: false });
    // Completion, once reached, stays.
    expect(await statusOf(user.id, course.id)).toBe(30);

    const list = await attempts();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 2,
      results: [
        { attempt_no: 2, status: 'incomplete', score: null, completed: false },
        { attempt_no: 1, status: 'passed', score: 80, completed: true },
      ],
    });
    const paged = await attempts('&page_size=1&page=2');
    expect(paged.json()).toMatchObject({ count: 2, next: null, results: [{ attempt_no: 1 }] });
  });

  it('keeps attempts to their learner and refuses the unenrolled, strangers and bad input', async () => {
    const first = await setup();
    await first.commit({ cmi: { 'cmi.core.lesson_status': 'incomplete' } });
    const other = await setup({ enrol: false });
    // The other learner is not enrolled in the first learner's course (a different course).
    expect((await other.attempts()).statusCode).toBe(403);
    expect((await other.newAttempt()).statusCode).toBe(403);
    const fresh = await setup();
    expect((await fresh.attempts()).json()).toMatchObject({ count: 0, results: [] });
    const stranger = new Client(t.app);
    expect(
      (
        await stranger.get(
          `/api/scorm/${scormId}/attempt/?course=${first.course.id}&slot=${first.slotId}`,
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await first.client.get(`/api/scorm/${scormId}/attempt/?course=x&slot=1`)).statusCode,
    ).toBe(400);
    expect(
      (
        await first.client.post(
          `/api/scorm/${scormId}/attempt/?course=${first.course.id}&slot=${first.slotId}`,
          { x: 1 },
        )
      ).statusCode,
    ).toBe(400);
    expect((await first.commit({ cmi: {}, attempt_no: 0 })).statusCode).toBe(400);
  });
});
