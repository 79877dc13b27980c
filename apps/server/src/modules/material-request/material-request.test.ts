import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  adminId = user.id;
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

async function learner(isCreator: boolean) {
  const user = await buildUser(t.db, { is_creator: isCreator });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const article = {
  kind: 'article',
  title: 'การออมเงินเบื้องต้น',
  desc: 'บทความสั้น',
  article_html: '<p>ออมก่อนใช้ <strong>เสมอ</strong></p><script>alert(1)</script>',
};

async function submitted(client: Client, body: object = article) {
  const res = await client.post('/api/material-request/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; status: number; material: { id: number } }>();
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'data'])
    .where('entity', '=', 'material_request')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('POST /api/material-request/', () => {
  it('makes an unpublished, sanitised article and a waiting request of flow type 1', async () => {
    const { user, client } = await learner(true);
    const req = await submitted(client);
    expect(req).toMatchObject({ flow_type: 1, status: 1, material: { is_publish: false } });
    const material = await t.db
      .selectFrom('material')
      .innerJoin('content', 'content.id', 'material.content_id')
      .select(['article_html_th', 'is_publish', 'kind', 'title_th'])
      .where('content_id', '=', req.material.id)
      .executeTakeFirstOrThrow();
    expect(material).toMatchObject({ kind: 'article', is_publish: false, title_th: article.title });
    expect(material.article_html_th).toContain('<strong>เสมอ</strong>');
    expect(material.article_html_th).not.toContain('script');
    // Not visible to other learners while it waits.
    const other = await learner(false);
    expect((await other.client.get(`/api/material/${req.material.id}/`)).statusCode).toBe(403);
    expect(await auditOf(req.id)).toMatchObject([
      { action: 'create_material_request', actor_id: user.id },
    ]);
  });

  it('takes an external video by its address and refuses a missing one', async () => {
    const { client } = await learner(true);
    const video = {
      kind: 'external_video',
      title: 'Budgeting',
      external_url: 'https://youtu.be/abc',
    };
    const req = await submitted(client, video);
    expect(req.material).toMatchObject({ kind: 'external_video' });
    const bad = await client.post('/api/material-request/', { ...video, external_url: '' });
    expect(bad.statusCode).toBe(400);
    const empty = await client.post('/api/material-request/', {
      ...article,
      article_html: '<p> </p>',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a learner who is not a creator, before reading the input', async () => {
    const { client } = await learner(false);
    expect((await client.post('/api/material-request/', article)).statusCode).toBe(403);
    expect((await client.post('/api/material-request/', {})).statusCode).toBe(403);
    expect((await client.get('/api/material-request/')).statusCode).toBe(403);
    expect((await client.post('/api/material-request/1/cancel/', {})).statusCode).toBe(403);
  });
});

describe('GET /api/material-request/ and cancel', () => {
  it('lists only the learner’s own requests, paged, and filters by status', async () => {
    const a = await learner(true);
    const b = await learner(true);
    const first = await submitted(a.client);
    await submitted(a.client, { ...article, title: 'Second' });
    const mine = await a.client.get('/api/material-request/?page_size=1');
    expect(mine.json()).toMatchObject({
      count: 2,
      page_size: 1,
      results: [{ material: { title: 'Second' } }],
    });
    expect(mine.json().next).toContain('page=2');
    expect((await b.client.get('/api/material-request/')).json().count).toBe(0);
    // Someone else's request is not found, and stays waiting.
    expect((await b.client.post(`/api/material-request/${first.id}/cancel/`, {})).statusCode).toBe(
      404,
    );
    const cancel = await a.client.post(`/api/material-request/${first.id}/cancel/`, {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe(-1);
    expect((await a.client.post(`/api/material-request/${first.id}/cancel/`, {})).statusCode).toBe(
      400,
    );
    const canceled = await a.client.get('/api/material-request/?status=-1');
    expect(canceled.json()).toMatchObject({ count: 1, results: [{ id: first.id }] });
    // A cancelled request cannot be approved any more.
    expect(
      (await admin.post(`/api/dashboard/material-request/${first.id}/approve/`, {})).statusCode,
    ).toBe(400);
  });
});

describe('dashboard/material-request/', () => {
  it('lists with search and status, shows the detail, approves and publishes', async () => {
    const { user, client } = await learner(true);
    const req = await submitted(client, { ...article, title: 'Unique approval title' });
    const list = await admin.get(
      '/api/dashboard/material-request/?search=unique%20approval&status=1',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ id: req.id, user: { id: user.id } }],
    });
    const detail = await admin.get(`/api/dashboard/material-request/${req.id}/`);
    expect(detail.json().article_html).toContain('ออมก่อนใช้');

    const approved = await admin.post(`/api/dashboard/material-request/${req.id}/approve/`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 30, material: { is_publish: true } });
    // Any learner now opens it at its own page.
    const other = await learner(false);
    const page = await other.client.get(`/api/material/${req.material.id}/`);
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('ออมก่อนใช้');
    expect((await client.get('/api/material-request/')).json().results[0].status).toBe(30);
    expect(await auditOf(req.id)).toMatchObject([
      { action: 'create_material_request' },
      { action: 'approve_material_request', actor_id: adminId },
    ]);
    // Decided once: a second decision is refused.
    expect(
      (await admin.post(`/api/dashboard/material-request/${req.id}/reject/`, { reason: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('rejects only with a reason, keeps the material hidden and shows the reason', async () => {
    const { client } = await learner(true);
    const req = await submitted(client);
    const url = `/api/dashboard/material-request/${req.id}/reject/`;
    expect((await admin.post(url, {})).statusCode).toBe(400);
    expect((await admin.post(url, { reason: '  ' })).statusCode).toBe(400);
    const rejected = await admin.post(url, { reason: 'ไม่ตรงหัวข้อ' });
    expect(rejected.json()).toMatchObject({
      status: -3,
      reason: 'ไม่ตรงหัวข้อ',
      material: { is_publish: false },
    });
    const mine = (await client.get('/api/material-request/')).json();
    expect(mine.results[0]).toMatchObject({ status: -3, reason: 'ไม่ตรงหัวข้อ' });
    const other = await learner(false);
    expect((await other.client.get(`/api/material/${req.material.id}/`)).statusCode).toBe(403);
    const audit = await auditOf(req.id);
    expect(audit[1]).toMatchObject({ action: 'reject_material_request', actor_id: adminId });
    expect(JSON.stringify(audit[1]?.data)).toContain('ไม่ตรงหัวข้อ');
  });

  it('is closed to dashboard users without the content permission', async () => {
    const viewer = await buildDashboardViewer(t.db, 'Material request viewers');
    const client = new Client(t.app);
    await client.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await client.get('/api/dashboard/material-request/')).statusCode).toBe(403);
    expect((await client.post('/api/dashboard/material-request/1/approve/', {})).statusCode).toBe(
      403,
    );
  });
});
