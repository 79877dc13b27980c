import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';
import { mediaRoot, storeMediaFile } from '@/lib/media/media-storage';

const DEMO = path.resolve(import.meta.dirname, '../../seed/media');
/** The demo lesson video's bytes, to compare what is served with what is stored. */
export const VIDEO = readFileSync(path.join(DEMO, 'lesson.mp4'));

/**
 * The material tests' shared set-up: a test context with its own data folder (opened before the
 * file's tests, closed after), and the builders every describe uses.
 */
export function useMaterialFixtures() {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-media-'));
    t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn() {
    const user = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    return { user, client };
  }

  /** A course with a stored video (downloads refused), a stored PDF (downloads allowed), an article and a YouTube video. */
  async function course() {
    const root = mediaRoot(t.config);
    const mp4 = await storeMediaFile(t.db, root, {
      path: path.join(DEMO, 'lesson.mp4'),
      name: 'lesson.mp4',
    });
    const pdf = await storeMediaFile(t.db, root, {
      path: path.join(DEMO, 'handout.pdf'),
      name: 'handout.pdf',
    });
    const row = await buildContent(t.db);
    const video = await buildMaterial(t.db, 'video', {
      media_file_id: mp4.id,
      duration_seconds: 8,
    });
    const document = await buildMaterial(t.db, 'document', {
      media_file_id: pdf.id,
      page_count: 4,
      is_allow_download: true,
    });
    const article = await buildMaterial(t.db, 'article', {
      article_html_en: '<p>Read me</p>',
      article_html_th: '<p>อ่านฉัน</p>',
    });
    const youtube = await buildMaterial(t.db, 'external_video', {
      external_url: 'https://youtu.be/jNQXAC9IVRw',
      duration_seconds: 19,
    });
    const section = await buildSection(t.db, row.id, [video, document, article, youtube]);
    const slot = (id: number) => section.slots.find((s) => s.child_id === id)?.id ?? 0;
    return { course: row, video, document, article, youtube, slot };
  }

  async function enrolledLearner(courseId: number) {
    const learner = await signedIn();
    expect((await learner.client.post(`/api/course/${courseId}/enroll/`)).statusCode).toBe(201);
    return learner;
  }

  /** A raw request with the client's cookies (Client has no HEAD). */
  const raw = (
    client: Client,
    method: 'GET' | 'HEAD',
    url: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
    });

  /** The streaming address the material's detail hands this viewer (signed when restricted). */
  async function mediaUrl(client: Client, materialId: number): Promise<string> {
    const res = await client.get(`/api/material/${materialId}/`);
    expect(res.statusCode).toBe(200);
    return res.json<{ media: { url: string } }>().media.url;
  }

  return {
    get t() {
      return t;
    },
    signedIn,
    course,
    enrolledLearner,
    raw,
    mediaUrl,
  };
}
