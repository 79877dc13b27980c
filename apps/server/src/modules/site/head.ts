import sanitize from 'sanitize-html';

/**
 * The HTML head of a shared page (issue 20 item 2): title, description, canonical and Open
 * Graph tags, written into the single-page app's index.html by the server so that a link
 * preview (which runs no JavaScript) sees the page's own title and image. Every value is text
 * from authors: it is escaped for an HTML attribute or element, never inserted as markup.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the image, if the page has one. */
  image: string | null;
  type: 'website' | 'article';
  siteName: string;
  locale: 'en_US' | 'th_TH';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Text for XML (the sitemap): the same five characters. */
export const escapeXml = escapeHtml;

const DESCRIPTION_LENGTH = 200;

/** Plain text as a description: white space collapsed, cut at a word near 200 characters. */
export function shortText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The description of stored rich text (news bodies, rich content descriptions): tags dropped
 * (sanitize-html with no allowed tags), its escapes undone, then shortText.
 */
export function descriptionOf(html: string): string {
  const escaped = sanitize(html, { allowedTags: [], allowedAttributes: {} });
  return shortText(
    escaped
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&'),
  );
}

/** The tags of a head, one a line. */
export function headTags(head: PageHead): string[] {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const title = head.title ? `${head.title} | ${head.siteName}` : head.siteName;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:title', head.title || head.siteName),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
  ];
}

/**
 * The page with the head written in: the built page's <title> is replaced, the other tags go
 * before </head>. A page without either is answered as it is.
 */
export function withHead(html: string, head: PageHead): string {
  const [title, ...rest] = headTags(head);
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title ?? '')
    : html.replace(/<\/head>/, () => `${title}</head>`);
  return titled.replace(/<\/head>/, () => `${rest.map((tag) => `  ${tag}\n`).join('')}</head>`);
}
