import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UGC_MEDIA_MAX_SECONDS,
  UPLOAD_MEDIA_HEADER,
  UPLOAD_MEDIA_URL_HEADER,
} from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';

const SEED_MEDIA = path.resolve(import.meta.dirname, '../../seed/media');
const ENDPOINT = '/api/upload/';
let video: Buffer;
let pdf: Buffer;
let t: TestContext;
let admin: Client;

beforeAll(async () => {
  video = await readFile(path.join(SEED_MEDIA, 'lesson.mp4'));
  pdf = await readFile(path.join(SEED_MEDIA, 'handout.pdf'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ugc-media-test-'));
  t = await createTestContext({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

async function learner(isCreator = true) {
  const user = await buildUser(t.db, { is_creator: isCreator });
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A whole file sent through the learners' tus path in one PATCH; answers the last reply. */
async function upload(client: Client, name: string, kind: string, bytes: Buffer, use?: string) {
  const head: Record<string, string> = {
    'tus-resumable': '1.0.0',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrftoken': client.cookies.get('csrftoken') ?? '',
  };
  const meta = [`filename ${b64(name)}`, `kind ${b64(kind)}`];
  if (use) meta.push(`use ${b64(use)}`);
  const created = await t.app.inject({
    method: 'POST',
    url: ENDPOINT,
    headers: { ...head, 'upload-length': String(bytes.length), 'upload-metadata': meta.join(',') },
  });
  if (created.statusCode !== 201) return created;
  return t.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    headers: {
      ...head,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

async function uploadedVideo(client: Client) {
  const res = await upload(client, 'my-talk.mp4', 'video', video);
  expect(res.statusCode, res.body).toBe(204);
  return Number(res.headers[UPLOAD_MEDIA_HEADER.toLowerCase()]);
}

interface Made {
  id: number;
  state: string;
  request_id: number | null;
  is_publish: boolean;
}
async function made(client: Client, body: object) {
  const res = await client.post('/api/ugc-media/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Made>();
}

const auditActions = async (entity: string, id: number) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('learner uploads (api/upload/)', { timeout: 60_000 }, () => {
  it('stores a creator video with its uploader, refuses wrong bytes and non-creators', async () => {
    const { user, client } = await learner();
    const id = await uploadedVideo(client);
    const owner = await t.db
      .selectFrom('media_file_owner')
      .selectAll()
      .where('media_file_id', '=', id)
      .execute();
    expect(owner.map((o) => o.user_id)).toEqual([user.id]);

    // A PDF named .mp4: its first bytes are not a video.
    const fake = await upload(client, 'fake.mp4', 'video', pdf);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'invalid_filetype' });

    const plain = await learner(false);
    const refused = await upload(plain.client, 'my-talk.mp4', 'video', video);
    expect(refused.statusCode).toBe(403);
    // Anyone may send a cover image or their photo, but no other image use.
    const logo = await upload(plain.client, 'x.png', 'image', Buffer.alloc(10), 'logo');
    expect(logo.statusCode).toBe(403);
  });
});

describe('playlist covers through the learners’ path', { timeout: 60_000 }, () => {
  it('takes a learner’s 800x450 cover and the playlist keeps it; a stranger’s URL is refused', async () => {
    const { client } = await learner(false);
    const cover = await readFile(path.join(SEED_MEDIA, '../covers/C-AI-101.jpg'));
    const sent = await upload(client, 'cover.jpg', 'image', cover, 'cover');
    expect(sent.statusCode, sent.body).toBe(204);
    const url = String(sent.headers[UPLOAD_MEDIA_URL_HEADER.toLowerCase()]);
    expect(url).toMatch(/^\/api\/media\/image\//);
    const made = await client.post('/api/learning-playlist/', { title_en: 'Covered', image: url });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: number }>();
    const shown = await client.get(`/api/learning-playlist/${id}/`);
    expect(shown.json()).toMatchObject({ image: url });
    const foreign = await client.post('/api/learning-playlist/', {
      title_en: 'Elsewhere',
      image: 'https://example.com/x.jpg',
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe(
  'the learner’s avatar through the learners’ path (issue 21 item 19)',
  { timeout: 60_000 },
  () => {
    it('takes an uploaded photo as the profile image, refuses another address, and removes it', async () => {
      const { client } = await learner(false);
      const photo = await readFile(path.join(SEED_MEDIA, '../covers/C-AI-101.jpg'));
      const sent = await upload(client, 'me.jpg', 'image', photo, 'photo');
      expect(sent.statusCode, sent.body).toBe(204);
      const url = String(sent.headers[UPLOAD_MEDIA_URL_HEADER.toLowerCase()]);
      const saved = await client.patch('/api/account/profile/', { image: url });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await client.get('/api/account/profile/')).json()).toMatchObject({ image: url });
      const foreign = await client.patch('/api/account/profile/', {
        image: 'https://example.com/x.jpg',
      });
      expect(foreign.statusCode).toBe(400);
      const unknown = await client.patch('/api/account/profile/', {
        image: url.replace(/[0-9a-f]{8}/, '00000000'),
      });
      expect(unknown.statusCode).toBe(400);
      const removed = await client.patch('/api/account/profile/', { image: null });
      expect(removed.json()).toMatchObject({ image: null });
    });
  },
);

describe('ugc-media', { timeout: 60_000 }, () => {
  it('keeps a draft, sends it, and approval publishes a playable video', async () => {
    const { user, client } = await learner();
    const fileId = await uploadedVideo(client);
    const draft = await made(client, {
      kind: 'video',
      title: 'My safety talk',
      desc: 'Two minutes',
      media_file_id: fileId,
    });
    expect(draft).toMatchObject({ state: 'draft', request_id: null, is_publish: false });
    // The maker previews the draft in the player; another learner cannot.
    expect((await client.get(`/api/material/${draft.id}/`)).statusCode).toBe(200);
    const other = await learner(false);
    expect((await other.client.get(`/api/material/${draft.id}/`)).statusCode).toBe(403);

    const sent = await client.post(`/api/ugc-media/${draft.id}/request-approval/`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const waiting = sent.json<Made>();
    expect(waiting.state).toBe('waiting');
    expect((await client.get('/api/material-request/')).json()).toMatchObject({
      results: [{ material: { id: draft.id, kind: 'video' }, status: 1 }],
    });

    const detail = await admin.get(`/api/dashboard/material-request/${waiting.request_id}/`);
    expect(detail.json()).toMatchObject({ media_name: 'my-talk.mp4', material: { kind: 'video' } });
    // The reviewer plays it before deciding.
    expect((await admin.get(`/api/material/${draft.id}/`)).statusCode).toBe(200);
    const approved = await admin.post(
      `/api/dashboard/material-request/${waiting.request_id}/approve/`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const played = await other.client.get(`/api/material/${draft.id}/`);
    expect(played.statusCode).toBe(200);
    expect(played.body).toContain(`/api/material/${draft.id}/media/`);
    const mine = (await client.get('/api/ugc-media/?kind=video')).json<{ results: Made[] }>();
    expect(mine.results).toMatchObject([{ id: draft.id, state: 'approved', is_publish: true }]);
    expect(await auditActions('ugc_media', draft.id)).toEqual([
      'create_ugc_media',
      'request_approval_ugc_media',
    ]);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses someone else’s upload, a too long file and a file of the other kind', async () => {
    const first = await learner();
    const fileId = await uploadedVideo(first.client);
    const second = await learner();
    const res = await second.client.post('/api/ugc-media/', {
      kind: 'video',
      title: 'Not mine',
      media_file_id: fileId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { media_file_id: ['does_not_exist'] } });

    const pdfRow = await t.db
      .insertInto('media_file')
      .values({
        storage_key: 'aa/ugc-test.pdf',
        original_name: 'x.pdf',
        mime_type: 'application/pdf',
        size_bytes: 10,
        sha256: 'a'.repeat(64),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('media_file_owner')
      .values({ media_file_id: pdfRow.id, user_id: first.user.id })
      .execute();
    const wrong = await first.client.post('/api/ugc-media/', {
      kind: 'audio',
      title: 'A PDF',
      media_file_id: pdfRow.id,
    });
    expect(wrong.json()).toMatchObject({ errors: { media_file_id: ['invalid_filetype'] } });

    await t.db
      .updateTable('media_file')
      .set({ duration_seconds: UGC_MEDIA_MAX_SECONDS + 1 })
      .where('id', '=', fileId)
      .execute();
    try {
      const long = await first.client.post('/api/ugc-media/', {
        kind: 'video',
        title: 'Too long',
        media_file_id: fileId,
      });
      expect(long.json()).toMatchObject({ errors: { media_file_id: ['media_too_long'] } });
    } finally {
      await t.db
        .updateTable('media_file')
        .set({ duration_seconds: null })
        .where('id', '=', fileId)
        .execute();
    }
    const plain = await learner(false);
    const body = { kind: 'video', title: 'x', media_file_id: fileId };
    expect((await plain.client.post('/api/ugc-media/', body)).statusCode).toBe(403);
  });

  it('lets only the maker edit, and only a draft or a rejected one', async () => {
    const { client } = await learner();
    const fileId = await uploadedVideo(client);
    const sent = await made(client, {
      kind: 'video',
      title: 'First cut',
      media_file_id: fileId,
      submit: true,
    });
    expect(sent.state).toBe('waiting');
    const edit = { title: 'Second cut', desc: 'Shorter', media_file_id: fileId };
    const early = await client.request('PUT', `/api/ugc-media/${sent.id}/`, edit);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'invalid_status_transition' });

    const rejected = await admin.post(
      `/api/dashboard/material-request/${sent.request_id}/reject/`,
      { reason: 'Sound too low' },
    );
    expect(rejected.statusCode).toBe(200);
    const seen = (await client.get(`/api/ugc-media/${sent.id}/`)).json<Made & { reason: string }>();
    expect(seen).toMatchObject({ state: 'rejected', reason: 'Sound too low' });

    const stranger = await learner();
    expect(
      (await stranger.client.request('PUT', `/api/ugc-media/${sent.id}/`, edit)).statusCode,
    ).toBe(404);
    expect((await stranger.client.get(`/api/ugc-media/${sent.id}/`)).statusCode).toBe(404);

    const again = await client.request('PUT', `/api/ugc-media/${sent.id}/`, {
      ...edit,
      submit: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ title: 'Second cut', state: 'waiting', reason: '' });
    expect(await auditActions('material_request', sent.request_id ?? 0)).toEqual([
      'create_material_request',
      'reject_material_request',
      'create_material_request',
    ]);
  });
});
