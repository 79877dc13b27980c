import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, signIn, type Account } from './support/session';

/**
 * A learner of its own (the demo learner's state belongs to the demo: the demo calendar enrols
 * them in this course) takes a demo course in the player: enrols, reads the article, plays the
 * video (stops half-way, reloads, resumes), pages through the PDF handout, watches the YouTube
 * slot, and the course completes. Then a second device (a phone, in Thai) sees the same
 * progress from the server. Stamps sent while offline are kept in `stampMedia` and submitted
 * at the next start.
 */

interface Slot {
  id: number;
  is_required: boolean;
  content: { content_type: { code: string } };
  learning_result: { status: number; percent: number } | null;
}
interface Course {
  id: number;
  learning_result: { status: number; percent: number } | null;
  section_list: { slot_list: Slot[] }[];
}

let browser: Browser;
let page: Page;
let account: Account;
let course: Course;
const slotOf = (code: string) =>
  course.section_list
    .flatMap((s) => s.slot_list)
    .find((s) => s.content.content_type.code === code)!;

async function outline(p: Page): Promise<Course> {
  return api<Course>(p, 'GET', `course/${course.id}/`);
}
async function slotStatus(p: Page, code: string): Promise<number | null> {
  const fresh = await outline(p);
  const slot = fresh.section_list.flatMap((s) => s.slot_list).find((s) => s.id === slotOf(code).id);
  return slot?.learning_result?.status ?? null;
}
const video = (p: Page) => p.locator('video[data-testid="media-player"]');

beforeAll(async () => {
  browser = await launch();
  ({ page, account } = await newLearnerPage(browser, 'player', DESKTOP));
  const found = await api<{ results: { id: number; code: string }[] }>(
    page,
    'GET',
    'course/?search=Mindfulness',
  );
  const id = found.results.find((r) => r.code === 'C-MIND-101')?.id;
  expect(id).toBeDefined();
  course = await api<Course>(page, 'GET', `course/${id}/`);
});
afterAll(async () => {
  await browser?.close();
});

