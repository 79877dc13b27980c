import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { browserForFile, snap } from './support/browser';
import { acceptDocuments, registerLearner } from './support/session';

// Issue 21 item 2: a course page's first paint comes from the server (#prepaint), before the
// scripts, and covers the app until it has rendered the course. It must stand exactly where the
// app then puts the same things, or the swap would jump: every box is compared with the real
// page's, in English and Thai, on a phone and a desktop.
const { journey } = browserForFile();

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_1366 = { width: 1366, height: 900 };
/** The app's entry script: without it, the page is what the server wrote and nothing else. */
const ENTRY = /\/assets\/webfront-[^/]*\.js$/;

type Box = [number, number, number, number];
interface Frame {
  crumbs: { box: Box; text: string };
  cover: { box: Box; src: string | null };
  kind: { box: Box; text: string };
  title: { box: Box; text: string };
}

/** The boxes and texts of the first paint's parts, or of the real page's same parts. */
async function frame(page: Page, which: 'prepaint' | 'app'): Promise<Frame> {
  return page.evaluate((which) => {
    const round = (element: Element | null | undefined): [number, number, number, number] => {
      const r = element?.getBoundingClientRect();
      return r ? ([r.x, r.y, r.width, r.height].map((v) => Math.round(v)) as Box) : [0, 0, 0, 0];
    };
    type Box = [number, number, number, number];
    const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
    if (which === 'prepaint') {
      const root = document.getElementById('prepaint');
      const q = (selector: string) => root?.querySelector(selector);
      return {
        crumbs: { box: round(q('.pp-crumbs')), text: text(q('.pp-crumbs')) },
        cover: { box: round(q('.pp-cover')), src: q('.pp-cover img')?.getAttribute('src') ?? null },
        kind: { box: round(q('.pp-kind')), text: text(q('.pp-kind')) },
        title: { box: round(q('.pp-title')), text: text(q('.pp-title')) },
      };
    }
    const main = document.getElementById('main-content');
    const h1 = main?.querySelector('h1');
    const image = main?.querySelector('[data-content-image]');
    return {
      crumbs: {
        box: round(main?.querySelector('.mantine-Breadcrumbs-root')),
        text: text(main?.querySelector('.mantine-Breadcrumbs-root')),
      },
      cover: {
        box: round(image?.parentElement),
        src: image?.querySelector('img')?.getAttribute('src') ?? null,
      },
      kind: { box: round(h1?.previousElementSibling), text: text(h1?.previousElementSibling) },
      title: { box: round(h1), text: text(h1) },
    };
  }, which);
}

