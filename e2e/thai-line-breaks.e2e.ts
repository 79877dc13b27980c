import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { browserForFile, snap } from './support/browser';
import { acceptDocuments, registerLearner } from './support/session';

// Issue 21 item 21: Thai is written without spaces, so a title breaks only between words: the
// title components put a <wbr> between Thai words (Intl.Segmenter) and keep words whole.
const { journey } = browserForFile();

const LONG_TITLE_TH =
  'หลักสูตรการพัฒนาทักษะการสื่อสารภาษาอังกฤษเชิงธุรกิจสำหรับผู้จัดการฝ่ายทรัพยากรบุคคลในองค์กรขนาดใหญ่';
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_1366 = { width: 1366, height: 900 };

/**
 * Where the rendered lines of an element break, as offsets into its text, and where
 * Intl.Segmenter (th, word) puts word boundaries in the same text.
 */
async function lineBreaks(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let i = 0; i < value.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push(range.getClientRects()[0]?.top ?? Number.NaN);
        }
        text += value;
      }
      const breaks: number[] = [];
      for (let i = 1; i < tops.length; i++)
        if ((tops[i] ?? 0) > (tops[i - 1] ?? 0) + 2) breaks.push(i);
      const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
      const boundaries = [...segmenter.segment(text)].map((part) => part.index);
      return { text, breaks, boundaries };
    });
}

describe('Thai titles', () => {
  test('a long Thai course title breaks only between words on a phone', async () => {
    // A course of its own category, dated old: no other journey's first page changes.
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    const stamp = Date.now();
    const one = async (text: string, values: unknown[]) =>
      (await db.query<{ id: number }>(text, values)).rows[0]?.id ?? 0;
    const categoryId = await one(
      `insert into category (code, name_en, name_th) values ($1, $2, $3) returning id`,
      [`THAI-LINES-${stamp}`, 'Line breaking', 'การตัดบรรทัด'],
    );
    const courseId = await one(
      `insert into content (kind, code, title_en, title_th, category_id, is_publish, created_at)
       values ('course', $1, $2, $3, $4, true, '2020-01-01') returning id`,
      [
        `THAI-LINES-${stamp}`,
        'Business English for human resources managers',
        LONG_TITLE_TH,
        categoryId,
      ],
    );
    await db.end();
    for (const viewport of [PHONE_390, DESKTOP_1366]) {
      for (const language of ['th', 'en'] as const) {
        await journey(viewport, async (page) => {
          await registerLearner(page, 'thai-lines');
          await acceptDocuments(page);
          await page.goto(`/category/${categoryId}?lang=${language}`);
          const card = `a[href="/course/${courseId}"]`;
          await page.locator(card).first().waitFor();
          await snap(page, `thai-lines-category-${viewport.width}-${language}`);
          if (language === 'en') return;
          const { text, breaks, boundaries } = await lineBreaks(page, card);
          expect(text).toBe(LONG_TITLE_TH);
          // At 390 px the title takes several lines: the check is not empty.
          if (viewport === PHONE_390) expect(breaks.length).toBeGreaterThan(0);
          for (const at of breaks) {
            expect(
              boundaries,
              `line broken inside a word at "${text.slice(at - 4, at)}|${text.slice(at, at + 4)}"`,
            ).toContain(at);
          }
        });
      }
    }
  });

  test('a phone header shows the portal’s whole name, and its one language button switches', async () => {
    for (const width of [375, 390]) {
      await journey({ width, height: 812 }, async (page) => {
        await registerLearner(page, 'phone-header');
        await acceptDocuments(page);
        await page.goto('/?lang=en');
        await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
        for (const [language, other, heading] of [
          ['en', 'TH', /ยินดีต้อนรับ/],
          ['th', 'EN', /Welcome/],
        ] as const) {
          const name = page.getByTestId('brand-name');
          const box = await name.evaluate((element) => ({
            text: element.textContent,
            cut:
              element.scrollWidth > element.clientWidth + 1 ||
              element.scrollHeight > element.clientHeight + 1,
            lines: Math.round(
              element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
            ),
          }));
          expect(box.text).toBe(language === 'en' ? 'Learning Portal' : 'พอร์ทัลการเรียนรู้');
          expect(box.cut, `the name is cut at ${width} px in ${language}`).toBe(false);
          expect(box.lines).toBeLessThanOrEqual(2);
          if (language === 'th') {
            const { breaks, boundaries } = await lineBreaks(page, '[data-testid="brand-name"]');
            for (const at of breaks) expect(boundaries).toContain(at);
          }
          expect(await page.getByTestId('language-switch').isVisible()).toBe(false);
          const phoneSwitch = page.getByTestId('language-switch-phone');
          expect(await phoneSwitch.getByRole('button').count()).toBe(1);
          await snap(page, `phone-header-${width}-${language}`);
          await phoneSwitch.getByRole('button', { name: new RegExp(`^${other}`) }).click();
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        }
      });
    }
  });
});
