import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, DESKTOP, launch, settled, snap } from './support/browser';
import { api, registerLearner } from './support/session';

/**
 * Stored XSS: script planted in every name and text field a learner's screens show — course
 * title and description, category, provider, instructor and tag names (planted in the database,
 * as an administrator's typing would store them), and the learner's own name (through the API) —
 * must show as text and never run. The browser ignores the portal's CSP here (bypassCSP), so the
 * test proves the escaping itself, not only the policy behind it.
 */

const MARK = 'Zz probe';
const PAYLOADS = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  `<script>window.__xss=(window.__xss||0)+1</script>`,
  `"><svg onload="window.__xss=(window.__xss||0)+1">`,
];
const evil = (where: string, i: number) => `${MARK} ${where} ${PAYLOADS[i % PAYLOADS.length]}`;

interface Planted {
  course: number;
  category: number;
  provider: number;
  instructor: number;
  tag: number;
}

async function plant(): Promise<Planted> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    const one = async (text: string, values: unknown[]) =>
      (await db.query<{ id: number }>(text, values)).rows[0]?.id ?? 0;
    const suffix = Date.now().toString(36);
    const category = await one(
      `insert into category (code, name_en, name_th) values ($1, $2, $3) returning id`,
      [`XSS-${suffix}`, evil('category', 0), evil('หมวด', 1)],
    );
    const provider = await one(
      `insert into provider (code, name_en, name_th, about_en, about_th) values ($1, $2, $3, $4, $5) returning id`,
      [
        `XSS-${suffix}`,
        evil('provider', 1),
        evil('ผู้ให้บริการ', 2),
        evil('about', 0),
        evil('เกี่ยวกับ', 1),
      ],
    );
    const instructor = await one(
      `insert into instructor (name_en, name_th, bio_en, bio_th, provider_id) values ($1, $2, $3, $4, $5) returning id`,
      [evil('instructor', 2), evil('ผู้สอน', 0), evil('bio', 1), evil('ประวัติ', 2), provider],
    );
    const tag = await one(`insert into tag (name_en, name_th) values ($1, $2) returning id`, [
      evil('tag', 0),
      evil('แท็ก', 1),
    ]);
    // Old enough to sort after the demo courses, so other journeys' first pages do not change.
    const course = await one(
      `insert into content (kind, code, title_en, title_th, desc_en, desc_th, provider_id, category_id, is_publish, created_at)
       values ('course', $1, $2, $3, $4, $5, $6, $7, true, '2020-01-01') returning id`,
      [
        `XSS-${suffix}`,
        evil('course', 0),
        evil('หลักสูตร', 1),
        evil('desc', 2),
        evil('คำอธิบาย', 0),
        provider,
        category,
      ],
    );
    await db.query(`insert into content_instructor (content_id, instructor_id) values ($1, $2)`, [
      course,
      instructor,
    ]);
    await db.query(`insert into content_tag (content_id, tag_id) values ($1, $2)`, [course, tag]);
    return { course, category, provider, instructor, tag };
  } finally {
    await db.end();
  }
}

/** Nothing planted ran, and nothing planted became an element. */
async function expectInert(page: Page, where: string): Promise<void> {
  await settled(page);
  await expect
    .poll(() => page.getByText(MARK).first().isVisible(), { message: `${where} shows the probe` })
    .toBe(true);
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss ?? 0,
    elements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
    scripts: Array.from(document.scripts).filter((s) => s.textContent.includes('__xss')).length,
  }));
  expect(found, where).toEqual({ ran: 0, elements: 0, scripts: 0 });
}

describe('stored XSS', () => {
  let browser: Browser;
  let page: Page;
  let planted: Planted;
  const dialogs: string[] = [];

  beforeAll(async () => {
    planted = await plant();
    browser = await launch();
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: baseUrl(),
      bypassCSP: true,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await registerLearner(page, 'xss');
    for (const path of ['term', 'term/privacy', 'term/data-consent']) {
      const doc = await api<{ id?: number }>(page, 'GET', `${path}/`, undefined, [200, 404]);
      if (doc.id) await api(page, 'POST', `${path}/accept/`, { id: doc.id });
    }
    await api(page, 'PATCH', 'account/profile/', {
      first_name: evil('first', 0),
      last_name: PAYLOADS[1],
    });
  });
  afterAll(async () => browser?.close());

  it('shows planted names and descriptions as text on every catalog screen, in English and Thai', async () => {
    const screens = [
      `/course/${planted.course}`,
      `/search?search=${encodeURIComponent('probe')}`,
      `/category/${planted.category}`,
      `/provider/${planted.provider}`,
      `/instructor/${planted.instructor}`,
      `/tag/${planted.tag}`,
    ];
    for (const lang of ['en', 'th'] as const) {
      await api(page, 'PATCH', 'account/profile/', { language: lang });
      for (const path of screens) {
        await page.goto(path);
        await expectInert(page, `${lang} ${path}`);
      }
    }
    await page.goto(`/course/${planted.course}`);
    await settled(page);
    await snap(page, 'xss-course-detail');
  });

  it('keeps them inert in the library and its history after enrolling', async () => {
    await api(page, 'PATCH', 'account/profile/', { language: 'en' });
    await api(page, 'POST', `course/${planted.course}/enroll/`, {});
    for (const path of ['/profile/library', '/profile/library/history']) {
      await page.goto(path);
      await expectInert(page, path);
    }
    expect(dialogs).toEqual([]);
  });
});
