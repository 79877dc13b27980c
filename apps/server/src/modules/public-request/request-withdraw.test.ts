import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_REQUEST_STATUS } from '@portal/shared';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
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

const { setUp, submittedRequest, auditOf } = requestFixtures(
  () => t,
  () => admin,
);

describe('a requester withdraws a request (issue 20)', () => {
  it('cancels a waiting request: the approver can no longer decide; audited once', async () => {
    const s = await submittedRequest();
    const shown = await s.requester.client.get(`/api/public-request/${s.id}/`);
    expect(shown.json<{ can_cancel: boolean }>().can_cancel).toBe(true);
    // Only the requester: the approver and anyone else are refused.
    expect((await s.first.client.post(`/api/public-request/${s.id}/cancel/`)).statusCode).toBe(404);

    const res = await s.requester.client.post(`/api/public-request/${s.id}/cancel/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: PUBLIC_REQUEST_STATUS.canceled,
      can_cancel: false,
      can_edit: false,
    });
    const decide = await s.first.client.post(`/api/public-request/${s.id}/approve/`, {
      comment: '',
    });
    expect(decide.statusCode).toBe(400);
    expect((await s.requester.client.post(`/api/public-request/${s.id}/cancel/`)).statusCode).toBe(
      400,
    );
    expect((await auditOf(s.id)).map((a) => a.action)).toEqual([
      'create_public_request',
      'update_public_request',
      'submit_public_request',
      'cancel_public_request',
    ]);
  });

  it('deletes a draft with its attachments; a sent request or another\u2019s draft is not deleted', async () => {
    const s = await setUp();
    const draft = await s.requester.client.post('/api/public-request/', { form_id: s.form.id });
    const id = draft.json<{ id: number }>().id;
    // A draft is deleted, never withdrawn (the status function allows no draft -> canceled).
    expect((await s.requester.client.post(`/api/public-request/${id}/cancel/`)).statusCode).toBe(
      400,
    );
    expect((await s.first.client.request('DELETE', `/api/public-request/${id}/`)).statusCode).toBe(
      404,
    );
    const gone = await s.requester.client.request('DELETE', `/api/public-request/${id}/`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await s.requester.client.get(`/api/public-request/${id}/`)).statusCode).toBe(404);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'create_public_request',
      'delete_public_request',
    ]);

    const sent = await submittedRequest();
    const refused = await sent.requester.client.request(
      'DELETE',
      `/api/public-request/${sent.id}/`,
    );
    expect(refused.statusCode).toBe(400);
  });
});
