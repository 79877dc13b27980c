import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';

/**
 * The text a PDF viewer would extract from the page: each shown glyph code mapped through its
 * font's ToUnicode CMap, in drawing order.
 */
export function pageText(doc: PDFDocument, page: PDFPage): string {
  const inflate = (ref: unknown) => {
    const stream = doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
    return inflateSync(Buffer.from(stream.contents)).toString('latin1');
  };
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = inflate(font.get(PDFName.of('ToUnicode')));
    const map = new Map<string, string>();
    for (const [, code, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g)) {
      const units = (unicode ?? '').match(/.{4}/g) ?? [];
      map.set(
        (code ?? '').toUpperCase(),
        String.fromCharCode(...units.map((u) => parseInt(u, 16))),
      );
    }
    maps.set(name.asString(), map);
  }
  const contents = page.node.Contents();
  const refs =
    contents instanceof PDFArray ? contents.asArray() : [page.node.get(PDFName.of('Contents'))];
  const ops = refs.map(inflate).join('\n');
  let current: Map<string, string> | undefined;
  let text = '';
  for (const [, font, hex] of ops.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj/g)) {
    if (font) current = maps.get(font);
    else
      text += (hex?.match(/.{4}/g) ?? []).map((c) => current?.get(c.toUpperCase()) ?? '?').join('');
  }
  return text;
}
