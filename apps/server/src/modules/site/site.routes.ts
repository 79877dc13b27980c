import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { loadLandingPages, withFetchPreload, withImagePreload } from '@/lib/landing-preload';
import { localized, pickLanguage } from '@/lib/language';
import { readerLanguage } from '@/lib/request-language';
import { SESSION_COOKIE, ensureCsrfCookie, pageReader } from '@/plugins/session';
import { countPublished, publishedForSitemap, publishedOne } from '@/modules/news/news.repository';
import { contentTypeRef } from '@/lib/refs';
import { descriptionOf, escapeXml, shortText, withHead, type PageHead } from './head';
import {
  coursePrepaint,
  inAppWebview,
  prepaintLabels,
  prepaintLanguage,
  withPrepaint,
} from './prepaint';
import {
  PAGE_SEGMENTS,
  contentForHead,
  countPublicContent,
  publicContentPage,
  type PageKind,
} from './site.repository';

const SITE_NAME = 'Learning Portal';
const MAX_ID = 2_147_483_647;

/** The list pages every visitor may open while B2C is on, first in the sitemap. */
const LIST_PAGES = ['/', '/course', '/class', '/learning-path', '/learning-program', '/news'];

interface Sources {
  /** The page's head, or null when it has none for this request. */
  head(
    request: FastifyRequest,
    id: number,
    reader: UserRow | null,
  ): Promise<
    | (Omit<PageHead, 'url' | 'siteName'> & {
        cover?: string | null;
        /** The course page's first paint (prepaint.ts), in the language the app will show. */
        prepaint?: (path: string) => Promise<string>;
      })
    | null
  >;
}

function absolute(publicUrl: string, urlPath: string): string {
  return new URL(urlPath, publicUrl).toString();
}

const LOCALE: Record<Language, PageHead['locale']> = { en: 'en_US', th: 'th_TH' };

/**
 * The course page's course call as the app will make it (prefetch-landing.ts, get-course.ts): in
 * the language it keys the course by before anything is known, `?lang`, else the signed-in
 * user's, else English (a visitor's stored choice is the browser's, so a guess may go unused).
 */
function courseCall(request: FastifyRequest, reader: UserRow | null, id: number): string {
  const language = pickLanguage(reader?.language, request.query, undefined);
  return `/api/course/${id}/?lang=${language}&format=json`;
}

