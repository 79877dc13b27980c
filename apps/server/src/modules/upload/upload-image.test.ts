import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { makePng } from '../../../test/images';
import { tusImageUploader } from '../../../test/tus-image-upload';
import { openToVisitors } from '../../../test/b2c';

const ENDPOINT = '/api/dashboard/upload/';
let t: TestContext;
let admin: Client;
let upload: ReturnType<typeof tusImageUploader>;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'image-test-')) });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
  const user = await buildAdmin(t.db, { is_superuser: true });
  admin = new Client(t.app);
  const login = await admin.login(user.email, user.password, '/api/dashboard/account/login/');
  expect(login.statusCode).toBe(200);
  upload = tusImageUploader(t.app, admin, ENDPOINT);
});
afterAll(async () => t?.close());

describe('image uploads (SPEC §5 image rule)', () => {
  it('refuses bytes that are not the image the name says, with accept_image_file_size_xx', async () => {
    const res = await upload('cover.png', Buffer.from('%PDF-1.7\nnot a picture at all'), 'cover');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'accept_image_file_size_xx',
      errors: { file: ['accept_image_file_size_xx'] },
      size: 1024,
    });
    // A real PNG named .gif is refused too: the first bytes must agree with the name.
    const renamed = await upload('cover.gif', makePng(800, 450), 'cover');
    expect(renamed.json()).toMatchObject({ code: 'accept_image_file_size_xx' });
  });

  it('refuses a type the rule does not take and a file over the use limit before any byte', async () => {
    const bmp = await upload('cover.bmp', makePng(800, 450), 'cover');
    expect(bmp.statusCode).toBe(400);
    expect(bmp.json()).toMatchObject({ code: 'accept_image_file_size_xx' });
    const big = await upload('logo.png', makePng(10, 10), 'logo', 512 * 1024 + 1);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'accept_image_file_size_xx', size: 512 });
    const noUse = await upload('logo.png', makePng(10, 10));
    expect(noUse.statusCode).toBe(400);
    expect(noUse.json()).toMatchObject({ code: 'invalid_value' });
  });

  it('refuses a cover that is not 800×450 with accept_image_width_height_xx', async () => {
    const res = await upload('cover.png', makePng(640, 480), 'cover');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'accept_image_width_height_xx',
      width: 800,
      height: 450,
    });
    expect(await t.db.selectFrom('media_file').select('id').execute()).toHaveLength(0);
  });

  it('stores a good image and serves it to anyone at an address that never changes', async () => {
    const png = makePng(800, 450, [20, 120, 90]);
    const res = await upload('ปก.png', png, 'cover');
    expect(res.statusCode).toBe(204);
    const url = res.headers['upload-media-url'] as string;
    expect(url).toMatch(/^\/api\/media\/image\/[a-f0-9]{2}\/[a-f0-9]{64}\.png$/);
    expect(Number(res.headers['upload-media-file-id'])).toBeGreaterThan(0);

    const served = await t.app.inject({ method: 'GET', url }); // signed out
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const missing = url.replace(/[a-f0-9]{64}/, 'f'.repeat(64));
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});

