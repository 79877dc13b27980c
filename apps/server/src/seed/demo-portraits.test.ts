import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RULES, type CourseDetail } from '@portal/shared';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { openToVisitors } from '../../test/b2c';
import { checkImageField } from '@/lib/image-field';
import { mediaRoot } from '@/lib/media/media-storage';
import { seedDemo } from './demo';
import { DEMO_CATALOG } from './demo-catalog';
import { DEMO_PORTRAITS, seedDemoPortraits } from './demo-media';

/** The demo instructors' portraits (issue 21 item 7): the course page shows them. */
let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-portrait-seed-'));
  t = await createTestContext({ DATA_DIR: dataDir });
  await openToVisitors(t); // the course page below is read by a visitor (B2C on)
  await seedDemo(t.db, { mediaDir: mediaRoot(t.config) });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const instructors = () =>
  t.db.selectFrom('instructor').select(['id', 'name_en', 'image']).orderBy('id').execute();

describe('demo instructor portraits', () => {
  it('gives every demo instructor a photo of their own, served as an uploaded photo is', async () => {
    const rows = await instructors();
    expect(rows.map((r) => r.name_en).sort()).toEqual(
      DEMO_CATALOG.instructors.map((i) => i.name_en).sort(),
    );
    expect(Object.values(DEMO_PORTRAITS).sort()).toEqual(rows.map((r) => r.name_en).sort());
    expect(rows.filter((r) => r.image === null)).toEqual([]);
    expect(new Set(rows.map((r) => r.image)).size).toBe(rows.length);
    for (const row of rows) {
      // The dashboard's instructor form would accept it as a photo.
      await expect(
        checkImageField(t.db, mediaRoot(t.config), 'photo', row.image),
      ).resolves.toBeUndefined();
      const photo = await t.app.inject({ url: row.image! });
      expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect(photo.rawPayload.length).toBeLessThan((IMAGE_RULES.photo.maxKb * 1024) / 8);
    }
  });

  it('shows the photo with the instructor on the course page', async () => {
    const course = await t.db
      .selectFrom('content')
      .select('id')
      .where('code', '=', 'C-EXCEL-101')
      .executeTakeFirstOrThrow();
    const detail = (await new Client(t.app).get(`/api/course/${course.id}/`)).json<CourseDetail>();
    expect(detail.instructor_bio_list.length).toBeGreaterThan(0);
    const images = new Map((await instructors()).map((r) => [r.id, r.image]));
    for (const person of detail.instructor_bio_list) {
      expect(person.image).toMatch(/^\/api\/media\/image\//);
      expect(person.image).toBe(images.get(person.id));
    }
  });

  it('keeps a photo an instructor already has and fills only a missing one', async () => {
    const [first, second] = await instructors();
    await t.db
      .updateTable('instructor')
      .set({ image: '/api/media/image/ab/chosen.jpg' })
      .where('id', '=', first!.id)
      .execute();
    await t.db
      .updateTable('instructor')
      .set({ image: null })
      .where('id', '=', second!.id)
      .execute();
    expect(await seedDemoPortraits(t.db, mediaRoot(t.config))).toBe(1);
    const after = new Map((await instructors()).map((r) => [r.id, r.image]));
    expect(after.get(first!.id)).toBe('/api/media/image/ab/chosen.jpg');
    expect(after.get(second!.id)).toBe(second!.image);
  });
});