/**
 * Root routes of the public site: the content, news and informative pages' HTML with their own
 * head (when the page is public: B2C on, or a signed-in reader), `robots.txt` and `sitemap.xml`
 * (a sitemap index of `?page=` parts when it is larger than SITEMAP_PAGE_SIZE).
 */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const publicUrl = ctx.config.PUBLIC_URL;
  const b2c = () => ctx.settings.get('config-b2c-is-enabled');

  app.get('/robots.txt', async (_request, reply) => {
    const lines = (await b2c())
      ? [
          'User-agent: *',
          'Disallow: /dashboard/',
          'Disallow: /account/',
          'Disallow: /profile/',
          'Disallow: /api/',
          `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
        ]
      : ['User-agent: *', 'Disallow: /'];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get<{ Querystring: { page?: string } }>('/sitemap.xml', async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    if (!(await b2c())) return reply.send(`${head}<urlset ${ns}></urlset>\n`);
    const size = ctx.config.SITEMAP_PAGE_SIZE;
    const [contentTotal, newsTotal] = await Promise.all([
      countPublicContent(ctx.db),
      countPublished(ctx.db),
    ]);
    const total = LIST_PAGES.length + contentTotal + newsTotal;
    const pages = Math.ceil(total / size);
    const asked = request.query.page;
    if (asked === undefined && pages > 1) {
      const parts = Array.from(
        { length: pages },
        (_, i) =>
          `<sitemap><loc>${escapeXml(absolute(publicUrl, `/sitemap.xml?page=${i + 1}`))}</loc></sitemap>`,
      );
      return reply.send(`${head}<sitemapindex ${ns}>\n${parts.join('\n')}\n</sitemapindex>\n`);
    }
    const page = asked === undefined ? 1 : Number(asked);
    if (!Number.isInteger(page) || page < 1 || page > Math.max(pages, 1))
      return reply.status(404).type('text/plain').send('Not found.');
    const urls = await sitemapWindow((page - 1) * size, size, contentTotal);
    const body = urls
      .map(
        (u) =>
          `<url><loc>${escapeXml(absolute(publicUrl, u.path))}</loc>${
            u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''
          }</url>`,
      )
      .join('\n');
    return reply.send(`${head}<urlset ${ns}>\n${body}\n</urlset>\n`);
  });

  /** Entries offset..offset+limit of: the list pages, the content pages, the news and pages. */
  async function sitemapWindow(offset: number, limit: number, contentTotal: number) {
    const urls: { path: string; lastmod: Date | null }[] = [];
    const lists = LIST_PAGES.slice(offset, offset + limit).map((p) => ({ path: p, lastmod: null }));
    urls.push(...lists);
    let start = Math.max(0, offset - LIST_PAGES.length);
    let room = limit - urls.length;
    if (room > 0 && start < contentTotal) {
      const rows = await publicContentPage(ctx.db, { limit: room, offset: start });
      urls.push(
        ...rows.map((r) => ({ path: `/${PAGE_SEGMENTS[r.kind]}/${r.id}`, lastmod: r.updated_at })),
      );
    }
    start = Math.max(0, offset - LIST_PAGES.length - contentTotal);
    room = limit - urls.length;
    if (room > 0) {
      const rows = await publishedForSitemap(ctx.db, { limit: room, offset: start });
      urls.push(...rows.map((r) => ({ path: `/${r.kind}/${r.id}`, lastmod: r.updated_at })));
    }
    return urls;
  }

  const dist = path.resolve(ctx.config.WEB_DIST);
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  const landingPages = loadLandingPages(dist);
  const plain = readFileSync(indexFile, 'utf8');

  const contentHead =
    (kind: PageKind): Sources['head'] =>
    async (request, id, reader) => {
      const row = await contentForHead(ctx.db, kind, id);
      if (!row) return null;
      const language = readerLanguage(request, reader);
      const shown = prepaintLanguage(
        request,
        reader,
        await ctx.settings.get('config-default-language'),
      );
      return {
        title: localized({ en: row.title_en, th: row.title_th }, language),
        // A rich description (issue 21 item 3) is HTML: its text, not its markup, is the summary.
        description: (row.desc_is_html ? descriptionOf : shortText)(
          localized({ en: row.desc_en, th: row.desc_th }, language),
        ),
        image: row.image ? absolute(publicUrl, row.image) : null,
        // The picture heading the page (ContentImage `priority`), as the app will ask for it.
        cover: row.image,
        prepaint:
          kind === 'course'
            ? async (path) =>
                coursePrepaint(
                  {
                    path,
                    language: shown,
                    category:
                      row.category_en === null
                        ? null
                        : localized({ en: row.category_en, th: row.category_th ?? '' }, shown),
                    kind: contentTypeRef(kind, shown).name,
                    title: localized({ en: row.title_en, th: row.title_th }, shown),
                    cover: row.image,
                  },
                  await prepaintLabels(ctx.db, shown),
                )
            : undefined,
        type: 'website',
        locale: LOCALE[language],
      };
    };
  const newsHead =
    (kind: 'news' | 'informative'): Sources['head'] =>
    async (request, id, reader) => {
      const row = await publishedOne(ctx.db, kind, id);
      if (!row) return null;
      const language = readerLanguage(request, reader);
      return {
        title: localized({ en: row.title_en, th: row.title_th }, language),
        description: descriptionOf(localized({ en: row.body_en, th: row.body_th }, language)),
        image: row.image ? absolute(publicUrl, row.image) : null,
        type: 'article',
        locale: LOCALE[language],
      };
    };

  const sources: [string, Sources['head']][] = [
    ...Object.entries(PAGE_SEGMENTS).map(
      ([kind, segment]) => [segment, contentHead(kind as PageKind)] as [string, Sources['head']],
    ),
    ['news', newsHead('news')],
    ['informative', newsHead('informative')],
  ];

  for (const [segment, head] of sources) {
    const handler = async (
      request: FastifyRequest<{ Params: { id: string } }>,
      reply: FastifyReply,
    ) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const valid = id > 0 && id <= MAX_ID;
      const reader = signedIn && valid ? await pageReader(ctx, request) : null;
      let html = landingPages.page(urlPath, signedIn, readerLanguage(request, reader)) ?? plain;
      ensureCsrfCookie(ctx, request, reply);
      if (valid && (reader || (await b2c()))) {
        const found = await head(request, id, reader);
        if (found) {
          const { cover, prepaint, ...pageHead } = found;
          html = withHead(html, {
            ...pageHead,
            url: absolute(publicUrl, `/${segment}/${id}`),
            siteName: SITE_NAME,
          });
          // The cover first: its fetch is the later one to start after the title.
          if (cover) html = withImagePreload(html, cover);
          if (segment === PAGE_SEGMENTS.course)
            html = withFetchPreload(html, courseCall(request, reader, id));
          if (prepaint && !inAppWebview(request))
            html = withPrepaint(html, await prepaint(urlPath));
        }
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .send(html);
    };
    app.get(`/${segment}/:id`, handler);
    app.get(`/${segment}/:id/*`, handler);
  }
}
