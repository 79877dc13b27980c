import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_IMAGE_MAX_BYTES } from '@portal/shared';
import {
  buildAdmin,
  buildGroup,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
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

const sendImage = (client: Client, conversation: number, body: Buffer, type = 'image/png') =>
  client.request('POST', `/api/messenger/conversation/${conversation}/image/`, body, {
    'content-type': type,
  });

async function groupOfTwo() {
  const ann = await person();
  const bob = await person();
  const groupId = await buildGroup(t.db, `img-${ann.user.id}`, [ann.user.id, bob.user.id]);
  const opened = await ann.client.post('/api/messenger/conversation/group/', {
    group_id: groupId,
  });
  expect(opened.statusCode).toBe(200);
  return { ann, bob, groupId, id: opened.json().id as number };
}

describe('images in messages', () => {
  it('a member sends an image; the members read it, nobody else does', async () => {
    const { ann, bob, id } = await groupOfTwo();
    const stranger = await person();
    const sent = await sendImage(ann.client, id, PNG);
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({
      conversation_id: id,
      sender_id: ann.user.id,
      text: '',
      image: { width: 1, height: 1 },
    });
    expect(message.image.url).toBe(`/api/messenger/conversation/${id}/image/${message.id}/`);

    // In the history, with the same address.
    const history = (await bob.client.get(`/api/messenger/conversation/${id}/message/`)).json();
    expect(history.results[0]).toMatchObject({ id: message.id, image: message.image });

    const read = await bob.client.get(message.image.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toMatch(/^private/);
    expect(read.rawPayload.equals(PNG)).toBe(true);

    // A stranger, a visitor, and the right message under another conversation: 404 / 401.
    expect((await stranger.client.get(message.image.url)).statusCode).toBe(404);
    expect((await new Client(t.app).get(message.image.url)).statusCode).toBe(401);
    const other = await groupOfTwo();
    const crossed = `/api/messenger/conversation/${other.id}/image/${message.id}/`;
    expect((await other.ann.client.get(crossed)).statusCode).toBe(404);
    // A stranger cannot post into the conversation either.
    expect((await sendImage(stranger.client, id, PNG)).statusCode).toBe(404);
  });

  it('a member removed from the group loses its images at once', async () => {
    const { ann, bob, groupId, id } = await groupOfTwo();
    const url = (await sendImage(ann.client, id, PNG)).json().image.url as string;
    expect((await bob.client.get(url)).statusCode).toBe(200);
    await t.db
      .deleteFrom('user_group')
      .where('group_id', '=', groupId)
      .where('user_id', '=', bob.user.id)
      .execute();
    expect((await bob.client.get(url)).statusCode).toBe(404);
  });

  it('refuses bytes that are not the image type sent, and images over the limit', async () => {
    const { ann, id } = await groupOfTwo();
    const fake = await sendImage(ann.client, id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('invalid_filetype');
    // A PNG sent as a JPEG: the first bytes must agree with the type.
    const wrong = await sendImage(ann.client, id, PNG, 'image/jpeg');
    expect(wrong.statusCode).toBe(400);
    // Not an accepted type at all (the JSON parser refuses it: not an object).
    const svg = await sendImage(ann.client, id, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.statusCode).toBeGreaterThanOrEqual(400);
    expect(svg.statusCode).toBeLessThan(500);
    const big = Buffer.concat([PNG, Buffer.alloc(MESSAGE_IMAGE_MAX_BYTES)]);
    const tooBig = await sendImage(ann.client, id, big);
    expect(tooBig.statusCode).toBe(413);
    // Nothing was recorded for the refused ones.
    const history = (await ann.client.get(`/api/messenger/conversation/${id}/message/`)).json();
    expect(history.results).toEqual([]);
  });

  it('support staff read the images of a support conversation', async () => {
    const learner = await person();
    const id = (await learner.client.post('/api/messenger/support/', {})).json().id as number;
    const url = (await sendImage(learner.client, id, PNG)).json().image.url as string;
    expect((await admin.get(url)).statusCode).toBe(200);
    const staffless = await person();
    expect((await staffless.client.get(url)).statusCode).toBe(404);
    const history = (await admin.get(`/api/dashboard/support/${id}/message/`)).json();
    expect(history.results[0].image.url).toBe(url);
  });
});
