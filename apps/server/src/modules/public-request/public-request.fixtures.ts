import { expect } from 'vitest';
import type { RequestFormInputDraft } from '@portal/shared';
import { buildUser, Client, type TestContext } from '../../../test/helpers';

/**
 * The public-request tests' shared set-up: people, a published two-approver form, a request sent
 * for approval, and the audit rows of a request. `admin` is signed in to the dashboard.
 */
export function requestFixtures(context: () => TestContext, admin: () => Client) {
  async function person() {
    const user = await buildUser(context().db);
    const client = new Client(context().app);
    await client.login(user.email, user.password);
    return { user, client };
  }

  const formInput = (approverEmails: string[]): RequestFormInputDraft => ({
    title_en: 'Room booking',
    title_th: 'ขอใช้ห้องประชุม',
    is_publish: true,
    sections: [
      {
        title_en: 'What',
        questions: [
          { text_en: 'Purpose', is_required: true, body: { kind: 'text' } },
          {
            text_en: 'Room',
            is_required: true,
            body: {
              kind: 'choice',
              choices: [
                { id: 'a', text_en: 'Room A' },
                { id: 'b', text_en: 'Room B' },
              ],
            },
          },
        ],
      },
      { title_en: 'How', questions: [{ text_en: 'Urgency', body: { kind: 'rating', scale: 5 } }] },
    ],
    approver_emails: approverEmails,
  });

  async function setUp() {
    const first = await person();
    const second = await person();
    const requester = await person();
    const made = await admin().post(
      '/api/dashboard/public-request-form/',
      formInput([first.user.email.toUpperCase(), second.user.email]),
    );
    expect(made.statusCode, made.body).toBe(201);
    const form = made.json<{ id: number; sections: { questions: { id: number }[] }[] }>();
    const [purpose, room] = form.sections[0]!.questions.map((q) => q.id) as [number, number];
    return { first, second, requester, form, purpose, room };
  }

  async function submittedRequest() {
    const s = await setUp();
    const draft = await s.requester.client.post('/api/public-request/', { form_id: s.form.id });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json<{ id: number }>().id;
    const saved = await s.requester.client.request('PUT', `/api/public-request/${id}/answer/`, {
      answers: [
        { question_id: s.purpose, text: 'Team meeting' },
        { question_id: s.room, choice_ids: ['b'] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await s.requester.client.post(`/api/public-request/${id}/submit/`);
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...s, id };
  }

  const auditOf = (id: number) =>
    context()
      .db.selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'public_request')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  return { person, formInput, setUp, submittedRequest, auditOf };
}
