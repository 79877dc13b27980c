import { expect } from 'vitest';
import { buildUser, Client, type TestContext } from '../../../test/helpers';

/** Set-up shared by playlist.test.ts and playlist-members.test.ts. */

/** The tests' makers over the portal `context()` answers (made in the test file's beforeAll). */
export function playlistFixtures(context: () => TestContext) {
  /** A new learner, signed in. */
  async function person() {
    const user = await buildUser(context().db);
    const client = new Client(context().app);
    await client.login(user.email, user.password);
    return { user, client };
  }

  /** A playlist the client makes (201), with the form's fields over a default title. */
  async function playlistOf(client: Client, body: object = {}) {
    const res = await client.post('/api/learning-playlist/', { title_en: 'Safety week', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  const detail = async (client: Client, id: number) => client.get(`/api/learning-playlist/${id}/`);

  /** The playlist's audit rows, oldest first. */
  const auditOf = (id: number) =>
    context()
      .db.selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'playlist')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  return { person, playlistOf, detail, auditOf };
}