describe('image fields of the dashboard forms', () => {
  const course = (image: unknown) => ({
    code: `IMG-${Math.random().toString(36).slice(2, 8)}`,
    title_en: 'Photography basics',
    title_th: 'พื้นฐานการถ่ายภาพ',
    image,
  });

  it('saves a course cover, shows it in the catalog, and refuses a logo-sized one', async () => {
    const cover = (await upload('cover.png', makePng(800, 450, [200, 80, 40]), 'cover')).headers[
      'upload-media-url'
    ] as string;
    const created = await admin.post('/api/dashboard/course/', course(cover));
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number; image: string }>().id;
    expect(created.json()).toMatchObject({ image: cover });
    await t.db.updateTable('content').set({ is_publish: true }).where('id', '=', id).execute();
    expect((await new Client(t.app).get(`/api/course/${id}/`)).json()).toMatchObject({
      image: cover,
    });

    // Left out, the cover stays; null removes it.
    const kept = await admin.patch(`/api/dashboard/course/${id}/`, { ...course(undefined) });
    expect(kept.json()).toMatchObject({ image: cover });
    const removed = await admin.patch(`/api/dashboard/course/${id}/`, course(null));
    expect(removed.json()).toMatchObject({ image: null });

    const logo = (await upload('logo.png', makePng(300, 100), 'logo')).headers[
      'upload-media-url'
    ] as string;
    const wrong = await admin.post('/api/dashboard/course/', course(logo));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { image: ['accept_image_width_height_xx'] } });
    const stranger = await admin.post('/api/dashboard/course/', course('https://x.test/a.png'));
    expect(stranger.json()).toMatchObject({ errors: { image: ['accept_image_file_size_xx'] } });
    const unknown = cover.replace(/[a-f0-9]{64}/, 'e'.repeat(64));
    const notStored = await admin.post('/api/dashboard/course/', course(unknown));
    expect(notStored.json()).toMatchObject({ errors: { image: ['accept_image_file_size_xx'] } });
  });

  it("keeps a provider's logo and an instructor's photo and shows them on their pages", async () => {
    const logo = (await upload('logo.gif', makePng(120, 60), 'logo')).headers['upload-media-url'];
    expect(logo).toBeUndefined(); // a PNG named .gif is refused
    const png = (await upload('logo.png', makePng(120, 60), 'logo')).headers[
      'upload-media-url'
    ] as string;
    const provider = await admin.post('/api/dashboard/provider/', {
      code: 'IMG-PROV',
      name_en: 'Lens Academy',
      image: png,
    });
    expect(provider.statusCode).toBe(201);
    const providerId = provider.json<{ id: number }>().id;
    expect((await admin.get(`/api/provider/${providerId}/`)).json()).toMatchObject({ image: png });

    const photo = (await upload('me.png', makePng(200, 200), 'photo')).headers[
      'upload-media-url'
    ] as string;
    const instructor = await admin.post('/api/dashboard/instructor/', {
      name_en: 'Somchai Jaidee',
      name_th: 'สมชาย ใจดี',
      image: photo,
    });
    expect(instructor.statusCode).toBe(201);
    const instructorId = instructor.json<{ id: number }>().id;
    expect((await admin.get(`/api/instructor/${instructorId}/`)).json()).toMatchObject({
      image: photo,
    });
  });
});

describe('image config names', () => {
  it('take only the address of a stored image, and an empty string removes it', async () => {
    const logo = (await upload('logo.png', makePng(240, 80), 'logo')).headers[
      'upload-media-url'
    ] as string;
    const saved = await admin.patch('/api/dashboard/config/config-logo/', { value: logo });
    expect(saved.statusCode).toBe(200);
    expect((await admin.get('/api/config/')).json().config_dict['config-logo']).toBe(logo);

    for (const [name, value] of [
      ['config-logo', 'https://x.test/logo.png'],
      ['config-login-background', logo.replace(/[a-f0-9]{64}/, 'd'.repeat(64))],
      ['config-login-background', 'javascript:alert(1)'],
    ] as const) {
      const refused = await admin.patch(`/api/dashboard/config/${name}/`, { value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { value: ['accept_image_file_size_xx'] } });
    }
    expect((await admin.get('/api/config/')).json().config_dict).toMatchObject({
      'config-logo': logo,
      'config-login-background': '',
    });

    const background = (await upload('bg.png', makePng(1200, 800), 'background')).headers[
      'upload-media-url'
    ] as string;
    const bg = await admin.patch('/api/dashboard/config/config-login-background/', {
      value: background,
    });
    expect(bg.statusCode).toBe(200);
    const cleared = await admin.patch('/api/dashboard/config/config-logo/', { value: '' });
    expect(cleared.statusCode).toBe(200);
    expect((await admin.get('/api/config/')).json().config_dict).toMatchObject({
      'config-logo': '',
      'config-login-background': background,
    });
  });
});
