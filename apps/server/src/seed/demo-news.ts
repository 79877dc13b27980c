import path from 'node:path';
import { imageUrlOf } from '@portal/shared';
import type { Executor } from '@/db/database';
import { sanitizeHtml } from '@/lib/html';
import { storeMediaFile } from '@/lib/media/media-storage';

const COVERS_DIR = path.join(import.meta.dirname, 'covers');

/** The demo news (three, one pinned) and one informative page, in English and Thai. */
const ITEMS = [
  {
    kind: 'news',
    cover: 'C-AI-101.jpg',
    pinned: true,
    daysAgo: 6,
    title_en: 'New: AI for everyone, in English and Thai',
    title_th: 'ใหม่: AI สำหรับทุกคน ทั้งภาษาอังกฤษและภาษาไทย',
    body_en:
      '<p>Our new course <strong>AI for everyone</strong> explains what artificial intelligence can and cannot do, with short videos and a quiz.</p><p>Enrol from the course page; it is free for every learner.</p>',
    body_th:
      '<p>หลักสูตรใหม่ <strong>AI สำหรับทุกคน</strong> อธิบายว่าปัญญาประดิษฐ์ทำอะไรได้และทำอะไรไม่ได้ ผ่านวิดีโอสั้นและแบบทดสอบ</p><p>ลงทะเบียนได้จากหน้าหลักสูตร เรียนฟรีสำหรับผู้เรียนทุกคน</p>',
  },
  {
    kind: 'news',
    cover: 'C-DATA-201.jpg',
    pinned: false,
    daysAgo: 2,
    title_en: 'Data analysis classes open for the next quarter',
    title_th: 'เปิดรับสมัครคลาสวิเคราะห์ข้อมูลไตรมาสหน้า',
    body_en:
      '<p>Classroom sessions of <em>Data analysis</em> are open for enrolment. Seats are limited: check the calendar for dates.</p>',
    body_th: '<p>เปิดรับสมัครคลาสเรียน <em>การวิเคราะห์ข้อมูล</em> แล้ว ที่นั่งมีจำนวนจำกัด ดูวันเรียนได้ในปฏิทิน</p>',
  },
  {
    kind: 'news',
    cover: 'C-MIND-101.jpg',
    pinned: false,
    daysAgo: 1,
    title_en: 'Take a mindful minute: our well-being week',
    title_th: 'หยุดพักสักนาที: สัปดาห์แห่งการดูแลใจ',
    body_en:
      '<p>This week every learner can try the <strong>Mindfulness at work</strong> course and share tips in its discussion.</p>',
    body_th:
      '<p>สัปดาห์นี้ผู้เรียนทุกคนลองเรียนหลักสูตร <strong>สติในการทำงาน</strong> และแบ่งปันเคล็ดลับในกระดานสนทนาได้</p>',
  },
  {
    kind: 'informative',
    cover: 'C-LEAD-201.jpg',
    pinned: false,
    daysAgo: 30,
    title_en: 'About the portal',
    title_th: 'เกี่ยวกับพอร์ทัล',
    body_en:
      '<h2>Learn at your own pace</h2><p>The Learning Portal brings courses, programs and classes together in English and Thai.</p><ul><li>Browse the catalog</li><li>Enrol in a click</li><li>Get a certificate when you finish</li></ul>',
    body_th:
      '<h2>เรียนรู้ตามจังหวะของคุณ</h2><p>พอร์ทัลการเรียนรู้รวมหลักสูตร โปรแกรม และคลาสเรียนไว้ในที่เดียว ทั้งภาษาไทยและภาษาอังกฤษ</p><ul><li>เลือกดูหลักสูตร</li><li>ลงทะเบียนได้ในคลิกเดียว</li><li>รับใบประกาศนียบัตรเมื่อเรียนจบ</li></ul>',
  },
] as const;

/** Seeds the demo news and page (covers from the demo course covers when a media folder is given). */
export async function seedNewsDemo(db: Executor, mediaDir: string | undefined): Promise<void> {
  for (const item of ITEMS) {
    const image = mediaDir
      ? imageUrlOf(
          (
            await storeMediaFile(db, mediaDir, {
              path: path.join(COVERS_DIR, item.cover),
              name: item.cover,
            })
          ).storage_key,
        )
      : null;
    await db
      .insertInto('news_item')
      .values({
        kind: item.kind,
        title_en: item.title_en,
        title_th: item.title_th,
        body_en: sanitizeHtml(item.body_en),
        body_th: sanitizeHtml(item.body_th),
        image,
        is_publish: true,
        is_pinned: item.pinned,
        datetime_publish_start: new Date(Date.now() - item.daysAgo * 86_400_000),
      })
      .execute();
  }
}
