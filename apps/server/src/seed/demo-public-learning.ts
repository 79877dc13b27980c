import path from 'node:path';
import type { Transaction } from 'kysely';
import { imageUrlOf, PROGRESS_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { changeStatus, createResult } from '@/modules/enrollment/status';
import { sanitizeHtml } from '@/lib/html';
import { storeMediaFile } from '@/lib/media/media-storage';

const COVERS_DIR = path.join(import.meta.dirname, 'covers');

/** The demo public provider and its two public learning items, in English and Thai. */
const PROVIDER = {
  name_en: 'Open Community College',
  name_th: 'วิทยาลัยชุมชนเปิด',
  about_en:
    '<p>Open Community College publishes short, free lessons for everyone: at work, at home and on the road.</p>',
  about_th: '<p>วิทยาลัยชุมชนเปิดเผยแพร่บทเรียนสั้น ๆ ให้ทุกคนเรียนฟรี ทั้งที่ทำงาน ที่บ้าน และระหว่างเดินทาง</p>',
};

const ITEMS = [
  {
    code: 'PL-DEMO-POSTURE',
    cover: 'C-ERGO-101.jpg',
    link: 'C-ERGO-101',
    title_en: 'Sit well: five minutes for your back',
    title_th: 'นั่งให้ถูกท่า: ห้านาทีเพื่อหลังของคุณ',
    desc_en: 'Simple posture habits for a long day at the desk.',
    desc_th: 'นิสัยการนั่งง่าย ๆ สำหรับวันทำงานยาวที่โต๊ะ',
    body_en:
      '<h2>Three habits</h2><ul><li>Feet flat on the floor</li><li>Screen at eye level</li><li>Stand up every 30 minutes</li></ul><p>Try them today and notice the difference by Friday.</p>',
    body_th:
      '<h2>สามนิสัย</h2><ul><li>วางเท้าราบกับพื้น</li><li>จอภาพอยู่ระดับสายตา</li><li>ลุกขึ้นยืนทุก 30 นาที</li></ul><p>ลองทำวันนี้ แล้วสังเกตความแตกต่างภายในวันศุกร์</p>',
  },
  {
    code: 'PL-DEMO-ROAD',
    cover: 'C-SAFE-101.jpg',
    link: null,
    title_en: 'Road safety for motorcycle riders',
    title_th: 'ความปลอดภัยบนท้องถนนสำหรับผู้ขับขี่รถจักรยานยนต์',
    desc_en: 'Helmets, visibility and the three-second rule.',
    desc_th: 'หมวกกันน็อก การมองเห็น และกฎสามวินาที',
    body_en:
      '<p>Wear a fastened helmet on every trip, even a short one. Keep your lights on and leave three seconds to the vehicle in front.</p>',
    body_th:
      '<p>สวมหมวกกันน็อกและรัดสายทุกครั้ง แม้เดินทางระยะสั้น เปิดไฟหน้าเสมอ และเว้นระยะห่างจากรถคันหน้าสามวินาที</p>',
  },
] as const;

async function cover(db: Executor, mediaDir: string | undefined, file: string) {
  if (!mediaDir) return null;
  const stored = await storeMediaFile(db, mediaDir, {
    path: path.join(COVERS_DIR, file),
    name: file,
  });
  return imageUrlOf(stored.storage_key);
}

/**
 * Seeds one published public provider with two published public learning items; the demo
 * learner (when given) has completed the first, through the status function, so the library's
 * public-learning tab shows it.
 */
export async function seedPublicLearningDemo(
  db: Transaction<DB>,
  mediaDir: string | undefined,
  learnerId?: number,
): Promise<void> {
  const ids: number[] = [];
  const provider = await db
    .insertInto('public_provider')
    .values({
      name_en: PROVIDER.name_en,
      name_th: PROVIDER.name_th,
      about_en: sanitizeHtml(PROVIDER.about_en),
      about_th: sanitizeHtml(PROVIDER.about_th),
      is_publish: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of ITEMS) {
    const content = await db
      .insertInto('content')
      .values({
        kind: 'public_learning',
        code: item.code,
        title_en: item.title_en,
        title_th: item.title_th,
        desc_en: item.desc_en,
        desc_th: item.desc_th,
        image: await cover(db, mediaDir, item.cover),
        is_publish: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const linked = item.link
      ? await db.selectFrom('content').select('id').where('code', '=', item.link).executeTakeFirst()
      : undefined;
    await db
      .insertInto('public_learning')
      .values({
        content_id: content.id,
        public_provider_id: provider.id,
        body_en: sanitizeHtml(item.body_en),
        body_th: sanitizeHtml(item.body_th),
        link_content_id: linked?.id ?? null,
      })
      .execute();
    ids.push(content.id);
  }
  const first = ids[0];
  if (learnerId === undefined || first === undefined) return;
  const result = await createResult(db, {
    userId: learnerId,
    contentId: first,
    status: PROGRESS_STATUS.not_start,
    actor: learnerId,
    kind: 'learner',
    reason: 'public_learning_opened',
  });
  for (const to of [PROGRESS_STATUS.in_progress, PROGRESS_STATUS.completed] as const)
    await changeStatus(db, { resultId: result.id, to, actor: learnerId, kind: 'learner' });
}
