import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { certificateFixtures } from './certificate-fixtures';
import { changeStatus } from '@/modules/enrollment/status';

/** A certificate follows its completion: suspended when it is taken back, valid when it returns. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
});
afterAll(async () => t.close());

const { enrolled, complete, certificatesOf, courseResult, dashboardAdmin } = certificateFixtures(
  () => t,
);

describe('GET /api/certificate/verify/{code}/', () => {
  it('stops being valid when the completion is taken back, and is valid again when it returns', async () => {
    const s = await enrolled();
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    const result = await courseResult(s);
    const admin = await dashboardAdmin();
    const verify = async () =>
      (await new Client(t.app).get(`/api/certificate/verify/${cert?.code}/`)).json<unknown>();
    const pdf = () => s.client.get(`/api/profile/library/certificate/${cert?.id}/pdf/`);
    expect(await verify()).toMatchObject({ is_valid: true });

    // Every status away from completion that the dashboard offers suspends it.
    for (const to of [-5, 22, 21]) {
      const moved = await admin.client.patch(`/api/dashboard/learning-result/${result.id}/`, {
        status: to,
        reason: 'marked again',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await verify(), String(to)).toMatchObject({ is_valid: false });
      const refused = await pdf();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'certificate_revoked' });
      const list = await s.client.get('/api/profile/library/certificate/');
      expect(list.json().results[0]).toMatchObject({
        id: cert?.id,
        is_valid: false,
        invalid_reason: 'suspended',
      });
      const listed = await admin.client.get(`/api/dashboard/certificate/?search=${cert?.code}`);
      expect(listed.json().results).toEqual([
        expect.objectContaining({ id: cert?.id, is_valid: false, is_suspended: true }),
      ]);
      const back = await admin.client.patch(`/api/dashboard/learning-result/${result.id}/`, {
        status: 30,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(await verify(), `back from ${to}`).toMatchObject({ is_valid: true });
      expect((await pdf()).statusCode).toBe(200);
    }
    // Still the one certificate with its code; each suspension and restoration audited.
    expect(await certificatesOf(s.user.id)).toEqual([
      expect.objectContaining({ id: cert?.id, code: cert?.code, is_revoked: false }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'certificate')
      .where('entity_id', '=', String(cert?.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'suspend_certificate',
      'restore_certificate',
      'suspend_certificate',
      'restore_certificate',
      'suspend_certificate',
      'restore_certificate',
    ]);
    expect(audit.every((a) => a.actor_id === admin.user.id)).toBe(true);
  });

  it('suspends on a change away from completion made by any caller of changeStatus', async () => {
    const s = await enrolled();
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    const result = await courseResult(s);
    await t.db
      .transaction()
      .execute((trx) =>
        changeStatus(trx, { resultId: result.id, to: -5, actor: null, kind: 'admin' }),
      );
    const [after] = await certificatesOf(s.user.id);
    expect(after).toMatchObject({ is_revoked: true, revoke_cause: 'completion_withdrawn' });
    expect(
      (await new Client(t.app).get(`/api/certificate/verify/${cert?.code}/`)).json(),
    ).toMatchObject({ is_valid: false });
  });

  it('keeps a certificate revoked by hand revoked when the completion goes away and returns', async () => {
    const s = await enrolled();
    await complete(s);
    const [cert] = await certificatesOf(s.user.id);
    const result = await courseResult(s);
    const admin = await dashboardAdmin();
    const verify = async () =>
      (await new Client(t.app).get(`/api/certificate/verify/${cert?.code}/`)).json<unknown>();
    const patch = (status: number) =>
      admin.client.patch(`/api/dashboard/learning-result/${result.id}/`, { status });

    // Revoked by hand, then the completion taken back and given again: still revoked.
    const revoked = await admin.client.post(`/api/dashboard/certificate/${cert?.id}/revoke/`, {
      reason: 'Copied the final test',
    });
    expect(revoked.statusCode).toBe(200);
    expect((await patch(-5)).statusCode).toBe(200);
    expect((await patch(30)).statusCode).toBe(200);
    expect(await verify()).toMatchObject({ is_valid: false });
    expect(
      (await s.client.get(`/api/profile/library/certificate/${cert?.id}/pdf/`)).statusCode,
    ).toBe(409);

    // Suspended first and then revoked by hand: the hand revocation wins, no restoring.
    const s2 = await enrolled();
    await complete(s2);
    const [cert2] = await certificatesOf(s2.user.id);
    const result2 = await courseResult(s2);
    expect(
      (await admin.client.patch(`/api/dashboard/learning-result/${result2.id}/`, { status: 22 }))
        .statusCode,
    ).toBe(200);
    const revoked2 = await admin.client.post(`/api/dashboard/certificate/${cert2?.id}/revoke/`, {
      reason: 'Not the learner who sat it',
    });
    expect(revoked2.json()).toMatchObject({ is_valid: false });
    expect(
      (await admin.client.patch(`/api/dashboard/learning-result/${result2.id}/`, { status: 30 }))
        .statusCode,
    ).toBe(200);
    const [after2] = await certificatesOf(s2.user.id);
    expect(after2).toMatchObject({ is_revoked: true, revoke_cause: 'admin' });
    expect(
      (await s2.client.get(`/api/profile/library/certificate/${cert2?.id}/`)).json(),
    ).toMatchObject({ is_valid: false, invalid_reason: 'revoked' });
    const listed = await admin.client.get(`/api/dashboard/certificate/?search=${cert2?.code}`);
    expect(listed.json().results).toEqual([
      expect.objectContaining({ id: cert2?.id, is_valid: false, is_suspended: false }),
    ]);
    expect(
      (await new Client(t.app).get(`/api/certificate/verify/${cert2?.code}/`)).json(),
    ).toMatchObject({ is_valid: false });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'certificate')
      .where('entity_id', 'in', [String(cert?.id), String(cert2?.id)])
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'revoke_certificate',
      'suspend_certificate',
      'revoke_certificate',
    ]);
  });
});
