import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoScormZip } from '@/seed/demo-scorm';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';
import { importScormPackage } from './scorm-import.service';
import { contentTokenKey, signScormToken } from './scorm-token';

let t: TestContext;
let dataDir: string;
let scormId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'scorm-run-'));
  // Every case signs in fresh learners: more than the default per-address login limit.
  t = await createTestContext({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  const pkg = await importScormPackage(t.db, dataDir, {
    buffer: buildDemoScormZip(),
    filename: 'demo.zip',
    title_en: 'Demo lesson',
    title_th: 'บทเรียนสาธิต',
  });
  scormId = pkg.content_id;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A course holding the package (and optionally an article), and a learner enrolled in it. */
async function setup(options: { withArticle?: boolean; enrol?: boolean } = {}) {
  const course = await buildContent(t.db);
  const children = [{ id: scormId }];
  if (options.withArticle) children.push({ id: (await buildMaterial(t.db, 'article')).id });
  const section = await buildSection(t.db, course.id, children);
  const slotId = section.slots.find((s) => s.child_id === scormId)?.id ?? 0;
  const user = await buildUser(t.db, { first_name: 'Somchai', last_name: 'Jaidee' });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  if (options.enrol !== false)
    expect((await client.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
  const query = `course=${course.id}&slot=${slotId}`;
  return {
    course,
    slotId,
    user,
    client,
    launch: () => client.get(`/api/scorm/${scormId}/?${query}`),
    /** Launches the package and lets it play a while, as a learner does before completing. */
    play: async () => {
      expect((await client.get(`/api/scorm/${scormId}/?${query}`)).statusCode).toBe(200);
      await t.db
        .updateTable('scorm_attempt')
        .set({ launched_at: new Date(Date.now() - 60_000) })
        .where('user_id', '=', user.id)
        .where('content_id', '=', scormId)
        .execute();
    },
    commit: (body: unknown) => client.request('PUT', `/api/scorm/${scormId}/cmi/?${query}`, body),
    attempts: (page = '') => client.get(`/api/scorm/${scormId}/attempt/?${query}${page}`),
    newAttempt: () => client.post(`/api/scorm/${scormId}/attempt/?${query}`),
  };
}

const statusOf = async (userId: number, contentId: number) =>
  (
    await t.db
      .selectFrom('learning_result')
      .select('status')
      .where('user_id', '=', userId)
      .where('content_id', '=', contentId)
      .executeTakeFirst()
  )?.status;

/** The launch address the learner's client got (a capability URL) and its folder. */
async function launchUrl(launch: () => ReturnType<Client['get']>) {
  const res = await launch();
  expect(res.statusCode).toBe(200);
  const url = String(res.json().launch_url);
  return { url, folder: url.slice(0, url.lastIndexOf('/') + 1), nonce: res.json().bridge_nonce };
}

const tokenOf = (folder: string) => folder.split('/')[4] ?? '';

describe('GET /media/scorm/t/{token}/{path}', () => {
  it('serves the files without a cookie, sandboxed, with the runtime injected into pages', async () => {
    const { launch, user } = await setup();
    const { url, folder, nonce } = await launchUrl(launch);
    expect(url).toMatch(/^\/media\/scorm\/t\/[^/]+\/index\.html$/);
    // The sandboxed frame sends no cookie: a client without one opens the files.
    const stranger = new Client(t.app);
    const html = await stranger.get(url);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['cache-control']).toBe('no-store');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-modals;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).not.toContain('allow-top-navigation');
    expect(csp).toContain(`connect-src http://localhost:80${folder};`);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:80;");
    expect(html.headers['x-frame-options']).toBeUndefined();
    expect(html.headers['referrer-policy']).toBe('no-referrer');
    expect(html.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The runtime comes first in <head>, with this attempt's CMI and the launch's nonce.
    const head = html.body.slice(html.body.search(/<head>/i), html.body.indexOf('lesson.js'));
    expect(head).toContain('<script src="/media/scorm/runtime/scorm12.js"></script>');
    expect(head).toContain(JSON.stringify(nonce));
    expect(head).toContain(`"cmi.core.student_id":"${user.id}"`);
    expect(head).toContain('"cmi.core.student_name":"Jaidee, Somchai"');

    const js = await stranger.get(`${folder}lesson.js`);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('LMSInitialize');
    expect(String(js.headers['content-security-policy'])).toMatch(/^sandbox /);
    expect((await stranger.get(`${folder}lesson.css`)).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    const runtime = await stranger.get('/media/scorm/runtime/scorm12.js');
    expect(runtime.statusCode).toBe(200);
    expect(runtime.body).toContain('Scorm12API');
    expect((await stranger.get('/media/scorm/runtime/scorm2004.js')).body).toContain(
      'Scorm2004API',
    );
    expect((await stranger.get('/media/scorm/runtime/other.js')).statusCode).toBe(404);
    // The portal's own pages keep the strict policy.
    const api = await stranger.get('/api/account/is-authenticated/');
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('inlines the CMI the learner saved, and no markup from it', async () => {
    const { launch, commit, user } = await setup();
    await t.db
      .updateTable('users')
      .set({ first_name: '</script><script>alert(1)</script>' })
      .where('id', '=', user.id)
      .execute();
    const saved = await commit({ cmi: { 'cmi.core.lesson_location': '2' } });
    expect(saved.statusCode).toBe(200);
    const { url } = await launchUrl(launch);
    const html = (await new Client(t.app).get(url)).body;
    expect(html).toContain('"cmi.core.lesson_location":"2"');
    expect(html).toContain('"cmi.core.entry":""');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it("refuses forged, expired, altered and other packages' tokens", async () => {
    const { launch, user } = await setup();
    const { folder } = await launchUrl(launch);
    const token = tokenOf(folder);
    const key = await contentTokenKey(dataDir);
    const [content, userId, attempt, expires, signature] = token.split('.');
    const forged = [
      // Another signature, another package, another learner, a later expiry: all unsigned.
      `${content}.${userId}.${attempt}.${expires}.${'A'.repeat(43)}`,
      `${Number(content) + 1}.${userId}.${attempt}.${expires}.${signature}`,
      `${content}.${Number(userId) + 1}.${attempt}.${expires}.${signature}`,
      `${content}.${userId}.${attempt}.${Number(expires) + 3600}.${signature}`,
      `${content}.${userId}.${attempt}.${expires}`,
      'not-a-token',
      // Signed, but expired a second ago.
      signScormToken(key, {
        contentId: scormId,
        userId: user.id,
        attemptNo: 1,
        expires: Math.floor(Date.now() / 1000) - 1,
      }),
    ];
    for (const bad of forged)
      expect(
        (await new Client(t.app).get(`/media/scorm/t/${bad}/index.html`)).statusCode,
        bad,
      ).toBe(404);
    // A token signed with another portal's key opens nothing here.
    const otherKey = Buffer.alloc(32, 7);
    const foreign = signScormToken(otherKey, {
      contentId: scormId,
      userId: user.id,
      attemptNo: 1,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await new Client(t.app).get(`/media/scorm/t/${foreign}/index.html`)).statusCode).toBe(
      404,
    );
    // The key is kept in DATA_DIR, readable by its owner only.
    const info = await stat(path.join(dataDir, 'secrets', 'content-token.key'));
    expect(info.mode & 0o077).toBe(0);
  });

  it("refuses another signed-in user's browser and a learner who lost the course", async () => {
    const { launch } = await setup();
    const { url } = await launchUrl(launch);
    // Somebody else signed in, handed the learner's address: refused.
    const other = await setup();
    const res = await other.client.get(url);
    expect(res.statusCode).toBe(403);
    // A genuine token of a learner who is not (or no longer) in a course holding the package.
    const outsider = await setup({ enrol: false });
    const key = await contentTokenKey(dataDir);
    const token = signScormToken(key, {
      contentId: scormId,
      userId: outsider.user.id,
      attemptNo: 1,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await new Client(t.app).get(`/media/scorm/t/${token}/index.html`)).statusCode).toBe(
      403,
    );
  });

  it('refuses path traversal through the URL and answers 404 for missing files', async () => {
    const { launch } = await setup();
    const { folder } = await launchUrl(launch);
    for (const tail of [
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/package.json',
      'sub/..%2f..%2fx',
      '..%5c..%5cx',
      '../../../secrets/content-token.key',
      'missing.html',
    ])
      expect((await new Client(t.app).get(`${folder}${tail}`)).statusCode, tail).toBe(404);
  });

  it('no longer serves package files by the session cookie at /media/scorm/{id}/', async () => {
    const { client } = await setup();
    expect((await client.get(`/media/scorm/${scormId}/index.html`)).statusCode).toBe(404);
    expect((await client.get(`/media/scorm/${scormId}/lesson.js`)).statusCode).toBe(404);
  });
});

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
