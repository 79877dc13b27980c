import { PDFDocument, type PDFPage } from 'pdf-lib';
import { ACCENT, INK, MUTED } from '@/lib/pdf/palette';
import { formatCertificateCode, formatCertificateDate, type Language } from '@portal/shared';
import { loadFonts } from '@/lib/pdf/fonts';
import {
  drawShapedText,
  embedShapedFont,
  shapedWidth,
  type ShapedFont,
} from '@/lib/pdf/shaped-text';

/** What goes on the paper, as captured when the certificate was issued. */
export interface CertificatePrint {
  code: string;
  learner_name: string;
  content_title_en: string;
  content_title_th: string;
  heading_en: string;
  heading_th: string;
  body_en: string;
  body_th: string;
  signer_name: string;
  signer_title_en: string;
  signer_title_th: string;
  issued_at: Date;
}

const WORDS = {
  en: {
    certify: 'This is to certify that',
    issued: 'Issued on',
    verify: 'Verify at',
    code: 'Code',
  },
  th: {
    certify: 'ขอมอบใบประกาศนียบัตรฉบับนี้เพื่อแสดงว่า',
    issued: 'ออกให้ ณ วันที่',
    verify: 'ตรวจสอบได้ที่',
    code: 'รหัส',
  },
} as const;

const WIDTH = 842; // A4 landscape, points
const HEIGHT = 595;
const MARGIN = 70;

/** Centres a line, shrinking it (down to `min`) until it fits between the margins. */
function centred(
  page: PDFPage,
  font: ShapedFont,
  text: string,
  y: number,
  size: number,
  color = INK,
  min = size * 0.6,
) {
  const room = WIDTH - 2 * MARGIN;
  let fitted = size;
  while (fitted > min && shapedWidth(font, text, fitted) > room) fitted -= 1;
  const width = shapedWidth(font, text, fitted);
  drawShapedText(page, font, text, { x: (WIDTH - width) / 2, y, size: fitted, color });
}

/**
 * The certificate as a one-page A4 PDF in the given language: the other language's course title
 * is printed under it, the date is Buddhist-era in Thai, and the verification link and code sit
 * at the foot.
 */
export async function renderCertificatePdf(
  cert: CertificatePrint,
  language: Language,
  verifyUrl: string,
): Promise<Uint8Array> {
  const bytes = await loadFonts();
  const doc = await PDFDocument.create();
  const regular = await embedShapedFont(doc, bytes.regular);
  const bold = await embedShapedFont(doc, bytes.bold);
  const th = language === 'th';
  const words = WORDS[language];
  const heading = th ? cert.heading_th : cert.heading_en;
  const title = th ? cert.content_title_th : cert.content_title_en;
  const otherTitle = th ? cert.content_title_en : cert.content_title_th;

  doc.setTitle(`${heading}: ${title}`);
  doc.setSubject(`${cert.learner_name}: ${cert.content_title_en} / ${cert.content_title_th}`);
  doc.setAuthor(cert.signer_name || 'Learning portal');
  doc.setKeywords([cert.code, cert.learner_name, cert.content_title_en, cert.content_title_th]);
  doc.setLanguage(th ? 'th-TH' : 'en-GB');
  doc.setCreationDate(cert.issued_at);

  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  centred(page, bold, heading, 470, 38, ACCENT);
  centred(page, regular, th ? cert.heading_en : cert.heading_th, 440, 16, MUTED);
  centred(page, regular, words.certify, 395, 16, MUTED);
  centred(page, bold, cert.learner_name, 350, 34);
  centred(page, regular, th ? cert.body_th : cert.body_en, 312, 16, MUTED);
  centred(page, bold, title, 270, 26);
  if (otherTitle && otherTitle !== title) centred(page, regular, otherTitle, 242, 16, MUTED);
  centred(
    page,
    regular,
    `${words.issued} ${formatCertificateDate(cert.issued_at, language)}`,
    200,
    15,
  );

  if (cert.signer_name) {
    page.drawLine({
      start: { x: WIDTH / 2 - 110, y: 150 },
      end: { x: WIDTH / 2 + 110, y: 150 },
      thickness: 0.75,
      color: MUTED,
    });
    centred(page, regular, cert.signer_name, 132, 13);
    const signerTitle = th ? cert.signer_title_th || cert.signer_title_en : cert.signer_title_en;
    if (signerTitle) centred(page, regular, signerTitle, 116, 11, MUTED);
  }

  centred(page, regular, `${words.verify} ${verifyUrl}`, 74, 10, MUTED);
  centred(page, regular, `${words.code}: ${formatCertificateCode(cert.code)}`, 58, 10, MUTED);
  return doc.save();
}
