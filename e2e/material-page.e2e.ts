import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launch, snap } from './support/browser';
import { demoMaterialId, newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Materials published on their own pages: a learner watches the demo video at /video/{id},
 * finds the related article and guide, and rates it; a Thai learner on a phone reviews the
 * article. Each learner is new, so reviews from other runs are not theirs.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const freshLearner = (viewport = DESKTOP, locale?: string) =>
  newLearnerPage(browser, 'material', viewport, locale);

describe('a material on its own page', () => {
  it('plays the video, lists related materials and takes a review', async () => {
    const { context, page } = await freshLearner();
    const id = await demoMaterialId(page, 'video', 'M-STRETCH-VIDEO');
    await page.goto(`/video/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Desk stretches in two minutes' }).waitFor();
    await page.locator('video[data-testid="media-player"]').waitFor();
    await snap(page, 'material-video-desktop');

    await page.getByRole('tab', { name: 'Related' }).click();
    await page.waitForURL(`**/video/${id}/related`);
    await page.getByText('Why short breaks help you focus').waitFor();
    await page.getByText('Stretching guide (PDF)').waitFor();

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.waitForURL(`**/video/${id}/review`);
    await page.getByRole('button', { name: 'Save review' }).click();
    await page.getByText('Choose from 1 to 5 stars.').waitFor();
    await page.getByRole('radio', { name: '4' }).press('Enter');
    await page.getByLabel('Comment (optional)').fill('Quick and useful <b>between meetings</b>');
    await page.getByRole('button', { name: 'Save review' }).click();
    await page.getByText('Thank you. Your review is saved.').waitFor();
    await page.locator('li').getByText('Quick and useful <b>between meetings</b>').waitFor();
    await page.getByRole('button', { name: 'Update review' }).waitFor();
    await snap(page, 'material-review-desktop');
    await context.close();
  });

  it('takes a Thai review of the article on a phone', async () => {
    const { context, page } = await freshLearner(PHONE, 'th-TH');
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    const id = await demoMaterialId(page, 'article', 'M-STRETCH-ARTICLE');
    await page.goto(`/article/${id}`);
    await page.getByRole('heading', { level: 2, name: 'หยุดพักเพื่อสมาธิ' }).waitFor();
    // Read to its end on its own page, the article is completed and joins My library.
    await page.locator('[data-testid="article-body"]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.getByTestId('material-progress').getByText('คุณเรียนเนื้อหานี้จบแล้ว').waitFor();
    const done = await api<{ results: { content: { id: number } }[] }>(
      page,
      'GET',
      'profile/library/?group=done',
    );
    expect(done.results.map((r) => r.content.id)).toContain(id);
    await snap(page, 'material-article-done-phone-th');
    await page.getByRole('tab', { name: 'รีวิว' }).click();
    await page.getByRole('radio', { name: '5' }).press('Enter');
    await page.getByLabel('ความคิดเห็น (ไม่บังคับ)').fill('อ่านง่าย ได้ไอเดียพักสายตา');
    await page.getByRole('button', { name: 'บันทึกรีวิว' }).click();
    await page.getByText('ขอบคุณ บันทึกรีวิวของคุณแล้ว').waitFor();
    await page.locator('li').getByText('อ่านง่าย ได้ไอเดียพักสายตา').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'material-review-phone-th');
    await context.close();
  });
});
