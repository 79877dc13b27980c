import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE } from './support/browser';
import { apiJson, createLearner, csrf, newPage, settle, shot, signIn } from './support/catalog';

/**
 * The learner's catalog journey: browse /course, search in English and Thai, open a course,
 * enrol, and find it in My library by status group, on a desktop and on a Thai phone.
 * The course page after enrolling is in course-page.e2e.ts.
 */

describe('catalog and library', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a learner browses, searches in English and Thai, enrols and finds the course in the right library group', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = await createLearner(page);
    await signIn(page, email);

    // Home shows real catalog rows and the left menu links to the catalog.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Newest courses' }).isVisible())
      .toBe(true);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await page.waitForURL('**/course');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Courses' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('content-card').count()).toBeGreaterThanOrEqual(10);
    await expect.poll(() => page.getByText('Open for enrolment').first().isVisible()).toBe(true);
    await shot(page, 'catalog-course-list-desktop');
    await expectAccessible(page, '/course');

    // An English word: the URL holds the search, the page resets, the list narrows.
    await page.goto('/course?page=2&ordering=title');
    await settle(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('customer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'customer');
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    expect(new URL(page.url()).searchParams.get('ordering')).toBe('title');
    await expect.poll(() => page.getByTestId('content-card').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: 'Customer service excellence' }).isVisible())
      .toBe(true);

    // A Thai word (Thai has no spaces: the server segments it) finds the English course by its Thai title.
    await page.goto(`/search?search=${encodeURIComponent('ผู้นำ')}`);
    await settle(page);
    await expect
      .poll(() => page.getByRole('link', { name: 'Leading a team' }).isVisible())
      .toBe(true);
    await shot(page, 'catalog-search-thai-word-desktop');
    await expectAccessible(page, '/search');
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.waitForURL('**/search/category?search=*');

    // An empty search removes search and page from the URL.
    await page.goto('/course?search=customer&page=1');
    await settle(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/course' && url.search === '');

    // Open the course from its card and enrol.
    await page.getByRole('searchbox', { name: 'Search' }).fill('customer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Customer service excellence' }).click();
    await page.waitForURL(/\/course\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: 'Customer service excellence' }).isVisible(),
      )
      .toBe(true);
    await shot(page, 'catalog-course-detail-before-enrol-desktop');
    await expectAccessible(page, '/course/{id}');
    await page.getByRole('button', { name: 'Enrol for free' }).click();
    await expect
      .poll(() => page.getByText('You are enrolled. You can start learning now.').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Start learning' }).isVisible())
      .toBe(true);
    // The status line says it once: no "Enrolled" / "Not started" badges beside it.
    expect(await page.getByTestId('enroll-status').count()).toBe(1);
    const detail = await apiJson(page, `course/${courseId}/`);
    expect(detail.enroll_case).toBe('enrolled_not_started');
    expect((detail.learning_result as { status: number }).status).toBe(0);
    expect(await page.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toMatch(
      new RegExp(`^/course/${courseId}/playlist/\\d+$`),
    );
    await shot(page, 'catalog-course-enrolled-desktop');

    // Enrolling again is refused with the server's code, translated.
    const again = await page.request.post(`/api/course/${courseId}/enroll/`, {
      headers: { 'X-CSRFToken': await csrf(page) },
      data: {},
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('already_enrolled');

    // Curriculum: every slot now links to the player.
    await page.getByRole('tab', { name: 'Curriculum' }).click();
    await page.waitForURL(`**/course/${courseId}/curriculum`);
    const lessons = page.locator('[data-slot-id] a');
    await expect.poll(() => lessons.count()).toBe(5);
    expect(await lessons.first().getAttribute('href')).toMatch(
      new RegExp(`^/course/${courseId}/playlist/\\d+$`),
    );
    await shot(page, 'catalog-course-curriculum-desktop');
    await expectAccessible(page, '/course/{id}/curriculum');

    // The discussion tab shows the course's posts (the demo seeds some), or says there are none.
    await page.getByRole('tab', { name: 'Discussion' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/No posts yet\. Start the conversation\.|Welcome to the course discussion!/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // My library: the course is under To do (status 0), with the group counts.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My library' })
      .click();
    await page.waitForURL('**/profile/library');
    await expect
      .poll(() => page.getByRole('tab', { name: 'To do (1)' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(() =>
        page.getByTestId('library-item').filter({ hasText: 'Customer service excellence' }).count(),
      )
      .toBe(1);
    await shot(page, 'catalog-library-to-do-desktop');
    await expectAccessible(page, '/profile/library');
    await page.getByRole('tab', { name: 'In progress (0)' }).click();
    await page.waitForURL('**/profile/library?group=doing');
    await expect.poll(() => page.getByTestId('empty-state').isVisible()).toBe(true);

    // The history shows the enrolment.
    await page.getByRole('link', { name: 'Learning history' }).click();
    await page.waitForURL('**/profile/library/history');
    await expect
      .poll(() =>
        page.getByTestId('history-item').filter({ hasText: 'Customer service excellence' }).count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.getByText('You enrolled', { exact: false }).first().isVisible())
      .toBe(true);
    await shot(page, 'catalog-library-history-desktop');
    await expectAccessible(page, '/profile/library/history');
    await context.close();
  });

  it('works in Thai on a phone: lists, Thai search, course tabs and the library with Thai dates', async () => {
    const { context, page } = await newPage(browser, PHONE, 'th-TH');
    const email = await createLearner(page);
    await signIn(page, email, 'th');

    await page.goto('/?lang=th');
    await settle(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'คอร์สเรียนใหม่ล่าสุด' }).isVisible())
      .toBe(true);
    await shot(page, 'catalog-home-th-phone');
    await expectAccessible(page, '/ (th, phone)');

    await page.goto('/course?lang=th');
    await settle(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'คอร์สเรียน' }).isVisible())
      .toBe(true);
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('ภาษา');
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'ภาษา');
    await expect
      .poll(() => page.getByRole('link', { name: 'ภาษาไทยสำหรับผู้เริ่มต้น' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'ภาษาอังกฤษเพื่อธุรกิจ' }).isVisible())
      .toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'catalog-course-search-th-phone');
    await expectAccessible(page, '/course?search=ภาษา (th, phone)');

    await page.getByRole('link', { name: 'ภาษาอังกฤษเพื่อธุรกิจ' }).click();
    await page.waitForURL(/\/course\/\d+/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'ภาษาอังกฤษเพื่อธุรกิจ' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'ลงทะเบียนเรียนฟรี' }).click();
    await expect
      .poll(() => page.getByText('ลงทะเบียนเรียบร้อยแล้ว', { exact: false }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'เริ่มเรียน' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'หลักสูตร' }).click();
    // Five materials and the demo test, which this course holds in a section of its own.
    await expect.poll(() => page.locator('[data-slot-id] a').count()).toBe(6);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(page, 'catalog-course-curriculum-th-phone');
    await expectAccessible(page, '/course/{id}/curriculum (th, phone)');
    await page.getByRole('tab', { name: 'ใบประกาศนียบัตร' }).click();
    await expect.poll(() => page.getByText('คอร์สนี้ยังไม่มีใบประกาศนียบัตร').isVisible()).toBe(true);

    await page.goto('/category?lang=th');
    await settle(page);
    await expect
      .poll(() => page.getByRole('link', { name: 'ภาษา', exact: true }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'ภาษา', exact: true }).click();
    await page.waitForURL(/\/category\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'ภาษา' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('content-card').count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'catalog-category-th-phone');

    await page.goto('/profile/library?lang=th');
    await settle(page);
    await expect
      .poll(() => page.getByRole('tab', { name: 'ที่ต้องเรียน (1)' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(() => page.getByTestId('library-item').filter({ hasText: 'ภาษาอังกฤษเพื่อธุรกิจ' }).count())
      .toBe(1);
    await shot(page, 'catalog-library-th-phone');
    await expectAccessible(page, '/profile/library (th, phone)');

    await page.goto('/profile/library/history?lang=th');
    await settle(page);
    const row = page.getByTestId('history-item').first();
    await expect.poll(() => row.textContent()).toContain('คุณลงทะเบียน');
    // Thai dates are in the Buddhist era (Gregorian year + 543).
    const buddhistYear = String(new Date().getFullYear() + 543);
    expect(await row.locator('time').textContent()).toContain(buddhistYear);
    await shot(page, 'catalog-library-history-th-phone');
    await expectAccessible(page, '/profile/library/history (th, phone)');
    await context.close();
  });
});