describe("a course page's first paint", () => {
  test('stands where the app puts the same header, in both languages, on a phone and a desktop', async () => {
    // A course of its own category, dated old (no other journey's first page changes), with a
    // demo course's cover.
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    const stamp = Date.now();
    const one = async <T>(text: string, values: unknown[]) =>
      (await db.query<T & object>(text, values)).rows[0];
    const cover =
      (
        await one<{ image: string }>(
          `select image from content where kind = 'course' and image like '/api/media/%' limit 1`,
          [],
        )
      )?.image ?? null;
    const category = await one<{ id: number }>(
      `insert into category (code, name_en, name_th) values ($1, $2, $3) returning id`,
      [`PREPAINT-${stamp}`, 'Working with data', 'การทำงานกับข้อมูล'],
    );
    const course = await one<{ id: number }>(
      `insert into content (kind, code, title_en, title_th, category_id, image, is_publish, created_at)
       values ('course', $1, $2, $3, $4, $5, true, '2020-01-01') returning id`,
      [
        `PREPAINT-${stamp}`,
        'Charts and tables that tell the story of your numbers',
        'แผนภูมิและตารางที่เล่าเรื่องราวของตัวเลขในงานของคุณ',
        category?.id,
        cover,
      ],
    );
    await db.end();
    expect(cover).not.toBeNull();

    for (const viewport of [PHONE_390, DESKTOP_1366]) {
      for (const language of ['en', 'th'] as const) {
        await journey(viewport, async (page) => {
          await registerLearner(page, 'prepaint');
          await acceptDocuments(page);
          const address = `/course/${course?.id}?lang=${language}`;

          // The server's page alone: its first paint, over an app that never starts.
          await page.route(ENTRY, (route) => route.abort());
          await page.goto(address);
          await page.locator('#prepaint .pp-cover img').waitFor();
          await page.waitForFunction(() =>
            Array.from(document.querySelectorAll<HTMLImageElement>('#prepaint img')).every(
              (image) => image.complete && image.naturalWidth > 0,
            ),
          );
          expect(await page.locator('#root').innerHTML()).toBe('');
          const before = await frame(page, 'prepaint');
          await page.screenshot({
            path: path.join(SCREENSHOTS, `prepaint-${viewport.width}-${language}.png`),
          });

          // The app: it takes the first paint away once it has rendered the course.
          await page.unroute(ENTRY);
          await page.goto(address);
          await page.locator('#main-content h1').waitFor();
          await page.locator('#prepaint').waitFor({ state: 'detached' });
          const after = await frame(page, 'app');
          await snap(page, `prepaint-app-${viewport.width}-${language}`);

          expect(before.title.text).toBe(
            language === 'en'
              ? 'Charts and tables that tell the story of your numbers'
              : 'แผนภูมิและตารางที่เล่าเรื่องราวของตัวเลขในงานของคุณ',
          );
          expect(before.cover.src).toBe(cover);
          for (const part of ['crumbs', 'cover', 'kind', 'title'] as const) {
            const [x, y, width, height] = before[part].box;
            const real = after[part].box;
            expect(width, `${part} is drawn`).toBeGreaterThan(0);
            for (const [i, value] of [x, y, width, height].entries())
              expect(
                Math.abs(value - (real[i] ?? 0)),
                `${part} at ${viewport.width} px in ${language}: ${before[part].box.join()} vs ${real.join()}`,
              ).toBeLessThanOrEqual(1);
          }
          expect(before.crumbs.text).toBe(after.crumbs.text);
          expect(before.kind.text).toBe(after.kind.text);
          expect(before.title.text).toBe(after.title.text);
          expect(before.cover.src).toBe(after.cover.src);
        });
      }
    }
  });

  test('the home and the course list: their heading stands where the app puts it', async () => {
    type Part = { box: Box; text: string; look: string };
    const heading = (page: Page, which: 'prepaint' | 'app') =>
      page.evaluate((which) => {
        const part = (element: Element | null | undefined) => {
          const r = element?.getBoundingClientRect();
          return {
            box: (r ? [r.x, r.y, r.width, r.height].map((v) => Math.round(v)) : [0, 0, 0, 0]) as [
              number,
              number,
              number,
              number,
            ],
            text: element?.textContent?.trim() ?? '',
            look: element
              ? ['color', 'fontSize', 'fontWeight', 'lineHeight']
                  .map((k) => getComputedStyle(element)[k as 'color'])
                  .join(' ')
              : '',
          };
        };
        if (which === 'prepaint') {
          const root = document.getElementById('prepaint');
          return {
            h1: part(root?.querySelector('.pp-h1')),
            intro: part(root?.querySelector('.pp-intro')),
          };
        }
        const h1 = document.querySelector('#main-content h1');
        return { h1: part(h1), intro: part(h1?.nextElementSibling) };
      }, which);

    for (const viewport of [PHONE_390, DESKTOP_1366]) {
      for (const language of ['en', 'th'] as const) {
        await journey(viewport, async (page) => {
          await registerLearner(page, 'prepaint-list');
          await acceptDocuments(page);
          for (const where of ['/', '/course']) {
            const address = `${where}?lang=${language}`;
            await page.route(ENTRY, (route) => route.abort());
            await page.goto(address);
            await page.locator('#prepaint .pp-h1').waitFor();
            expect(await page.locator('#root').innerHTML()).toBe('');
            const before: { h1: Part; intro: Part } = await heading(page, 'prepaint');
            const name = where === '/' ? 'home' : 'courses';
            await page.screenshot({
              path: path.join(SCREENSHOTS, `prepaint-${name}-${viewport.width}-${language}.png`),
            });
            await page.unroute(ENTRY);
            await page.goto(address);
            await page.locator('#main-content h1').waitFor();
            await page.locator('#prepaint').waitFor({ state: 'detached' });
            const after: { h1: Part; intro: Part } = await heading(page, 'app');
            for (const part of ['h1', 'intro'] as const) {
              expect(before[part].text, `${part} of ${where} in ${language}`).toBe(
                after[part].text,
              );
              expect(before[part].text).not.toBe('');
              expect(before[part].look, `${part}'s colour and type`).toBe(after[part].look);
              for (const [i, value] of before[part].box.entries())
                expect(
                  Math.abs(value - (after[part].box[i] ?? 0)),
                  `${part} of ${where} at ${viewport.width} px in ${language}: ${before[part].box.join()} vs ${after[part].box.join()}`,
                ).toBeLessThanOrEqual(1);
            }
          }
        });
      }
    }
  });
});
