import type { Executor } from '@/db/database';
import { sanitizeHtml } from '@/lib/html';
import { contentSearchText } from '@/lib/search-text';
import { DEMO_MEDIA, DEMO_YOUTUBE } from './demo-media';

/** Stored demo files by role (seedDemoMedia); absent when seeding without a media folder. */
export type DemoMediaIds = Partial<Record<keyof typeof DEMO_MEDIA, number>>;

/** Demo course rules: one course needs approval, one has two seats. */
export const DEMO_APPROVAL_COURSE = 'C-LEAD-201';
export const DEMO_SMALL_COURSE = 'C-SEC-101';
/** Demo courses that award a certificate. */
export const DEMO_CERTIFICATE_COURSES = ['C-SAFE-101', 'C-EXCEL-101', 'C-DATA-201'];
/**
 * In this short course the video is an optional recap, so the article and the handout complete
 * it: a learner (or a browser test) can finish it and get its certificate in a minute.
 */
export const DEMO_QUICK_COURSE = 'C-SAFE-101';

/** About 200 words a minute, at least a minute: an article's reading time for the syllabus. */
function readingSeconds(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(60, Math.round((words / 200) * 60));
}
/** A handout page read in about a minute and a half. */
const SECONDS_PER_PAGE = 90;

function articleHtml(course: {
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
}) {
  return {
    en: sanitizeHtml(
      `<h2>Welcome to ${course.title_en}</h2><p>${course.desc_en}</p>` +
        '<h3>How this course works</h3><ol><li>Read this article.</li>' +
        '<li>Watch the video lesson.</li><li>Listen to the audio summary (optional).</li>' +
        '<li>Work through the handout, page by page.</li><li>Watch the external video.</li></ol>' +
        '<p>Your progress is saved as you go, on any device.</p>',
    ),
    th: sanitizeHtml(
      `<h2>ยินดีต้อนรับสู่ ${course.title_th}</h2><p>${course.desc_th}</p>` +
        '<h3>วิธีเรียนในคอร์สนี้</h3><ol><li>อ่านบทความนี้</li>' +
        '<li>ชมวิดีโอบทเรียน</li><li>ฟังเสียงสรุปบทเรียน (ไม่บังคับ)</li>' +
        '<li>ศึกษาเอกสารประกอบทีละหน้า</li><li>ชมวิดีโอภายนอก</li></ol>' +
        '<p>ระบบบันทึกความคืบหน้าให้อัตโนมัติ เรียนต่อได้ทุกอุปกรณ์</p>',
    ),
  };
}

/**
 * Gives each demo course a section of five materials: an article in English and Thai, a video,
 * an optional audio summary, a handout document (the stored demo files, shared by every
 * course) and a YouTube video; writes the search document with Thai cut into words, and sets
 * the approval and two-seat courses.
 */
export async function seedLearning(db: Executor, media: DemoMediaIds = {}): Promise<void> {
  const courses = await db
    .selectFrom('content')
    .select(['id', 'code', 'title_en', 'title_th', 'desc_en', 'desc_th'])
    .where('kind', '=', 'course')
    .orderBy('id')
    .execute();
  for (const course of courses) {
    await db
      .updateTable('content')
      .set({
        search_text: contentSearchText(course),
        is_approval_required: course.code === DEMO_APPROVAL_COURSE,
        capacity: course.code === DEMO_SMALL_COURSE ? 2 : null,
        is_certificate: DEMO_CERTIFICATE_COURSES.includes(course.code),
      })
      .where('id', '=', course.id)
      .execute();

    const materials = [
      {
        kind: 'article',
        code: `${course.code}-ARTICLE`,
        title_en: `Introduction: ${course.title_en}`,
        title_th: `บทนำ: ${course.title_th}`,
      },
      {
        kind: 'video',
        code: `${course.code}-VIDEO`,
        title_en: `Video lesson: ${course.title_en}`,
        title_th: `วิดีโอบทเรียน: ${course.title_th}`,
      },
      {
        kind: 'audio',
        code: `${course.code}-AUDIO`,
        title_en: `Audio summary: ${course.title_en}`,
        title_th: `เสียงสรุปบทเรียน: ${course.title_th}`,
      },
      {
        kind: 'document',
        code: `${course.code}-HANDOUT`,
        title_en: `Handout: ${course.title_en}`,
        title_th: `เอกสารประกอบ: ${course.title_th}`,
      },
      {
        kind: 'external_video',
        code: `${course.code}-YOUTUBE`,
        title_en: 'Watch: Me at the zoo',
        title_th: 'ชมวิดีโอ: Me at the zoo',
      },
    ];
    const rows = await db
      .insertInto('content')
      .values(
        materials.map((m) => ({ ...m, is_publish: false, search_text: contentSearchText(m) })),
      )
      .returning(['id', 'kind'])
      .execute();
    const html = articleHtml(course);
    await db
      .insertInto('material')
      .values(
        rows.map((row) => {
          switch (row.kind) {
            case 'article':
              return {
                content_id: row.id,
                article_html_en: html.en,
                article_html_th: html.th,
                // The syllabus shows each lesson's time: an article's is its reading time.
                duration_seconds: readingSeconds(html.en),
              };
            case 'video':
              return {
                content_id: row.id,
                duration_seconds: DEMO_MEDIA.video.seconds,
                media_file_id: media.video ?? null,
              };
            case 'audio':
              return {
                content_id: row.id,
                duration_seconds: DEMO_MEDIA.audio.seconds,
                media_file_id: media.audio ?? null,
                is_allow_download: true,
              };
            case 'document':
              return {
                content_id: row.id,
                page_count: DEMO_MEDIA.handout.pages,
                duration_seconds: DEMO_MEDIA.handout.pages * SECONDS_PER_PAGE,
                media_file_id: media.handout ?? null,
                is_allow_download: true,
              };
            default:
              return {
                content_id: row.id,
                external_url: DEMO_YOUTUBE.url,
                duration_seconds: DEMO_YOUTUBE.seconds,
              };
          }
        }),
      )
      .execute();
    const section = await db
      .insertInto('section')
      .values({ content_id: course.id, name_en: 'Lessons', name_th: 'บทเรียน' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('slot')
      .values(
        rows.map((row, sort) => ({
          section_id: section.id,
          content_id: course.id,
          child_id: row.id,
          // The audio summary is extra everywhere; in the quick course the videos are too, so it
          // can be completed through the API without waiting out a video.
          is_required:
            row.kind !== 'audio' &&
            !(
              course.code === DEMO_QUICK_COURSE &&
              (row.kind === 'external_video' || row.kind === 'video')
            ),
          sort,
        })),
      )
      .execute();
    if (course.code === DEMO_QUICK_COURSE)
      await db
        .insertInto('certificate_template')
        .values({
          content_id: course.id,
          heading_en: 'Certificate of Safety Training',
          heading_th: 'ใบประกาศนียบัตรการอบรมความปลอดภัย',
          body_en: 'has successfully completed the training',
          body_th: 'ได้ผ่านการอบรมหลักสูตร',
          signer_name: 'สมศรี ปัญญาดี (Somsri Panyadee)',
          signer_title_en: 'Head of Learning, Open Campus',
          signer_title_th: 'หัวหน้าฝ่ายการเรียนรู้ โอเพนแคมปัส',
        })
        .execute();
  }
}
