import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { makePng } from '../../../test/images';
import { requestFixtures } from './public-request.fixtures';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

const { person, formInput, setUp, submittedRequest, auditOf } = requestFixtures(
  () => t,
  () => admin,
);

const notified = (userId: number) =>
  t.db
    .selectFrom('notification')
    .select(['params'])
    .where('recipient_id', '=', userId)
    .where('kind', '=', 'public_request')
    .orderBy('id')
    .execute();

describe('public requests', () => {
  it('keeps a draft, refuses submitting with a required question blank, then submits', async () => {
    const s = await setUp();
    const draft = await s.requester.client.post('/api/public-request/', { form_id: s.form.id });
    const id = draft.json<{ id: number; status: number }>().id;
    expect(draft.json()).toMatchObject({ status: 0, can_edit: true });
    await s.requester.client.request('PUT', `/api/public-request/${id}/answer/`, {
      answers: [{ question_id: s.purpose, text: 'Workshop' }],
    });
    const back = await s.requester.client.get(`/api/public-request/${id}/`);
    expect(back.json().answers).toEqual({ [s.purpose]: { text: 'Workshop' } });
    const early = await s.requester.client.post(`/api/public-request/${id}/submit/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ [`answers.${s.room}`]: ['this_field_is_required'] });
    const wrong = await s.requester.client.request('PUT', `/api/public-request/${id}/answer/`, {
      answers: [{ question_id: s.room, choice_ids: ['zzz'] }],
    });
    expect(wrong.statusCode).toBe(400);
    await s.requester.client.request('PUT', `/api/public-request/${id}/answer/`, {
      answers: [{ question_id: s.room, choice_ids: ['a'] }],
    });
    const sent = await s.requester.client.post(`/api/public-request/${id}/submit/`);
    expect(sent.json()).toMatchObject({
      status: 1,
      current_step: 1,
      step_count: 2,
      can_edit: false,
    });
    const again = await s.requester.client.request('PUT', `/api/public-request/${id}/answer/`, {
      answers: [{ question_id: s.purpose, text: 'changed' }],
    });
    expect(again.statusCode).toBe(400);
  });

  it('keeps drafts private to their requester', async () => {
    const s = await setUp();
    const draft = await s.requester.client.post('/api/public-request/', { form_id: s.form.id });
    const id = draft.json<{ id: number }>().id;
    expect((await s.first.client.get(`/api/public-request/${id}/`)).statusCode).toBe(404);
    expect((await admin.get(`/api/public-request/${id}/`)).statusCode).toBe(404);
    const other = await person();
    expect((await other.client.get(`/api/public-request/${id}/`)).statusCode).toBe(404);
    const put = await other.client.request('PUT', `/api/public-request/${id}/answer/`, {
      answers: [],
    });
    expect(put.statusCode).toBe(404);
    const list = await admin.get(`/api/dashboard/public-request/?form_id=${s.form.id}`);
    expect(list.json().count).toBe(0);
    const mine = await s.requester.client.get('/api/public-request/');
    expect(mine.json().results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('goes through the approvers in order: the second cannot act before the first', async () => {
    const s = await submittedRequest();
    const early = await s.second.client.post(`/api/public-request/${s.id}/approve/`, {
      comment: '',
    });
    expect(early.statusCode).toBe(403);
    expect(
      (await s.requester.client.post(`/api/public-request/${s.id}/approve/`, {})).statusCode,
    ).toBe(403);
    const inbox = await s.first.client.get('/api/public-request/approval/');
    expect(inbox.json().results.map((r: { id: number }) => r.id)).toEqual([s.id]);
    expect((await s.second.client.get('/api/public-request/approval/')).json().count).toBe(0);
    const one = await s.first.client.post(`/api/public-request/${s.id}/approve/`, {
      comment: 'ok',
    });
    expect(one.json()).toMatchObject({ status: 1, current_step: 2 });
    expect((await s.first.client.post(`/api/public-request/${s.id}/approve/`, {})).statusCode).toBe(
      403,
    );
    const two = await s.second.client.post(`/api/public-request/${s.id}/approve/`, {
      comment: 'fine',
    });
    expect(two.json()).toMatchObject({ status: 30, current_step: 2 });
    const result = (await s.requester.client.get(`/api/public-request/${s.id}/`)).json();
    expect(result.steps).toMatchObject([
      { step: 1, outcome: 'approved', comment: 'ok' },
      { step: 2, outcome: 'approved', comment: 'fine' },
    ]);
    expect(result.decided_at).not.toBeNull();
    expect((await auditOf(s.id)).map((a) => a.action)).toEqual([
      'create_public_request',
      'update_public_request',
      'submit_public_request',
      'approve_public_request',
      'approve_public_request',
    ]);
    const outcomes = (await notified(s.requester.user.id)).map((n) => n.params.outcome);
    expect(outcomes).toEqual(['submitted', 'step_approved', 'approved']);
    expect((await notified(s.second.user.id)).map((n) => n.params.outcome)).toEqual(['to_approve']);
  });

  it('ends the request on a rejection, which needs a comment', async () => {
    const s = await submittedRequest();
    const bare = await s.first.client.post(`/api/public-request/${s.id}/reject/`, { comment: ' ' });
    expect(bare.statusCode).toBe(400);
    const no = await s.first.client.post(`/api/public-request/${s.id}/reject/`, {
      comment: 'Room taken',
    });
    expect(no.json()).toMatchObject({ status: -3 });
    expect(
      (await s.second.client.post(`/api/public-request/${s.id}/approve/`, {})).statusCode,
    ).toBe(400);
    expect((await notified(s.requester.user.id)).map((n) => n.params.outcome)).toEqual([
      'submitted',
      'rejected',
    ]);
    expect((await notified(s.second.user.id)).length).toBe(0);
  });

  it('checks attachments by extension, first bytes and size', async () => {
    const s = await setUp();
    const id = (
      await s.requester.client.post('/api/public-request/', { form_id: s.form.id })
    ).json().id;
    const url = `/api/public-request/${id}/attachment/`;
    const png = makePng(20, 20).toString('base64');
    const fake = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect((await s.requester.client.post(url, { name: 'page.html', data: fake })).statusCode).toBe(
      400,
    );
    const lying = await s.requester.client.post(url, { name: 'scan.pdf', data: fake });
    expect(lying.statusCode).toBe(400);
    expect(lying.json().code).toBe('invalid_filetype');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64');
    expect((await s.requester.client.post(url, { name: 'big.png', data: big })).statusCode).toBe(
      400,
    );
    const ok = await s.requester.client.post(url, { name: 'map.png', data: png });
    expect(ok.statusCode, ok.body).toBe(201);
    const attachment = ok.json().attachments[0];
    expect(attachment).toMatchObject({ name: 'map.png', mime_type: 'image/png' });
    const file = await s.requester.client.get(`${url}${attachment.id}/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const other = await person();
    expect((await other.client.get(`${url}${attachment.id}/`)).statusCode).toBe(404);
  });

  it('lists, filters and exports submitted requests on the dashboard', async () => {
    const s = await submittedRequest();
    await s.first.client.post(`/api/public-request/${s.id}/reject/`, { comment: 'No' });
    const waiting = await admin.get(`/api/dashboard/public-request/?form_id=${s.form.id}&status=1`);
    expect(waiting.json().count).toBe(0);
    const rejected = await admin.get(
      `/api/dashboard/public-request/?form_id=${s.form.id}&status=-3`,
    );
    expect(rejected.json().results.map((r: { id: number }) => r.id)).toEqual([s.id]);
    const xlsx = await admin.get(`/api/dashboard/public-request/export/?form_id=${s.form.id}`);
    expect(xlsx.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Request ID');
    expect(sheet.getRow(2).getCell(1).value).toBe(s.id);
    expect(sheet.getRow(2).getCell(4).value).toBe(s.requester.user.email);
    expect(sheet.getRow(2).getCell(5).value).toBe('Rejected');
    expect(sheet.rowCount).toBe(2);
  });

  it('keeps question ids when the form is saved again, so drafts keep their answers', async () => {
    const s = await setUp();
    const saved = (await admin.get(`/api/dashboard/public-request-form/${s.form.id}/`)).json();
    const input = {
      ...formInput([s.second.user.email]),
      sections: saved.sections.map((sec: { questions: object[] }) => ({ ...sec })),
    };
    const again = await admin.request(
      'PUT',
      `/api/dashboard/public-request-form/${s.form.id}/`,
      input,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().sections[0].questions[0].id).toBe(s.purpose);
    expect(again.json().approvers.map((a: { id: number }) => a.id)).toEqual([s.second.user.id]);
  });
});
