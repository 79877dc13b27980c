import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { makePng } from '../../../test/images';
import { tusImageUploader } from '../../../test/tus-image-upload';
import {
  webpAnimated,
  webpExtended,
  webpLossless,
  webpLossy,
  webpLyingCanvas,
} from '../../../test/webp-images';

const ENDPOINT = '/api/dashboard/upload/';
let t: TestContext;
let admin: Client;
let upload: ReturnType<typeof tusImageUploader>;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'webp-test-')) });
  const user = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  const login = await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  expect(login.statusCode).toBe(200);
  upload = tusImageUploader(t.app, admin, ENDPOINT);
});
afterAll(async () => t?.close());

const storedCount = async () => (await t.db.selectFrom('media_file').select('id').execute()).length;

describe('WebP image uploads (issue 21 item 5: the crop dialog writes WebP)', () => {
  it('stores a lossy, a lossless and an extended WebP and serves them as image/webp', async () => {
    for (const [name, bytes, use] of [
      ['cover.webp', webpLossy(), 'cover'], // 800 × 450: exactly a cover
      ['photo.webp', webpLossless(), 'photo'],
      ['logo.WEBP', webpExtended(), 'logo'],
    ] as const) {
      const res = await upload(name, bytes, use);
      expect(res.statusCode, name).toBe(204);
      const url = res.headers['upload-media-url'] as string;
      expect(url).toMatch(/^\/api\/media\/image\/[a-f0-9]{2}\/[a-f0-9]{64}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'self'");
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    const types = await t.db.selectFrom('media_file').select('mime_type').execute();
    expect(types.map((row) => row.mime_type)).toEqual(['image/webp', 'image/webp', 'image/webp']);
  });

  it('refuses a WebP cover that is not 800×450, by the size its header declares', async () => {
    const before = await storedCount();
    for (const bytes of [webpLossless(), webpExtended()]) {
      const res = await upload('cover.webp', bytes, 'cover');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'accept_image_width_height_xx',
        width: 800,
        height: 450,
      });
    }
    // A VP8X canvas claiming 800×450 over a 120×60 picture is not a cover either.
    const lying = await upload('cover.webp', webpLyingCanvas(800, 450), 'cover');
    expect(lying.json()).toMatchObject({ code: 'accept_image_file_size_xx' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file named .webp that is not a WebP, and a WebP named otherwise', async () => {
    const before = await storedCount();
    for (const [name, bytes] of [
      ['cover.webp', makePng(800, 450)],
      ['cover.webp', Buffer.from('%PDF-1.7\nnot a picture at all')],
      ['cover.webp', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['cover.png', webpLossy()],
      ['cover.jpg', webpLossy()],
    ] as const) {
      const res = await upload(name, bytes, 'cover');
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'accept_image_file_size_xx' });
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a cut-off RIFF header, a cut-off file and an animated WebP', async () => {
    const before = await storedCount();
    const whole = webpLossy();
    for (const bytes of [
      whole.subarray(0, 16), // 'RIFF', size, 'WEBP', half a chunk header
      whole.subarray(0, 26), // the start code, not the size
      whole.subarray(0, whole.length - 100), // shorter than its RIFF size says
      webpAnimated(),
    ]) {
      const res = await upload('logo.webp', bytes, 'logo');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'accept_image_file_size_xx' });
    }
    expect(await storedCount()).toBe(before);
  });

  it('saves a WebP cover on a course form and shows it', async () => {
    const cover = (await upload('cover.webp', webpLossy(), 'cover')).headers[
      'upload-media-url'
    ] as string;
    const created = await admin.post('/api/dashboard/course/', {
      code: 'WEBP-1',
      title_en: 'Photography basics',
      title_th: 'พื้นฐานการถ่ายภาพ',
      image: cover,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ image: cover });
  });
});
