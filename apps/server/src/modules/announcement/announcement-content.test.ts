import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

describe("the announcement form's content picker", () => {
  it('finds content by its English or its Thai title, or its code, paged', async () => {
    const tag = randomBytes(3).toString('hex');
    const fire = await buildContent(t.db, {
      title_en: `Fire drill ${tag}`,
      title_th: `ซ้อมหนีไฟ ${tag}`,
    });
    await buildContent(t.db, { title_en: `First aid ${tag}`, title_th: `ปฐมพยาบาล ${tag}` });
    const search = async (q: string) =>
      (
        await admin.get(`/api/dashboard/announcement/content/?search=${encodeURIComponent(q)}`)
      ).json<{ total: number; results: { id: number }[] }>();
    const byEnglish = await search(`drill ${tag}`);
    expect(byEnglish.results).toEqual([
      expect.objectContaining({ id: fire.id, code: fire.code, name: `Fire drill ${tag}` }),
    ]);
    const byThai = await search(`ซ้อมหนีไฟ ${tag}`);
    expect(byThai.results.map((o) => o.id)).toEqual([fire.id]);
    expect((await search(fire.code)).results.map((o) => o.id)).toEqual([fire.id]);
    const both = await search(tag);
    expect(both.total).toBe(2);
    const paged = (
      await admin.get(`/api/dashboard/announcement/content/?search=${tag}&page_size=1&page=2`)
    ).json();
    expect(paged.results).toHaveLength(1);
  });

  it('is refused to a learner', async () => {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    expect((await client.get('/api/dashboard/announcement/content/')).statusCode).toBe(403);
  });
});
