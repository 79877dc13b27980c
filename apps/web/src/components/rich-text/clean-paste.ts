/** Elements pasted from Word or Google Docs that carry no content. */
const DROP = 'style, meta, link, script, title, xml, colgroup, o\\:p, [style*="mso-list:Ignore" i]';
/** Elements whose content stays but which themselves go: fonts, spans, Word's wrappers. */
const UNWRAP = new Set(['SPAN', 'FONT', 'O:P', 'DIV', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER']);
/** The attributes kept, by element; every other attribute (style, class, id, lang…) goes. */
const KEEP: Record<string, string[]> = {
  A: ['href'],
  IMG: ['src', 'alt'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
  IFRAME: ['src'],
};

function styleOf(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  next.append(...Array.from(element.childNodes));
  element.replaceWith(next);
  return next;
}

/** Google Docs marks bold and italic on spans' styles: they become strong and em. */
function keepSpanEmphasis(root: Element): void {
  for (const span of Array.from(root.querySelectorAll('span[style]'))) {
    const style = styleOf(span);
    let inner: Element = span;
    if (/font-weight:(bold|[6-9]00)/.test(style)) {
      const strong = span.ownerDocument.createElement('strong');
      strong.append(...Array.from(inner.childNodes));
      inner.append(strong);
      inner = strong;
    }
    if (style.includes('font-style:italic')) {
      const em = span.ownerDocument.createElement('em');
      em.append(...Array.from(inner.childNodes));
      inner.append(em);
    }
  }
}

/**
 * Word writes list items as paragraphs (class MsoListParagraph…, style mso-list) with the
 * bullet or number as text: consecutive ones become one list, numbered when the dropped
 * marker was a number.
 */
function rebuildWordLists(root: Element): void {
  const items = Array.from(root.querySelectorAll('p')).filter(
    (p) => /mso-list:/.test(styleOf(p)) || /MsoListParagraph/i.test(p.className),
  );
  let list: Element | null = null;
  for (const p of items) {
    const marker = p.querySelector('[style*="mso-list:Ignore" i]')?.textContent ?? '';
    const ordered = /^\s*[\w]{1,3}[.)]/.test(marker);
    const previous = p.previousElementSibling;
    if (!list || previous !== list || list.tagName !== (ordered ? 'OL' : 'UL')) {
      list = p.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      p.before(list);
    }
    const li = p.ownerDocument.createElement('li');
    li.append(...Array.from(p.childNodes));
    list.append(li);
    p.remove();
  }
}

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/**
 * HTML pasted from Word or Google Docs, cleaned before the editor reads it: styles, classes,
 * fonts, spans, `<o:p>`, `mso-*` and comments go; headings, paragraphs, lists, tables, links,
 * images and bold/italic stay. (The server's sanitiser still has the last word when saved.)
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  removeComments(body);
  rebuildWordLists(body);
  for (const element of Array.from(body.querySelectorAll(DROP))) element.remove();
  keepSpanEmphasis(body);
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const b of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) unwrap(b);
  for (const b of Array.from(body.querySelectorAll('b'))) rename(b, 'strong');
  for (const i of Array.from(body.querySelectorAll('i'))) rename(i, 'em');
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (UNWRAP.has(element.tagName.toUpperCase()) || element.tagName.includes(':')) {
      unwrap(element);
      continue;
    }
    const keep = KEEP[element.tagName.toUpperCase()] ?? [];
    for (const name of element.getAttributeNames())
      if (!keep.includes(name.toLowerCase())) element.removeAttribute(name);
  }
  // Word puts a paragraph inside each cell and list item; the editor adds its own.
  for (const p of Array.from(body.querySelectorAll('li > p:only-child'))) unwrap(p);
  for (const p of Array.from(body.querySelectorAll('p'))) {
    if (!p.textContent?.replace(/\u00a0/g, ' ').trim() && !p.querySelector('img')) p.remove();
  }
  return body.innerHTML.replace(/\u00a0/g, ' ').trim();
}
