import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { ACCENT, INK, MUTED } from '@/lib/pdf/palette';
import type { Language } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { localized } from '@/lib/language';
import { loadFonts } from '@/lib/pdf/fonts';
import {
  drawShapedText,
  embedShapedFont,
  ellipsized,
  shapedWidth,
  type ShapedFont,
} from '@/lib/pdf/shaped-text';
import { attendanceColumns, attendanceSheet, type AttendanceLine } from './attendance-export';

/** A printed sheet holds at most this many learners (a class, not a campus). */
export const ATTENDANCE_PDF_MAX_ROWS = 2000;

const LABELS = {
  title: { en: 'Attendance sheet', th: 'ใบรายชื่อผู้เข้าเรียน' },
  printed: { en: 'Printed', th: 'พิมพ์เมื่อ' },
  learners: { en: 'Learners', th: 'ผู้เรียน' },
  number: { en: 'No.', th: 'ที่' },
  signature: { en: 'Signature', th: 'ลายมือชื่อ' },
  page: { en: 'Page', th: 'หน้า' },
  more: {
    en: 'More learners than a printed sheet holds: export the Excel sheet for all of them.',
    th: 'ผู้เรียนมากเกินกว่าที่พิมพ์ได้ในใบเดียว ใช้ไฟล์ Excel เพื่อดูทั้งหมด',
  },
} as const;

const RULE = rgb(0.8, 0.82, 0.86);
const WIDTH = 842; // A4 landscape, points
const HEIGHT = 595;
const LEFT = 36;
const RIGHT = WIDTH - 36;
const ROW = 22;
const TOP = HEIGHT - 40;
const BOTTOM = 44;

/**
 * A header in at most two lines: whole words on the first while they fit (a Thai header has no
 * spaces and is cut by characters), the rest on the second, cut with an ellipsis.
 */
export function twoLines(font: ShapedFont, text: string, size: number, room: number): string[] {
  if (shapedWidth(font, text, size) <= room) return [text];
  const words = text.split(' ');
  let first = '';
  for (const word of words) {
    const next = first ? `${first} ${word}` : word;
    if (shapedWidth(font, next, size) > room) break;
    first = next;
  }
  if (!first) {
    const chars = [...text];
    let cut = 1;
    while (cut < chars.length && shapedWidth(font, chars.slice(0, cut + 1).join(''), size) <= room)
      cut += 1;
    first = chars.slice(0, cut).join('');
  }
  const rest = text.slice(first.length).trim();
  return rest ? [first, ellipsized(font, rest, size, room)] : [first];
}

interface Column {
  header: string;
  width: number;
  value: (line: AttendanceLine, index: number) => string;
}

/**
 * A class's attendance sheet as an A4 landscape PDF in the requester's language (Thai shaped
 * with the portal's Thai font, as certificates and receipts are): the class, then one line per
 * learner (number, name, status, each session's check-in, required sessions attended) and an
 * empty signature column to sign on paper. The same rows and cells as the Excel sheet
 * (attendance-export.ts), so both say the same; at most ATTENDANCE_PDF_MAX_ROWS learners.
 */
