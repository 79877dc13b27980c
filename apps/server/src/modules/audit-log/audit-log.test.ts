import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  t = await createTestContext();
  const user = await buildAdmin(t.db, { is_superuser: true });
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t?.close());

describe('GET /api/dashboard/log/', () => {
  it('lists changes newest first, by group, action, actor and period', async () => {
    await admin.post('/api/dashboard/tag/', { name_en: 'Safety', name_th: 'ความปลอดภัย' });
    await admin.patch('/api/dashboard/config/config-page-size/', { value: 20 });
    // An old row, outside the default 30 days.
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: adminId,
        action: 'create_tag',
        entity: 'tag',
        entity_id: '1',
        data: '{}',
        created_at: new Date('2025-01-05T03:00:00Z'),
      })
      .execute();

    const all = (await admin.get('/api/dashboard/log/')).json();
    expect(all.results.map((r: { log: string }) => r.log)).toEqual(['update_config', 'create_tag']);
    expect(all.results[0]).toMatchObject({ log_group: 'config', actor_id: adminId });

    const tags = (await admin.get('/api/dashboard/log/?log_group=tag')).json();
    expect(tags.count).toBe(1);
    const old = (
      await admin.get('/api/dashboard/log/?date_start=2025-01-01&date_end=2025-01-31')
    ).json();
    expect(old.results.map((r: { log: string }) => r.log)).toEqual(['create_tag']);
    const searched = (await admin.get('/api/dashboard/log/?search=PAGE-SIZE')).json();
    expect(searched.results.map((r: { log: string }) => r.log)).toEqual(['update_config']);
    expect(searched.results[0].actor_first_name).toBeTypeOf('string');
    const byActor = (await admin.get('/api/dashboard/log/?search=example')).json();
    expect(byActor.count).toBe(2);
    const nobody = (await admin.get('/api/dashboard/log/?actor=999999')).json();
    expect(nobody.count).toBe(0);

    const backwards = await admin.get(
      '/api/dashboard/log/?date_start=2025-02-01&date_end=2025-01-01',
    );
    expect(backwards.json().errors).toEqual({ date_end: ['end_time_must_be_after_start_time'] });

    const groups = (await admin.get('/api/dashboard/filter/log-group/')).json();
    expect(groups.results.map((g: { id: string }) => g.id)).toEqual(['config', 'tag']);
  });
});
