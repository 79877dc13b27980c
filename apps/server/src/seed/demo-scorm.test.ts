import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { seedDemo } from './demo';
import { DEMO_SCORM_CODE, DEMO_SCORM_COURSE } from './demo-scorm';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'scorm-seed-'));
  t = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo SCORM package', () => {
  it('is imported by the seed into a required slot of the demo course, files on disk', async () => {
    expect(await seedDemo(t.db, { dataDir })).toBe(true);
    const row = await t.db
      .selectFrom('slot')
      .innerJoin('content as course', 'course.id', 'slot.content_id')
      .innerJoin('content as child', 'child.id', 'slot.child_id')
      .innerJoin('scorm_package as p', 'p.content_id', 'child.id')
      .select(['child.id', 'child.kind', 'slot.is_required', 'p.version', 'p.launch_href'])
      .where('course.code', '=', DEMO_SCORM_COURSE)
      .where('child.code', '=', DEMO_SCORM_CODE)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'scorm', is_required: true, version: '1.2' });
    const html = await readFile(
      path.join(dataDir, 'media', 'scorm', String(row.id), row.launch_href),
      'utf8',
    );
    expect(html).toContain('การทำงานกับข้อมูลอย่างปลอดภัย');
    const js = await readFile(
      path.join(dataDir, 'media', 'scorm', String(row.id), 'lesson.js'),
      'utf8',
    );
    for (const call of ['LMSInitialize', 'LMSSetValue', 'LMSCommit', 'LMSFinish'])
      expect(js).toContain(call);
  });
});
