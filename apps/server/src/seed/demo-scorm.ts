import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@/db/database';
import { writeZip } from '@/lib/zip-writer';
import { importScormPackage } from '@/modules/scorm/scorm-import.service';

/** The demo course that gets the SCORM lesson. */
export const DEMO_SCORM_COURSE = 'C-SAFE-101';
export const DEMO_SCORM_CODE = 'C-SAFE-101-SCORM';

const SOURCE = path.join(import.meta.dirname, 'scorm-demo');

/** Zips seed/scorm-demo/ (a SCORM 1.2 SCO in English and Thai) into a package. */
export function buildDemoScormZip(): Buffer {
  const names = readdirSync(SOURCE).sort();
  return writeZip(names.map((name) => ({ name, data: readFileSync(path.join(SOURCE, name)) })));
}

/**
 * Imports the demo package like an administrator's upload and puts it in a required slot of its
 * own section in the demo course, so a newcomer can complete it after `npm start`.
 */
export async function seedScormDemo(db: Database, dataDir: string): Promise<void> {
  const course = await db
    .selectFrom('content')
    .select('id')
    .where('code', '=', DEMO_SCORM_COURSE)
    .executeTakeFirst();
  if (!course) return;
  const pkg = await importScormPackage(db, dataDir, {
    buffer: buildDemoScormZip(),
    filename: 'working-safely-with-data.zip',
    title_en: 'Interactive lesson: working safely with data',
    title_th: 'บทเรียนแบบโต้ตอบ: การทำงานกับข้อมูลอย่างปลอดภัย',
    code: DEMO_SCORM_CODE,
  });
  await db.transaction().execute(async (trx) => {
    const section = await trx
      .insertInto('section')
      .values({
        content_id: course.id,
        name_en: 'Interactive lesson',
        name_th: 'บทเรียนแบบโต้ตอบ',
        sort: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('slot')
      .values({ section_id: section.id, content_id: course.id, child_id: pkg.content_id, sort: 0 })
      .execute();
  });
}
