import type { FastifyRequest } from 'fastify';
import { DICTIONARY_EN, DICTIONARY_TH, type Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { isSafePath } from '@/lib/landing-preload';
import { escapeHtml } from './head';

/**
 * The course page's first paint before the app has run (issue 21 item 2). On a slow phone the
 * scripts take about two seconds to arrive and half a second more to run, while the page's
 * sheets and its cover are there within the first second. So the server writes the page's own
 * frame into the HTML: the header and rail as empty bars, the breadcrumbs, the cover, the kind
 * and the title, placed where the app will put them (`apps/web/src/app/prepaint.css`, checked
 * against the real page by `e2e/prepaint.e2e.ts`). It covers the app, as the start-up loader
 * does, until the app has rendered the course (`apps/web/src/core/prepaint.ts`). It is a picture
 * of the page, hidden from assistive technology; the app's loader says it is loading meanwhile.
 * Every value is text from authors, escaped; the cover only when it is a same-origin path.
 */
export interface CoursePrepaint {
  /** The page's path, so that the app can tell whether it is still the page shown. */
  path: string;
  language: Language;
  category: string | null;
  kind: string;
  title: string;
  cover: string | null;
}

/**
 * The app's labels a first paint shows, as the web bundles them (features' messages files and
 * the shared dictionary); an administrator's dictionary label, where there is one, is laid over
 * them as the app does (`prepaintLabels`). e2e/prepaint.e2e.ts compares each with the real page.
 */
const LABELS = {
  catalog_courses_title: { en: 'Courses', th: 'คอร์สเรียน' },
  catalog_courses_intro: {
    en: 'Browse every course, search in English or Thai, and filter by category, provider, instructor or tag.',
    th: 'ดูคอร์สเรียนทั้งหมด ค้นหาได้ทั้งภาษาไทยและภาษาอังกฤษ และกรองตามหมวดหมู่ ผู้ให้บริการ ผู้สอน หรือแท็ก',
  },
  catalog_home_intro: {
    en: 'Pick up where you left off, or find something new to learn.',
    th: 'เรียนต่อจากที่ค้างไว้ หรือค้นหาสิ่งใหม่ที่อยากเรียนรู้',
  },
  welcome_user: { en: 'Welcome, {{name}}', th: 'ยินดีต้อนรับ คุณ{{name}}' },
  portal_name: { en: DICTIONARY_EN.portal_name, th: DICTIONARY_TH.portal_name },
} satisfies Record<string, Record<Language, string>>;
export type PrepaintLabel = keyof typeof LABELS;
export type PrepaintLabels = Record<PrepaintLabel, string>;

/** The labels in a language, with the administrator's dictionary labels over them (one read). */
export async function prepaintLabels(db: Executor, language: Language): Promise<PrepaintLabels> {
  const keys = Object.keys(LABELS) as PrepaintLabel[];
  const rows = await db
    .selectFrom('dictionary_label')
    .select(['key', 'en', 'th'])
    .where('key', 'in', keys)
    .execute();
  const labels = Object.fromEntries(keys.map((key) => [key, LABELS[key][language]]));
  for (const row of rows)
    labels[row.key] = language === 'th' && row.th.trim() !== '' ? row.th : row.en;
  return labels as PrepaintLabels;
}

/**
 * The language the app will show a page in once it knows the reader (the web's resolveLanguage):
 * `?lang`, the signed-in reader's, else the portal's default. A visitor's stored choice and a
 * tab's earlier `?lang` live in the browser: then the first paint may be in the other language.
 */
export function prepaintLanguage(
  request: FastifyRequest,
  reader: UserRow | null,
  configDefault: unknown,
): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'en' || asked === 'th') return asked;
  if (reader?.language === 'en' || reader?.language === 'th') return reader.language;
  return configDefault === 1 ? 'th' : 'en';
}

