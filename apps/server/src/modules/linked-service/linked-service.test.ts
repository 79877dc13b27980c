import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedServiceAdmin, LinkedServiceItem } from '@portal/shared';
import {
  buildAdmin,
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { signTicket } from './linked-service.token';

let t: TestContext;
let admin: Client;
let member: Client;
let memberId: number;
let outsider: Client;
let groupId: number;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
  const superuser = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  await admin.login(superuser.email, superuser.password);
  const inGroup = await buildUser(t.db);
  memberId = inGroup.id;
  member = new Client(t.app);
  await member.login(inGroup.email, inGroup.password);
  const other = await buildUser(t.db);
  outsider = new Client(t.app);
  await outsider.login(other.email, other.password);
  groupId = await buildGroup(t.db, 'Library staff', [inGroup.id]);
});
afterAll(async () => t.close());

async function create(body: Record<string, unknown>) {
  const res = await admin.post('/api/dashboard/linked-service/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LinkedServiceAdmin>();
}

type Page<T> = { count: number; results: T[] };
const codes = async (client: Client) =>
  (await client.get('/api/coniverse/service-list/'))
    .json<Page<LinkedServiceItem>>()
    .results.map((s) => s.service_code);

describe('linked services', () => {
  it('lists a group service only to its members, an open one to everyone', async () => {
    const library = await create({
      service_code: 'library',
      name_en: 'Library',
      name_th: 'ห้องสมุด',
      url: 'https://library.example.org/sso?from=portal',
      is_new_tab: true,
      group_ids: [groupId],
    });
    expect(library.groups).toEqual([{ id: groupId, name: 'Library staff' }]);
    await create({ service_code: 'wiki', name_en: 'Wiki', url: 'https://wiki.example.org/' });
    await create({
      service_code: 'old',
      name_en: 'Old',
      url: 'https://old.example.org/',
      is_active: false,
    });
    expect(await codes(member)).toEqual(['library', 'wiki']);
    expect(await codes(outsider)).toEqual(['wiki']);
    const item = (await member.get('/api/coniverse/service-list/')).json<Page<LinkedServiceItem>>()
      .results[0];
    // The learner's list does not carry the service's URL.
    expect(item).toEqual({
      service_code: 'library',
      name_en: 'Library',
      name_th: 'ห้องสมุด',
      is_new_tab: true,
    });
  });

  it('redirects only to the configured URL with a token bound to the user and service, verified once', async () => {
    const denied = await outsider.post('/api/coniverse/login', { service_code: 'library' });
    expect(denied.statusCode).toBe(404);

    const res = await member.post('/api/coniverse/login', {
      service_code: 'library',
      redirect_url: 'https://evil.example.com/',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { redirect_url, is_new_tab } = res.json<{ redirect_url: string; is_new_tab: boolean }>();
    expect(is_new_tab).toBe(true);
    const url = new URL(redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://library.example.org/sso');
    expect(url.searchParams.get('from')).toBe('portal');
    const token = url.searchParams.get('space_url') ?? '';
    expect(token.split('.')).toHaveLength(3);

    const service = new Client(t.app);
    const wrongService = await service.post('/api/coniverse/verify/', {
      service_code: 'wiki',
      token,
    });
    expect(wrongService.statusCode).toBe(400);
    const tampered = await service.post('/api/coniverse/verify/', {
      service_code: 'library',
      token: `${token.slice(0, -2)}xx`,
    });
    expect(tampered.statusCode).toBe(400);

    // As docs/operations.md tells a service: a plain POST, no cookie, no CSRF header.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/coniverse/verify/',
      payload: { service_code: 'library', token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ service_code: 'library', user: { id: memberId } });
    const replay = await service.post('/api/coniverse/verify/', { service_code: 'library', token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('token_invalid');
  });

  it('refuses an expired token and one signed for another user', async () => {
    const service = await t.db
      .selectFrom('linked_service')
      .select('id')
      .where('service_code', '=', 'wiki')
      .executeTakeFirstOrThrow();
    const past = Math.floor(Date.now() / 1000) - 120;
    const old = await signTicket(t.config.DATA_DIR, {
      iss: 'x',
      aud: 'wiki',
      sub: String(memberId),
      iat: past,
      exp: past + 60,
    });
    await t.db
      .insertInto('linked_service_ticket')
      .values({
        jti: old.claims.jti,
        service_id: service.id,
        user_id: memberId,
        expires_at: new Date((past + 60) * 1000),
      })
      .execute();
    const expired = await new Client(t.app).post('/api/coniverse/verify/', {
      service_code: 'wiki',
      token: old.token,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('token_expired');

    // A token whose ticket names someone else (no ticket for this user) is refused.
    const now = Math.floor(Date.now() / 1000);
    const forged = await signTicket(t.config.DATA_DIR, {
      iss: 'x',
      aud: 'wiki',
      sub: '999999',
      iat: now,
      exp: now + 60,
    });
    await t.db
      .insertInto('linked_service_ticket')
      .values({
        jti: forged.claims.jti,
        service_id: service.id,
        user_id: memberId,
        expires_at: new Date((now + 60) * 1000),
      })
      .execute();
    const mismatch = await new Client(t.app).post('/api/coniverse/verify/', {
      service_code: 'wiki',
      token: forged.token,
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('refuses a URL that is not http(s), a taken code and unknown groups; edits and deletes with audit rows', async () => {
    const js = await admin.post('/api/dashboard/linked-service/', {
      service_code: 'bad',
      name_en: 'Bad',
      url: 'javascript:alert(1)',
    });
    expect(js.statusCode).toBe(400);
    const taken = await admin.post('/api/dashboard/linked-service/', {
      service_code: 'wiki',
      name_en: 'Wiki again',
      url: 'https://wiki2.example.org/',
    });
    expect(taken.statusCode).toBe(400);
    const groups = await admin.post('/api/dashboard/linked-service/', {
      service_code: 'nogroup',
      name_en: 'No group',
      url: 'https://x.example.org/',
      group_ids: [2_000_000],
    });
    expect(groups.statusCode).toBe(400);

    const created = await create({
      service_code: 'temp',
      name_en: 'Temp',
      url: 'https://t.example.org/',
    });
    const edited = await admin.request('PUT', `/api/dashboard/linked-service/${created.id}/`, {
      service_code: 'temp',
      name_en: 'Temporary',
      url: 'https://t.example.org/',
      group_ids: [groupId],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<LinkedServiceAdmin>().name_en).toBe('Temporary');
    expect(await codes(outsider)).not.toContain('temp');
    const removed = await admin.request('DELETE', `/api/dashboard/linked-service/${created.id}/`);
    expect(removed.statusCode).toBe(204);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'linked_service')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create_linked_service',
      'update_linked_service',
      'delete_linked_service',
    ]);
  });
});
