import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildDashboardViewer,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

/**
 * Identification photo at sign-in (issue 18 item 6): owed once per session while
 * `iden-is-enabled`, checked by its bytes and dimensions, kept privately, seen by
 * administrators who may manage the person (with the profile image when
 * `iden-orig-image-login-is-enabled`), never by others.
 */
let t: TestContext;
let admin: Client;

/** A real PNG of the given size (grey pixels), decodable by any image reader. */
function png(width: number, height: number): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

async function setConfig(name: string, value: unknown) {
  const res = await admin.request('PATCH', `/api/dashboard/config/${name}/`, { value });
  expect(res.statusCode).toBe(200);
}

async function learner() {
  const user = await buildUser(t.db, { image: '/media/profile/me.png' });
  const client = new Client(t.app);
  expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  return { user, client };
}

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: '/tmp/h18c-data/iden-test' });
  admin = new Client(t.app);
  const a = await buildAdmin(t.db, { is_superuser: true });
  await admin.login(a.email, a.password, '/api/dashboard/account/login/');
});
afterAll(async () => {
  await setConfig('iden-is-enabled', false);
  await t?.close();
});

describe('identification photo at sign-in', () => {
  it('is not asked for while the config is off', async () => {
    await setConfig('iden-is-enabled', false);
    const { client } = await learner();
    expect((await client.get('/api/account/iden-photo/')).json()).toMatchObject({
      is_required: false,
      is_taken: false,
    });
    const res = await client.post('/api/account/iden-photo/', { image: dataUrl(png(200, 200)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('iden_photo_off');
  });

  it('is owed once per sign-in, checked, and shown to administrators', async () => {
    await setConfig('iden-is-enabled', true);
    await setConfig('iden-type-photo-display', 1);
    const { user, client } = await learner();
    expect((await client.get('/api/account/iden-photo/')).json()).toEqual({
      is_required: true,
      is_taken: false,
      capture_mode: 1,
    });
    // Refused: bytes that are not the declared image, too small, not an image at all.
    const fake = await client.post('/api/account/iden-photo/', {
      image: dataUrl(Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors.image).toEqual(['invalid_filetype']);
    const jpegLabel = await client.post('/api/account/iden-photo/', {
      image: dataUrl(png(200, 200), 'image/jpeg'),
    });
    expect(jpegLabel.json().errors.image).toEqual(['invalid_filetype']);
    const tiny = await client.post('/api/account/iden-photo/', { image: dataUrl(png(40, 40)) });
    expect(tiny.json().errors.image).toEqual(['accept_image_width_height_xx']);
    const svg = await client.post('/api/account/iden-photo/', {
      image: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    expect(svg.statusCode).toBe(400);

    const image = png(320, 240);
    const saved = await client.post('/api/account/iden-photo/', { image: dataUrl(image) });
    expect(saved.statusCode).toBe(201);
    expect((await client.get('/api/account/iden-photo/')).json()).toMatchObject({
      is_required: false,
      is_taken: true,
    });
    const again = await client.post('/api/account/iden-photo/', { image: dataUrl(image) });
    expect(again.json().code).toBe('iden_photo_taken');

    // A new sign-in owes a new photo.
    const second = new Client(t.app);
    await second.login(user.email, user.password);
    expect((await second.get('/api/account/iden-photo/')).json().is_required).toBe(true);

    await setConfig('iden-orig-image-login-is-enabled', true);
    const list = await admin.get(`/api/dashboard/user/${user.id}/iden-photo/`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      original_image: '/media/profile/me.png',
      results: [{ id: saved.json().id, width: 320, height: 240 }],
    });
    const file = await admin.get(list.json().results[0].image_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(file.rawPayload).equals(image)).toBe(true);
    await setConfig('iden-orig-image-login-is-enabled', false);
    expect(
      (await admin.get(`/api/dashboard/user/${user.id}/iden-photo/`)).json().original_image,
    ).toBeNull();
  });

  it('is hidden from the person, other learners and administrators without the right', async () => {
    await setConfig('iden-is-enabled', true);
    const { user, client } = await learner();
    const saved = await client.post('/api/account/iden-photo/', { image: dataUrl(png(200, 150)) });
    expect(saved.statusCode).toBe(201);
    const url = `/api/dashboard/iden-photo/${saved.json().id}/image/`;
    expect((await client.get(url)).statusCode).toBe(403);
    const viewer = await buildDashboardViewer(t.db, `iden-viewer-${Date.now()}`);
    const viewerClient = new Client(t.app);
    await viewerClient.login(viewer.email, viewer.password, '/api/dashboard/account/login/');
    expect((await viewerClient.get(url)).statusCode).toBe(403);
    expect((await viewerClient.get(`/api/dashboard/user/${user.id}/iden-photo/`)).statusCode).toBe(
      403,
    );
    // A user manager may not see a superuser's photos (canActOnUser).
    const manager = await buildDashboardViewer(t.db, `iden-manager-${Date.now()}`, [
      'dashboard_manage_user',
    ]);
    const managerClient = new Client(t.app);
    await managerClient.login(manager.email, manager.password, '/api/dashboard/account/login/');
    expect((await managerClient.get(url)).statusCode).toBe(200);
    const boss = await buildUser(t.db, { is_superuser: true });
    expect((await managerClient.get(`/api/dashboard/user/${boss.id}/iden-photo/`)).statusCode).toBe(
      403,
    );
  });
});
