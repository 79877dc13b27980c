import type { Executor } from '@/db/database';
import { sanitizeHtml } from '@/lib/html';
import { contentSearchText } from '@/lib/search-text';
import { DEMO_MEDIA } from './demo-media';
import type { DemoMediaIds } from './demo-learning';

/** Codes of the materials published on their own pages (/video/{id}, /article/{id}, ...). */
export const DEMO_STANDALONE = {
  video: 'M-STRETCH-VIDEO',
  article: 'M-STRETCH-ARTICLE',
  document: 'M-STRETCH-GUIDE',
} as const;

/**
 * Three wellbeing materials published on their own, with reviews on, so a learner can open a
 * material's page, see related materials and rate it.
 */
export async function seedStandaloneMaterials(
  db: Executor,
  media: DemoMediaIds = {},
): Promise<void> {
  const category = await db
    .selectFrom('category')
    .select('id')
    .where('code', '=', 'wellbeing')
    .executeTakeFirst();
  const materials = [
    {
      kind: 'video',
      code: DEMO_STANDALONE.video,
      title_en: 'Desk stretches in two minutes',
      title_th: 'ยืดเส้นที่โต๊ะทำงานในสองนาที',
      desc_en: 'A short break you can take between meetings.',
      desc_th: 'พักสั้น ๆ ที่ทำได้ระหว่างประชุม',
    },
    {
      kind: 'article',
      code: DEMO_STANDALONE.article,
      title_en: 'Why short breaks help you focus',
      title_th: 'ทำไมการพักสั้น ๆ ช่วยให้มีสมาธิ',
      desc_en: 'What a five-minute pause does for attention.',
      desc_th: 'การหยุดพักห้านาทีช่วยเรื่องความตั้งใจอย่างไร',
    },
    {
      kind: 'document',
      code: DEMO_STANDALONE.document,
      title_en: 'Stretching guide (PDF)',
      title_th: 'คู่มือการยืดเส้น (PDF)',
      desc_en: 'Four pages to print and keep at your desk.',
      desc_th: 'สี่หน้า พิมพ์เก็บไว้ที่โต๊ะทำงานได้',
    },
  ];
  const rows = await db
    .insertInto('content')
    .values(
      materials.map((m) => ({
        ...m,
        is_publish: true,
        category_id: category?.id ?? null,
        search_text: contentSearchText(m),
      })),
    )
    .returning(['id', 'kind'])
    .execute();
  await db
    .insertInto('material')
    .values(
      rows.map((row) => ({
        content_id: row.id,
        is_review_enabled: true,
        ...(row.kind === 'video'
          ? { duration_seconds: DEMO_MEDIA.video.seconds, media_file_id: media.video ?? null }
          : row.kind === 'document'
            ? {
                page_count: DEMO_MEDIA.handout.pages,
                media_file_id: media.handout ?? null,
                is_allow_download: true,
              }
            : {
                article_html_en: sanitizeHtml(
                  '<h2>Pause to focus</h2><p>Attention fades after long stretches of work. ' +
                    'Stand up, look away from the screen and breathe for a few minutes.</p>',
                ),
                article_html_th: sanitizeHtml(
                  '<h2>หยุดพักเพื่อสมาธิ</h2><p>สมาธิลดลงเมื่อทำงานต่อเนื่องนาน ๆ ' +
                    'ลุกขึ้นยืน มองออกไปไกลจากหน้าจอ แล้วหายใจลึก ๆ สักครู่</p>',
                ),
              }),
      })),
    )
    .execute();
}
