import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import type { ContentTable, MaterialTable } from '../src/db/types';
import type { Insertable } from 'kysely';
import { contentSearchText } from '../src/lib/search-text';

let counter = 0;
const unique = () => `${++counter}-${randomBytes(3).toString('hex')}`;

/** Factory: a published content row (a free course unless overridden), with its search text. */
export async function buildContent(
  db: Database,
  overrides: Partial<Insertable<ContentTable>> = {},
) {
  const code = overrides.code ?? `T-${unique()}`;
  const values = {
    kind: 'course',
    code,
    title_en: `Course ${code}`,
    title_th: `หลักสูตร ${code}`,
    is_publish: true,
    ...overrides,
  };
  return db
    .insertInto('content')
    .values({ ...values, search_text: contentSearchText(values) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Factory: a material content row of a kind with its material row. */
export async function buildMaterial(
  db: Database,
  kind: 'video' | 'audio' | 'article' | 'document' | 'external_video' | 'scorm',
  material: Partial<Omit<Insertable<MaterialTable>, 'content_id'>> = {},
) {
  const content = await buildContent(db, { kind, is_publish: false });
  const defaults: Partial<Insertable<MaterialTable>> =
    kind === 'document'
      ? { page_count: 10 }
      : kind === 'article'
        ? { article_html_en: '<p>Hello</p>', article_html_th: '<p>สวัสดี</p>' }
        : kind === 'external_video'
          ? { external_url: 'https://video.example/watch?v=1', duration_seconds: 120 }
          : { duration_seconds: 120 };
  await db
    .insertInto('material')
    .values({ content_id: content.id, ...defaults, ...material })
    .execute();
  return content;
}

/** Factory: a section on a course with slots pointing at the given children. */
export async function buildSection(
  db: Database,
  courseId: number,
  children: { id: number; is_required?: boolean }[],
  name = 'Section',
) {
  const section = await db
    .insertInto('section')
    .values({ content_id: courseId, name_en: name, name_th: `บท ${name}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slots = children.length
    ? await db
        .insertInto('slot')
        .values(
          children.map((child, sort) => ({
            section_id: section.id,
            content_id: courseId,
            child_id: child.id,
            is_required: child.is_required ?? true,
            sort,
          })),
        )
        .returning(['id', 'child_id'])
        .execute()
    : [];
  return { id: section.id, slots };
}

/** Factory: a course with one section of a video, an article and a document (all required). */
export async function buildCourseWithMaterials(
  db: Database,
  overrides: Partial<Insertable<ContentTable>> = {},
) {
  const course = await buildContent(db, overrides);
  const video = await buildMaterial(db, 'video');
  const article = await buildMaterial(db, 'article');
  const document = await buildMaterial(db, 'document');
  const section = await buildSection(db, course.id, [video, article, document]);
  const slotOf = (id: number) => section.slots.find((s) => s.child_id === id)?.id ?? 0;
  return {
    course,
    video: { ...video, slotId: slotOf(video.id) },
    article: { ...article, slotId: slotOf(article.id) },
    document: { ...document, slotId: slotOf(document.id) },
  };
}

/**
 * Reads a document page by page as a learner does: each stamp comes after the page was on
 * screen (the previous stamp moved DOCUMENT_PAGE_SECONDS and more into the past), so every page
 * counts (issue 13 item 8). `post` sends one stamp; answers the last answer.
 */
export async function readEveryPage(
  db: Database,
  who: { userId: number; contentId: number; pages: number },
  post: (page: number) => Promise<{ statusCode: number; json: () => unknown }>,
) {
  let last: Awaited<ReturnType<typeof post>> | undefined;
  for (let page = 1; page <= who.pages; page++) {
    await db
      .updateTable('learning_result')
      .set({ last_stamp_at: new Date(Date.now() - 5_000) })
      .where('user_id', '=', who.userId)
      .where('content_id', '=', who.contentId)
      .execute();
    last = await post(page);
    if (last.statusCode !== 200) throw new Error(`page ${page}: ${last.statusCode}`);
  }
  if (!last) throw new Error('a document has at least one page');
  return last;
}
