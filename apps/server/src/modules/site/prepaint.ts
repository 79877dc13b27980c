import type { Language } from '@portal/shared';
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

/** The first crumb, as the app's `catalog_courses_title` says it (the e2e check compares them). */
const COURSES: Record<Language, string> = { en: 'Courses', th: 'คอร์สเรียน' };

export function coursePrepaint(page: CoursePrepaint): string {
  const text = escapeHtml;
  const crumbs = [
    `<span class="pp-link">${text(COURSES[page.language])}</span>`,
    page.category ? `<span class="pp-link">${text(page.category)}</span>` : null,
    `<span class="pp-here">${text(page.title)}</span>`,
  ]
    .filter(Boolean)
    .join('<span class="pp-sep">/</span>');
  const cover =
    page.cover && isSafePath(page.cover)
      ? `<img src="${page.cover}" alt="" fetchpriority="high">`
      : '';
  return (
    `<div id="prepaint" class="pp" lang="${page.language}" aria-hidden="true" data-path="${text(page.path)}">` +
    `<div class="pp-header"></div><div class="pp-rail"></div>` +
    `<div class="pp-main"><div class="pp-page">` +
    `<div class="pp-crumbs">${crumbs}</div>` +
    `<div class="pp-grid"><div class="pp-cover-col"><div class="pp-cover">${cover}</div></div>` +
    `<div class="pp-text-col"><div class="pp-kind">${text(page.kind)}</div>` +
    `<div class="pp-title">${text(page.title)}</div></div></div>` +
    `</div></div></div>`
  );
}

/** The page with the prepaint as the body's first child (before the app's root). */
export function withPrepaint(html: string, prepaint: string): string {
  const body = /<body([^>]*)>/;
  if (!body.test(html)) return html;
  return html.replace(body, (tag) => `${tag}\n    ${prepaint}`);
}
