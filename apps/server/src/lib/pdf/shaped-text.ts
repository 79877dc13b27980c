import * as fontkitModule from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

/**
 * Text drawn glyph by glyph at the positions the font's shaping gives.
 *
 * pdf-lib runs the font's substitutions (GSUB) but draws the glyphs one after another by their
 * advance widths, dropping the GPOS offsets. Thai needs those offsets: Sarabun, for one, moves a
 * tone mark left of a tall consonant (ป ฝ ฟ) and above an upper vowel by GPOS, and without them
 * the mark in ปู่ lands inside the consonant's stem and disappears. So we lay the text out with
 * fontkit ourselves (the same call pdf-lib makes, so the glyphs are the same ones it encodes) and
 * place each glyph at pen + offset with its own text matrix.
 */

// The package is CommonJS (UMD): under Node's ESM its functions sit on the default export.
type Fontkit = typeof fontkitModule;
const fontkit: Fontkit =
  (fontkitModule as unknown as { default?: Fontkit }).default ?? fontkitModule;

export interface ShapedFont {
  pdf: PDFFont;
  layoutFont: Font;
}

/** Embeds a TrueType font (subset) and keeps a fontkit copy for shaping. */
export async function embedShapedFont(doc: PDFDocument, bytes: Uint8Array): Promise<ShapedFont> {
  doc.registerFontkit(fontkit);
  const pdf = await doc.embedFont(bytes, { subset: true });
  return { pdf, layoutFont: fontkit.create(bytes) };
}

interface PlacedGlyph {
  /** Hex code of the glyph in the embedded font (4 hex digits, Identity-H). */
  code: string;
  x: number;
  y: number;
}

/** Lays the text out: each glyph's code and position in points from the start of the line. */
export function shapeText(font: ShapedFont, text: string, size: number) {
  const run = font.layoutFont.layout(text);
  const hex = font.pdf.encodeText(text).asString();
  if (hex.length !== run.glyphs.length * 4)
    throw new Error('shaping and encoding disagree on the glyphs of a text');
  const scale = size / font.layoutFont.unitsPerEm;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  run.positions.forEach((p, i) => {
    glyphs.push({
      code: hex.slice(i * 4, i * 4 + 4),
      x: (pen + p.xOffset) * scale,
      y: p.yOffset * scale,
    });
    pen += p.xAdvance;
  });
  return { glyphs, width: pen * scale };
}

/** The width of the text in points at this size, after shaping. */
export function shapedWidth(font: ShapedFont, text: string, size: number): number {
  const run = font.layoutFont.layout(text);
  return (
    (run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / font.layoutFont.unitsPerEm
  );
}

/** Draws the text with its baseline starting at (x, y). */
export function drawShapedText(
  page: PDFPage,
  font: ShapedFont,
  text: string,
  options: { x: number; y: number; size: number; color: Color },
): void {
  const { glyphs } = shapeText(font, text, options.size);
  const key = page.node.newFontDictionary(font.pdf.name, font.pdf.ref);
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(options.color),
    beginText(),
    setFontAndSize(key, options.size),
    ...glyphs.flatMap((g) => [
      setTextMatrix(1, 0, 0, 1, options.x + g.x, options.y + g.y),
      showText(PDFHexString.of(g.code)),
    ]),
    endText(),
    popGraphicsState(),
  );
}

/** The text cut to `room` points wide at `size`, ending in an ellipsis when it was cut. */
export function ellipsized(font: ShapedFont, text: string, size: number, room: number): string {
  if (shapedWidth(font, text, size) <= room) return text;
  const chars = [...text];
  while (chars.length > 1 && shapedWidth(font, `${chars.join('')}…`, size) > room) chars.pop();
  return `${chars.join('')}…`;
}