/** The web's personName: the Thai name in Thai when there is one, else the name, else e-mail. */
function personName(user: UserRow, language: Language): string {
  const thai = language === 'th' ? `${user.first_name_th} ${user.last_name_th}`.trim() : '';
  return thai || `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** The frame every first paint shares: the header and rail bars around the page's own part. */
function frame(path: string, language: Language, page: string): string {
  return (
    `<div id="prepaint" class="pp" lang="${language}" aria-hidden="true" data-path="${escapeHtml(path)}">` +
    `<div class="pp-header"></div><div class="pp-rail"></div>` +
    `<div class="pp-main"><div class="pp-page">${page}</div></div></div>`
  );
}

/**
 * The home's and the course list's first paint: their heading and its introduction (home-page.tsx
 * and course-list-page.tsx), the largest paint of both on a phone. Null for other paths.
 */
export function headingPrepaint(
  path: string,
  language: Language,
  labels: PrepaintLabels,
  reader: UserRow | null,
): string | null {
  const text = escapeHtml;
  const heading = (title: string, intro: string, gap: 4 | 6) =>
    frame(
      path,
      language,
      `<div><div class="pp-h1">${text(title)}</div>` +
        `<div class="pp-intro" data-gap="${gap}">${text(intro)}</div></div>`,
    );
  const route = path.replace(/\/+$/, '') || '/';
  if (route === '/') {
    const title = reader
      ? labels.welcome_user.replace('{{name}}', personName(reader, language))
      : labels.portal_name;
    return heading(title, labels.catalog_home_intro, 6);
  }
  if (route === '/course')
    return heading(labels.catalog_courses_title, labels.catalog_courses_intro, 4);
  return null;
}

export function coursePrepaint(page: CoursePrepaint, labels: PrepaintLabels): string {
  const text = escapeHtml;
  const crumbs = [
    `<span class="pp-link">${text(labels.catalog_courses_title)}</span>`,
    page.category ? `<span class="pp-link">${text(page.category)}</span>` : null,
    `<span class="pp-here">${text(page.title)}</span>`,
  ]
    .filter(Boolean)
    .join('<span class="pp-sep">/</span>');
  const cover =
    page.cover && isSafePath(page.cover)
      ? `<img src="${page.cover}" alt="" fetchpriority="high">`
      : '';
  return frame(
    page.path,
    page.language,
    `<div class="pp-crumbs">${crumbs}</div>` +
      `<div class="pp-grid"><div class="pp-cover-col"><div class="pp-cover">${cover}</div></div>` +
      `<div class="pp-text-col"><div class="pp-kind">${text(page.kind)}</div>` +
      `<div class="pp-title">${text(page.title)}</div></div></div>`,
  );
}

/**
 * Whether the page opens in the mobile app's web view (`?is_app_webview=true`, the web's
 * syncAppWebview): the app shows no header nor menu there, so it gets no first paint. A later
 * load of the same tab without the parameter is caught by the app (root-shell.tsx).
 */
export function inAppWebview(request: FastifyRequest): boolean {
  return (request.query as { is_app_webview?: unknown } | undefined)?.is_app_webview === 'true';
}

/** The page with the prepaint as the body's first child (before the app's root). */
export function withPrepaint(html: string, prepaint: string): string {
  const body = /<body([^>]*)>/;
  if (!body.test(html)) return html;
  return html.replace(body, (tag) => `${tag}\n    ${prepaint}`);
}

/**
 * The first paint of the home or the course list for this request, or null: another page, or a
 * visitor while B2C is off (the app sends them to sign in). Reads the settings (cached) and, for
 * those two pages only, the dictionary labels it shows (one statement).
 */
export async function listPagePrepaint(
  ctx: AppContext,
  request: FastifyRequest,
  reader: UserRow | null,
  path: string,
): Promise<string | null> {
  const route = path.replace(/\/+$/, '') || '/';
  if ((route !== '/' && route !== '/course') || inAppWebview(request)) return null;
  if (!reader && !(await ctx.settings.get('config-b2c-is-enabled'))) return null;
  const language = prepaintLanguage(
    request,
    reader,
    await ctx.settings.get('config-default-language'),
  );
  return headingPrepaint(path, language, await prepaintLabels(ctx.db, language), reader);
}