export async function attendancePdf(
  db: Executor,
  admin: UserRow,
  classId: number,
  language: Language,
  now: Date = new Date(),
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { sessions, source } = await attendanceSheet(db, admin, classId);
  const klass = await db
    .selectFrom('content')
    .select(['code', 'title_en', 'title_th'])
    .where('id', '=', classId)
    .executeTakeFirstOrThrow();
  const lines = await source.rows(ATTENDANCE_PDF_MAX_ROWS + 1, 0);
  const cells = attendanceColumns(sessions);
  const [name, , , status, ...rest] = cells;
  const attended = rest.pop();
  const sessionCells = rest;

  const bytes = await loadFonts();
  const doc = await PDFDocument.create();
  const regular = await embedShapedFont(doc, bytes.regular);
  const bold = await embedShapedFont(doc, bytes.bold);
  const title = localized({ en: klass.title_en, th: klass.title_th }, language);
  doc.setTitle(`${LABELS.title[language]}: ${title}`);
  doc.setLanguage(language === 'th' ? 'th-TH' : 'en-GB');
  doc.setCreationDate(now);

  const fixed: Column[] = [
    { header: LABELS.number[language], width: 30, value: (_, i) => String(i + 1) },
    { header: name?.header[language] ?? '', width: 150, value: (l) => l.name },
    {
      header: status?.header[language] ?? '',
      width: 80,
      value: (l) => String(status?.value(l, language) ?? ''),
    },
  ];
  const tail: Column[] = [
    {
      header: attended?.header[language] ?? '',
      width: 70,
      value: (l) => String(attended?.value(l, language) ?? ''),
    },
    { header: LABELS.signature[language], width: 90, value: () => '' },
  ];
  const room = RIGHT - LEFT - [...fixed, ...tail].reduce((sum, c) => sum + c.width, 0);
  const each = sessionCells.length === 0 ? 0 : room / sessionCells.length;
  const columns: Column[] = [
    ...fixed,
    ...sessionCells.map((cell) => ({
      header: cell.header[language],
      width: each,
      value: (l: AttendanceLine) => String(cell.value(l, language) ?? ''),
    })),
    ...tail,
  ];
  if (sessionCells.length === 0) columns[1]!.width += room;

  const printed = new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(now);
  const shown = lines.slice(0, ATTENDANCE_PDF_MAX_ROWS);
  let page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  let pageNumber = 1;
  const text = (value: string, x: number, y: number, size = 9, font = regular, color = INK) =>
    drawShapedText(page, font, value, { x, y, size, color });

  const header = (y: number) => {
    let x = LEFT;
    for (const column of columns) {
      // Session headers are long (title and start): two lines in the column.
      for (const [n, part] of twoLines(bold, column.header, 8, column.width - 4).entries())
        text(part, x + 2, y + 4 - n * 10, 8, bold, MUTED);
      x += column.width;
    }
    page.drawLine({ start: { x: LEFT, y: y - 12 }, end: { x: RIGHT, y: y - 12 }, color: MUTED });
    return y - 12 - ROW + 6;
  };
  const footer = () =>
    text(`${LABELS.page[language]} ${pageNumber} · ${klass.code}`, LEFT, 24, 8, regular, MUTED);

  text(LABELS.title[language], LEFT, TOP, 16, bold, ACCENT);
  text(ellipsized(bold, title, 13, RIGHT - LEFT), LEFT, TOP - 22, 13, bold);
  text(
    `${klass.code} · ${LABELS.learners[language]} ${lines.length > ATTENDANCE_PDF_MAX_ROWS ? `${ATTENDANCE_PDF_MAX_ROWS}+` : shown.length} · ${LABELS.printed[language]} ${printed}`,
    LEFT,
    TOP - 38,
    9,
    regular,
    MUTED,
  );
  let y = header(TOP - 66);
  for (const [index, line] of shown.entries()) {
    if (y < BOTTOM) {
      footer();
      page = doc.addPage([WIDTH, HEIGHT]);
      pageNumber += 1;
      y = header(TOP);
    }
    let x = LEFT;
    for (const column of columns) {
      text(ellipsized(regular, column.value(line, index), 9, column.width - 4), x + 2, y, 9);
      x += column.width;
    }
    page.drawLine({ start: { x: LEFT, y: y - 7 }, end: { x: RIGHT, y: y - 7 }, color: RULE });
    y -= ROW;
  }
  if (lines.length > ATTENDANCE_PDF_MAX_ROWS)
    text(LABELS.more[language], LEFT, y, 9, regular, MUTED);
  footer();
  return { pdf: await doc.save(), fileName: `attendance-${classId}-${language}.pdf` };
}
