import type { Executor } from '@/db/database';
import { sanitizeHtml } from '@/lib/html';
import { contentSearchText } from '@/lib/search-text';

/** Demo course rules: one course needs approval, one has two seats. */
export const DEMO_APPROVAL_COURSE = 'C-LEAD-201';
export const DEMO_SMALL_COURSE = 'C-SEC-101';

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
        '<li>Watch the video lesson.</li><li>Work through the handout, page by page.</li></ol>' +
        '<p>Your progress is saved as you go, on any device.</p>',
    ),
    th: sanitizeHtml(
      `<h2>ยินดีต้อนรับสู่ ${course.title_th}</h2><p>${course.desc_th}</p>` +
        '<h3>วิธีเรียนในคอร์สนี้</h3><ol><li>อ่านบทความนี้</li>' +
        '<li>ชมวิดีโอบทเรียน</li><li>ศึกษาเอกสารประกอบทีละหน้า</li></ol>' +
        '<p>ระบบบันทึกความคืบหน้าให้อัตโนมัติ เรียนต่อได้ทุกอุปกรณ์</p>',
    ),
  };
}

/**
 * Gives each demo course a section of three materials (an article in English and Thai, an
 * external video and a handout document; media files come later), writes the search document
 * with Thai cut into words, and sets the approval and two-seat courses.
 */
export async function seedLearning(db: Executor): Promise<void> {
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
      })
      .where('id', '=', course.id)
      .execute();

    const slug = course.code.toLowerCase();
    const materials = [
      {
        kind: 'article',
        code: `${course.code}-ARTICLE`,
        title_en: `Introduction: ${course.title_en}`,
        title_th: `บทนำ: ${course.title_th}`,
      },
      {
        kind: 'external_video',
        code: `${course.code}-VIDEO`,
        title_en: `Video lesson: ${course.title_en}`,
        title_th: `วิดีโอบทเรียน: ${course.title_th}`,
      },
      {
        kind: 'document',
        code: `${course.code}-HANDOUT`,
        title_en: `Handout: ${course.title_en}`,
        title_th: `เอกสารประกอบ: ${course.title_th}`,
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
        rows.map((row) =>
          row.kind === 'article'
            ? { content_id: row.id, article_html_en: html.en, article_html_th: html.th }
            : row.kind === 'external_video'
              ? {
                  content_id: row.id,
                  external_url: `https://video.example.org/demo/${slug}`,
                  duration_seconds: 300,
                }
              : { content_id: row.id, page_count: 8, is_allow_download: true },
        ),
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
          sort,
        })),
      )
      .execute();
  }
}
