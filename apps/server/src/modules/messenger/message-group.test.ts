import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClassMemberStatus } from '@portal/shared';
import {
  buildAdmin,
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db, { is_superuser: true });
  const admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  const on = await admin.patch('/api/dashboard/config/messenger-is-enabled/', { value: true });
  expect(on.statusCode).toBe(200);
});
afterAll(async () => t.close());

async function person() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

describe('"Message the group": my groups', () => {
  it('lists my groups by name, each with its conversation once opened; never another’s', async () => {
    const ann = await person();
    const bob = await person();
    const tag = ann.user.id;
    const beta = await buildGroup(t.db, `Beta ${tag}`, [ann.user.id, bob.user.id]);
    const alpha = await buildGroup(t.db, `Alpha ${tag}`, [ann.user.id]);
    const bobsOnly = await buildGroup(t.db, `Bob only ${tag}`, [bob.user.id]);

    const before = (await ann.client.get('/api/messenger/group/')).json();
    expect(before.total).toBe(2);
    expect(before.results).toEqual([
      { id: alpha, name: `Alpha ${tag}`, conversation_id: null },
      { id: beta, name: `Beta ${tag}`, conversation_id: null },
    ]);

    const opened = await bob.client.post('/api/messenger/conversation/group/', { group_id: beta });
    expect(opened.statusCode).toBe(200);
    const after = (await ann.client.get('/api/messenger/group/')).json();
    expect(after.results[1]).toEqual({
      id: beta,
      name: `Beta ${tag}`,
      conversation_id: opened.json().id,
    });
    // Ann opening it lands in the same conversation, which she is already a member of.
    const mine = await ann.client.post('/api/messenger/conversation/group/', { group_id: beta });
    expect(mine.json().id).toBe(opened.json().id);
    // Bob's own group is not Ann's, and she cannot open its conversation.
    const refused = await ann.client.post('/api/messenger/conversation/group/', {
      group_id: bobsOnly,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await bob.client.get('/api/messenger/group/'))
        .json()
        .results.map((g: { id: number }) => g.id),
    ).toEqual([beta, bobsOnly]);
  });

  it('pages the list', async () => {
    const carl = await person();
    for (const n of [1, 2, 3]) await buildGroup(t.db, `Paged ${carl.user.id} ${n}`, [carl.user.id]);
    const page = (await carl.client.get('/api/messenger/group/?page=2&page_size=2')).json();
    expect(page.total).toBe(3);
    expect(page.results.map((g: { name: string }) => g.name)).toEqual([`Paged ${carl.user.id} 3`]);
  });

  it('the web and the server agree on who is one of a class’s people', () => {
    // Waiting for approval (1) and cancelled (-1) are not; learning (21) and completed are.
    expect(isClassMemberStatus(1)).toBe(false);
    expect(isClassMemberStatus(-1)).toBe(false);
    expect(isClassMemberStatus(21)).toBe(true);
  });
});
