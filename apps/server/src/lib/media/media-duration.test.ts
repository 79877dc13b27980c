import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { seedDemoMedia } from '../../seed/demo-media';
import { readMediaDuration } from './media-duration';
import { backfillMediaDurations } from './media-storage';

const DEMO = path.resolve(import.meta.dirname, '../../seed/media');

let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestContext();
  root = mkdtempSync(path.join(tmpdir(), 'portal-duration-'));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('readMediaDuration', () => {
  it('reads the real length of the demo MP4 and MP3 (make-media.sh: 8 s and 10 s)', async () => {
    expect(await readMediaDuration(path.join(DEMO, 'lesson.mp4'), 'video/mp4')).toBe(8);
    const mp3 = await readMediaDuration(path.join(DEMO, 'lesson.mp3'), 'audio/mpeg');
    // The Xing frame count includes the encoder's padding: a few milliseconds over 10 s.
    expect(mp3).toBeGreaterThanOrEqual(10);
    expect(mp3).toBeLessThan(10.1);
  });

  it('answers null for other types and for files that hold no readable length', async () => {
    expect(await readMediaDuration(path.join(DEMO, 'handout.pdf'), 'application/pdf')).toBeNull();
    const junk = path.join(root, 'junk.mp4');
    writeFileSync(junk, Buffer.from('\u0000\u0000\u0000\u0018ftypisom not a movie at all'));
    expect(await readMediaDuration(junk, 'video/mp4')).toBeNull();
    const silence = path.join(root, 'silence.mp3');
    writeFileSync(silence, Buffer.alloc(4096));
    expect(await readMediaDuration(silence, 'audio/mpeg')).toBeNull();
  });
});

describe('stored lengths', () => {
  it('are read when the demo media is seeded, and filled at start-up for files stored before', async () => {
    const ids = await seedDemoMedia(t.db, root);
    const lengths = async () =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('media_file')
            .select(['id', 'duration_seconds'])
            .where('id', 'in', Object.values(ids))
            .execute()
        ).map((r) => [r.id, r.duration_seconds]),
      );
    const seeded = await lengths();
    expect(seeded[ids.video]).toBe(8);
    expect(seeded[ids.audio]).toBeCloseTo(10, 0);
    expect(seeded[ids.handout]).toBeNull();

    // As migration 0030 leaves files stored before it: no length until start-up reads it.
    await t.db
      .updateTable('media_file')
      .set({ duration_seconds: null })
      .where('id', 'in', Object.values(ids))
      .execute();
    expect(await backfillMediaDurations(t.db, root)).toBeGreaterThanOrEqual(2);
    expect(await lengths()).toEqual(seeded);
    // Nothing left to read the second time.
    expect(await backfillMediaDurations(t.db, root)).toBe(0);
  });
});
