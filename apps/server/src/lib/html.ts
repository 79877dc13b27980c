import sanitize from 'sanitize-html';

/** Tags an article may use: text structure, lists, tables, links and images. */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

/**
 * Rich text as it is stored: an allowlist of tags and attributes, links and images only over
 * http(s) (and relative paths), no scripts, styles, event handlers or frames.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain text as it is stored for discussions: every tag removed (scripts and styles with their
 * content), then the entities sanitize-html writes turned back into characters, since the
 * client shows the text as text and never as markup.
 */
export function plainText(input: string): string {
  const stripped = sanitize(input, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/&amp;/g, '&')
    .trim();
}
