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
  'iframe',
];

/** The only players an article may embed (the editor's video button makes these), https only. */
const IFRAME_HOSTS = [
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
];

/**
 * Rich text as it is stored: an allowlist of tags and attributes, links and images only over
 * http(s) (and relative paths), no scripts, styles or event handlers; frames only of the
 * YouTube and Vimeo players over https (any other iframe is dropped whole).
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedSchemesByTag: { iframe: ['https'] },
    allowedIframeHostnames: IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    // An iframe whose address was refused (other host, http) loses its src: drop it whole.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}

/**
 * Plain text as it is stored for discussions: exactly as typed, only the surrounding blank space
 * trimmed. Nothing is stripped and no entity is decoded, so `&lt;script&gt;` stays those
 * characters and `<b>x</b>` stays seven characters; every screen renders the text escaped, never
 * as markup. (Decoding entities after stripping tags once turned typed `&lt;script&gt;` into
 * a stored `<script>`.)
 */
export function plainText(input: string): string {
  return input.trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as HTML paragraphs: escaped, blank lines between paragraphs, single breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) => `<p>${p.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\r?\n/g, '<br />')}</p>`,
    )
    .join('');
}

/**
 * A rich description (course, material) as stored: the editor's HTML through the sanitiser, the
 * last word on what learners' browsers are given. Text with no markup at all (an API client's
 * plain description) is kept as text: escaped into paragraphs first, never read as markup.
 */
export function richDescription(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return '';
  return sanitizeHtml(/[<>]/.test(trimmed) ? trimmed : textToHtml(trimmed));
}

/** The words of stored rich text for the search document: tags dropped, entities read. */
export function htmlWords(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
