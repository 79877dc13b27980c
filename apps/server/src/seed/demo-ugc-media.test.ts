import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, Client, createTestContext, type TestContext } from '../../test/helpers';
import { mediaRoot } from '@/lib/media/media-storage';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

/** The demo learner's own video (approved, plays for all) and audio (waiting) (issue 19). */
let t: TestContext;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-ugc-seed-'));
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000', DATA_DIR: dataDir });
  await seedDemo(t.db, { mediaDir: mediaRoot(t.config) });
});
afterAll(async () => t?.close());

describe('demo learner-made media', () => {
  it('lists an approved video and a waiting audio; the video plays for another learner', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'learner')!;
    const client = new Client(t.app);
    expect((await client.login(account.email, account.password)).statusCode).toBe(200);
    const mine = (await client.get('/api/ugc-media/')).json<{
      results: { id: number; kind: string; state: string }[];
    }>();
    expect(mine.results.map((m) => [m.kind, m.state]).sort()).toEqual([
      ['audio', 'waiting'],
      ['video', 'approved'],
    ]);
    const video = mine.results.find((m) => m.kind === 'video')!;
    const other = await buildUser(t.db);
    const viewer = new Client(t.app);
    await viewer.login(other.email, other.password);
    const played = await viewer.get(`/api/material/${video.id}/`);
    expect(played.statusCode).toBe(200);
    expect(played.json<{ media: { mime_type: string } }>().media.mime_type).toBe('video/mp4');
  });
});
