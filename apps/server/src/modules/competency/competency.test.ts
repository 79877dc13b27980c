import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  buildAdmin,
  buildUser,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import type { CompetencyGap, MyCompetencyPage, Paged } from '@portal/shared';
import { changeStatus } from '@/modules/enrollment/status';

/**
 * Competency (issue 20 item 5): levels awarded on completion (the highest kept, also to earlier
 * completers when content is mapped later), a learner's gaps against their position with the
 * content that closes them, a team's gaps seen by its manager only, the department report.
 */
let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t?.close());

async function signedIn(user: { email: string; password: string }) {
  const client = new Client(t.app);
  expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  return client;
}

async function complete(userId: number, contentId: number) {
  const result = await t.db
    .insertInto('learning_result')
    .values({ user_id: userId, content_id: contentId, status: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .transaction()
    .execute((trx) =>
      changeStatus(trx, { resultId: result.id, to: 30, actor: null, kind: 'admin' }),
    );
}

let seq = 0;
async function framework(levels = 4) {
  seq += 1;
  const res = await admin.post('/api/dashboard/competency/', {
    code: `CMP-${seq}-${Date.now()}`,
    title_en: `Competency ${seq}`,
    title_th: `สมรรถนะ ${seq}`,
    levels: Array.from({ length: levels }, (_, i) => ({
      title_en: `Level ${i + 1}`,
      title_th: `ระดับ ${i + 1}`,
    })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; levels: unknown[] }>().id;
}

const mapContent = (competency: number, content_id: number, level: number) =>
  admin.request('PUT', `/api/dashboard/competency/${competency}/content/`, { content_id, level });
const mapPosition = (competency: number, position: string, level: number) =>
  admin.request('PUT', `/api/dashboard/competency/${competency}/position/`, { position, level });

const levelOf = async (userId: number, competencyId: number) =>
  (
    await t.db
      .selectFrom('user_competency')
      .select('level')
      .where('user_id', '=', userId)
      .where('competency_id', '=', competencyId)
      .executeTakeFirst()
  )?.level ?? 0;

describe('awarding levels on completion', () => {
  it('gives the mapped level on completion and keeps the highest', async () => {
    const c = await framework();
    const [two, three, one] = [
      await buildContent(t.db),
      await buildContent(t.db),
      await buildContent(t.db),
    ];
    expect((await mapContent(c, two.id, 2)).statusCode).toBe(204);
    expect((await mapContent(c, three.id, 3)).statusCode).toBe(204);
    expect((await mapContent(c, one.id, 1)).statusCode).toBe(204);
    const learner = await buildUser(t.db);
    expect(await levelOf(learner.id, c)).toBe(0);
    await complete(learner.id, two.id);
    expect(await levelOf(learner.id, c)).toBe(2);
    await complete(learner.id, three.id);
    expect(await levelOf(learner.id, c)).toBe(3);
    // A lower level completed later does not lower what the learner holds.
    await complete(learner.id, one.id);
    expect(await levelOf(learner.id, c)).toBe(3);
  });

  it('gives the level to learners who completed the content before it was mapped', async () => {
    const c = await framework();
    const course = await buildContent(t.db);
    const learner = await buildUser(t.db);
    await complete(learner.id, course.id);
    expect(await levelOf(learner.id, c)).toBe(0);
    expect((await mapContent(c, course.id, 2)).statusCode).toBe(204);
    expect(await levelOf(learner.id, c)).toBe(2);
  });

  it('refuses a level the competency does not have, and fewer levels than mappings use', async () => {
    const c = await framework(3);
    const course = await buildContent(t.db);
    expect((await mapContent(c, course.id, 4)).statusCode).toBe(400);
    expect((await mapContent(c, course.id, 3)).statusCode).toBe(204);
    const res = await admin.patch(`/api/dashboard/competency/${c}/`, {
      code: `SHRINK-${c}`,
      title_en: 'Shrunk',
      levels: [{ title_en: 'One' }, { title_en: 'Two' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.levels).toEqual([
      'competency_level_in_use',
    ]);
  });
});

describe('a learner’s gaps', () => {
  it('lists the gap against the position and the content that closes it, until it is closed', async () => {
    const c = await framework();
    const position = `Analyst ${c}`;
    expect((await mapPosition(c, position, 3)).statusCode).toBe(204);
    const low = await buildContent(t.db);
    const closes = await buildContent(t.db);
    const draft = await buildContent(t.db, { is_publish: false });
    await mapContent(c, low.id, 1);
    await mapContent(c, closes.id, 3);
    await mapContent(c, draft.id, 4);
    const learner = await buildUser(t.db, { position });
    await complete(learner.id, low.id);
    const client = await signedIn(learner);

    const before = (await client.get('/api/competency/')).json<MyCompetencyPage>();
    expect(before.position).toBe(position);
    expect(before.gaps).toBe(1);
    const row = before.results.find((r) => r.id === c);
    expect(row).toMatchObject({ level: 1, required: 3, gap: true, max_level: 4 });
    expect(row?.required_title).toEqual({ en: 'Level 3', th: 'ระดับ 3' });
    // Published content at the required level or above; never a draft nor a lower level.
    expect(row?.closing.map((x) => x.id)).toEqual([closes.id]);

    await complete(learner.id, closes.id);
    const after = (await client.get('/api/competency/')).json<MyCompetencyPage>();
    expect(after.gaps).toBe(0);
    expect(after.results.find((r) => r.id === c)).toMatchObject({
      level: 3,
      required: 3,
      gap: false,
      closing: [],
    });
  });

  it('shows competencies held without a position, and nobody else’s', async () => {
    const c = await framework();
    const course = await buildContent(t.db);
    await mapContent(c, course.id, 2);
    const learner = await buildUser(t.db);
    const other = await buildUser(t.db);
    await complete(other.id, course.id);
    const client = await signedIn(learner);
    expect((await client.get('/api/competency/')).json<MyCompetencyPage>().results).toEqual([]);
    await complete(learner.id, course.id);
    const page = (await client.get('/api/competency/')).json<MyCompetencyPage>();
    expect(page.results.map((r) => [r.id, r.level, r.required, r.gap])).toEqual([[c, 2, 0, false]]);
  });
});

describe('team and department gaps', () => {
  it('shows a manager their team’s gaps only, and the report filters by department', async () => {
    const c = await framework();
    const position = `Engineer ${c}`;
    const department = `Dept ${c}`;
    await mapPosition(c, position, 2);
    const manager = await buildUser(t.db, { is_team_dashboard: true });
    const otherManager = await buildUser(t.db, { is_team_dashboard: true });
    const mine = await buildUser(t.db, { manager_id: manager.id, position, department });
    const theirs = await buildUser(t.db, { manager_id: otherManager.id, position });
    const closed = await buildUser(t.db, { manager_id: manager.id, position, department });
    const course = await buildContent(t.db);
    await mapContent(c, course.id, 2);
    await complete(closed.id, course.id);

    const gaps = (client: Client, url: string) =>
      client.get(url).then((r) => r.json<Paged<CompetencyGap>>().results.map((g) => g.user_id));
    const own = await signedIn(manager);
    expect(await gaps(own, `/api/competency/team/?competency=${c}`)).toEqual([mine.id]);
    const other = await signedIn(otherManager);
    expect(await gaps(other, `/api/competency/team/?competency=${c}`)).toEqual([theirs.id]);
    const learner = await signedIn(mine);
    expect((await learner.get('/api/competency/team/')).statusCode).toBe(403);
    expect((await learner.get('/api/competency/team/export/')).statusCode).toBe(403);

    const report = await admin.get(
      `/api/dashboard/competency/gap/?competency=${c}&department=${encodeURIComponent(department)}`,
    );
    expect(report.json<Paged<CompetencyGap>>().results).toEqual([
      expect.objectContaining({ user_id: mine.id, level: 0, required: 2, department }),
    ]);
    const all = await admin.get(`/api/dashboard/competency/gap/?competency=${c}`);
    expect(all.json<Paged<CompetencyGap>>().total).toBe(2);

    const xlsx = await own.get(`/api/competency/team/export/?competency=${c}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const dashXlsx = await admin.get(`/api/dashboard/competency/gap/export/?competency=${c}`);
    expect(dashXlsx.statusCode).toBe(200);
  });
});