describe('course player journey', () => {
  it('enrols from the course page and starts with the article, read to its end', async () => {
    await page.goto(`/course/${course.id}`);
    // The demo calendar gives this course an enrolment window, so its button says 'Enrol'.
    await page.getByRole('button', { name: /^Enrol( for free)?$/ }).click();
    await page.getByRole('link', { name: 'Start learning' }).click();
    await page.waitForURL(`**/course/${course.id}/playlist/${slotOf('article').id}`);
    await page.getByTestId('article-body').getByRole('heading', { level: 2 }).waitFor();
    await page.getByText('Read to the end: this article is complete.').waitFor();
    await expect.poll(() => slotStatus(page, 'article'), { timeout: 10_000 }).toBe(30);
    // The material list shows the new state without a reload.
    const item = page.locator(`[data-player-slot="${slotOf('article').id}"]`);
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toContain('Completed');
    await snap(page, 'player-article-desktop');
  });

  it('plays the video, resumes after a reload where the server says, and completes it', async () => {
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**/playlist/${slotOf('video').id}`);
    const canPlay = await video(page).evaluate((v: HTMLVideoElement) =>
      v.canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'),
    );
    expect(canPlay).not.toBe('');
    await video(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(3.2);
    const pausedAt = await video(page).evaluate((v: HTMLVideoElement) => {
      v.pause();
      return v.currentTime;
    });
    const counted = async () =>
      (
        await api<{ material: { learning_result: { position: number } | null } }>(
          page,
          'GET',
          `course/${course.id}/slot/${slotOf('video').id}/`,
        )
      ).material.learning_result?.position ?? 0;
    // The pause stamp has landed: the server counts where the learner stopped.
    await expect.poll(counted, { timeout: 10_000 }).toBeGreaterThan(pausedAt - 0.15);
    const position = await counted();

    await page.reload();
    await video(page).waitFor();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 10_000,
      })
      .toBeCloseTo(position, 0);
    await page.getByText(/^Resumed at 0:0\d$/).waitFor();
    await snap(page, 'player-video-resumed-desktop');

    await video(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.ended), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => slotStatus(page, 'video'), { timeout: 10_000 }).toBe(30);
  });

  it('skips the optional audio and pages through the PDF handout', async () => {
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**/playlist/${slotOf('audio').id}`);
    await page.locator('audio[data-testid="media-player"]').waitFor();
    expect(slotOf('audio').is_required).toBe(false);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**/playlist/${slotOf('document').id}`);
    await page.locator('.react-pdf__Page canvas').waitFor();
    await page.getByText('Page 1 of 4').waitFor();
    // Each page counts once it has stayed on screen a moment (issue 13 item 8): read, then turn.
    const documentPercent = async () =>
      (
        await api<{ material: { learning_result: { percent: number } | null } }>(
          page,
          'GET',
          `course/${course.id}/slot/${slotOf('document').id}/`,
        )
      ).material.learning_result?.percent ?? 0;
    await expect.poll(documentPercent, { timeout: 10_000 }).toBe(25);
    for (const n of [2, 3, 4]) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(`Page ${n} of 4`).waitFor();
      await page.locator(`.react-pdf__Page[data-page-number="${n}"] canvas`).waitFor();
      await expect.poll(documentPercent, { timeout: 10_000 }).toBe(n * 25);
    }
    await expect.poll(() => slotStatus(page, 'document'), { timeout: 10_000 }).toBe(30);
    await expect(
      page.getByRole('link', { name: 'Download' }).getAttribute('href'),
    ).resolves.toMatch(/\/api\/material\/\d+\/media\/\?download=1$/);
    await snap(page, 'player-document-desktop');
  });

  it('keeps stamps made offline in stampMedia and submits them at the next start', async () => {
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**/playlist/${slotOf('external_video').id}`);
    await page.getByTestId('external-video').waitFor({ state: 'attached' });
    // No network to YouTube here: the seconds on screen are counted instead.
    await page.getByText(/^Watched 0:0[2-9] of 0:19$/).waitFor();
    await page.context().setOffline(true);
    await page.getByText('Your progress will be saved when the connection comes back.').waitFor();
    const stored = await page.evaluate(() => window.localStorage.getItem('stampMedia'));
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({ courseId: course.id, slotId: slotOf('external_video').id }),
    ]);
    await page.context().setOffline(false);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('stampMedia')), {
        timeout: 10_000,
      })
      .toBeNull();
  });

  it('watches the YouTube slot to its end and the course completes', async () => {
    await page.getByTestId('external-video').waitFor({ state: 'attached' });
    const src = await page.getByTestId('external-video').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/jNQXAC9IVRw\?enablejsapi=1/);
    await expect
      .poll(() => slotStatus(page, 'external_video'), { timeout: 30_000, interval: 1000 })
      .toBe(30);
    await page.getByTestId('completion-panel').waitFor();
    expect((await outline(page)).learning_result?.status).toBe(30);
    await snap(page, 'player-course-completed-desktop');
    // YouTube never answered (no network to it here): a message and the link, not a dead frame.
    await page.getByText('This video cannot be played here').waitFor();
    expect(await page.getByTestId('external-video').isVisible()).toBe(false);
    expect(
      await page.getByRole('link', { name: 'Watch the video on its site' }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=jNQXAC9IVRw/);
    await page.setViewportSize({ width: 1366, height: 800 });
    await snap(page, 'player-youtube-failed-1366-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'player-youtube-failed-390-en');
    await page.setViewportSize(DESKTOP);
  });

  it('shows the same progress on a second device, a phone in Thai', async () => {
    const phone = await newPage(browser, PHONE, 'th-TH');
    await signIn(phone.page, account);
    await phone.page.goto(`/course/${course.id}/playlist?lang=th`);
    // Every required slot is complete: the first unfinished one is the optional audio.
    await phone.page.waitForURL(`**/playlist/${slotOf('audio').id}*`);
    await phone.page.getByTestId('completion-panel').waitFor();
    await phone.page.getByText('ความคืบหน้าของคอร์ส 100%').waitFor();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await snap(phone.page, 'player-course-completed-phone-th');

    await phone.page.goto(`/course/${course.id}/playlist/${slotOf('document').id}`);
    await phone.page.locator('.react-pdf__Page canvas').waitFor();
    // It opens at the furthest page read, from the server.
    await phone.page.getByText('หน้า 4 จาก 4').waitFor();
    await snap(phone.page, 'player-document-phone-th');

    await phone.page.goto(`/course/${course.id}/playlist/${slotOf('video').id}`);
    await video(phone.page).waitFor();
    await snap(phone.page, 'player-video-phone-th');

    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(`/course/${course.id}/playlist/${slotOf('external_video').id}`);
    await phone.page.getByText('ไม่สามารถเล่นวิดีโอนี้ในหน้านี้ได้').waitFor();
    await snap(phone.page, 'player-youtube-failed-390-th');
    await phone.context.close();

    // Another device: a ?lang= visit holds in its own tab only (the profile stays English).
    const wide = await newPage(browser, DESKTOP, 'th-TH');
    await signIn(wide.page, account);
    await wide.page.goto(`/course/${course.id}/playlist/${slotOf('article').id}?lang=th`);
    await wide.page.getByText('อ่านจบแล้ว บทความนี้เสร็จสมบูรณ์').waitFor();
    await snap(wide.page, 'player-article-desktop-th');
    await wide.page.setViewportSize({ width: 1366, height: 800 });
    await wide.page.goto(`/course/${course.id}/playlist/${slotOf('external_video').id}`);
    await wide.page.getByText('ไม่สามารถเล่นวิดีโอนี้ในหน้านี้ได้').waitFor();
    await snap(wide.page, 'player-youtube-failed-1366-th');
    await wide.context.close();
  });
});
