import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIVE_STATUS } from '@portal/shared';
import { DEMO, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * Live sessions (issue 16, item 4). An administrator makes a class of its own with a stream
 * session that started a minute ago on the portal's own demo HLS playlist; the server's
 * live-status job (every minute) makes it live. A new learner enrols, finds it under /live,
 * opens its stream page: the video plays (its time advances) and they are checked in, once
 * (English, 1366 px). Another learner does the same in Thai on a 390 px phone.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const STREAM = '/demo-live/stream.m3u8';
const token = `lv${Date.now().toString(36)}`;
const title = `Safety briefing live ${token}`;
/** The status job runs once a minute (pg-boss cron): wait for it up to three ticks. */
const JOB_WAIT_MS = 200_000;

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let classId = 0;
let sessionId = 0;

interface Live {
  live_status: number;
  attendance: { source: number } | null;
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  admin = { page, close: () => context.close() };
  const created = await api<{ id: number }>(page, 'POST', 'dashboard/class/', {
    code: `LV-${token}`,
    title_en: `Site safety ${token}`,
    title_th: `ความปลอดภัยในไซต์งาน ${token}`,
    capacity: 10,
  });
  classId = created.id;
  const session = await api<{ id: number }>(page, 'POST', `dashboard/class/${classId}/session/`, {
    kind: 'live',
    title_en: title,
    title_th: `บรีฟความปลอดภัยสด ${token}`,
    datetime_start: new Date(Date.now() - 60_000).toISOString(),
    datetime_end: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    time_zone: 'Asia/Bangkok',
    stream_url: STREAM,
    // A stream session is joined on its page: no check-in window of its own.
    checkin_open_minutes: 0,
    checkin_close_minutes: 0,
  });
  sessionId = session.id;
  await api(page, 'POST', `dashboard/class/${classId}/publish/`, { is_publish: true });
  // Only the scheduled job moves the status: wait for it to make the session live.
  const deadline = Date.now() + JOB_WAIT_MS;
  const path = `dashboard/class/${classId}/session/${sessionId}/`;
  while ((await api<{ live_status: number }>(page, 'GET', path)).live_status !== LIVE_STATUS.live) {
    if (Date.now() > deadline) throw new Error('the live-status job did not make the session live');
    await page.waitForTimeout(1000);
  }
}, JOB_WAIT_MS + 60_000);
afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

/** The video's current time, once it has one. */
const playedSeconds = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

describe('live sessions', () => {
  test('an enrolled learner finds the live session, the stream plays, and they are checked in once', async () => {
    const { context, page } = await newLearnerPage(browser, 'live-en', LAPTOP);
    try {
      await api(page, 'POST', `class/${classId}/enroll/`, {});
      await page.goto('/live');
      const card = page.locator(`[data-live-id="${sessionId}"]`);
      await card.getByText('Live now').waitFor();
      await card.getByRole('link', { name: title }).click();
      await page.waitForURL(`**/live/${sessionId}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await snap(page, 'live-page-en-1366');
      await page.getByRole('link', { name: 'Watch the stream' }).click();
      await page.waitForURL(`**/live/${sessionId}/stream`);

      // The demo playlist plays: its time moves past a second.
      await page.locator('video').waitFor();
      await expect
        .poll(() => playedSeconds(page), { timeout: 20_000, interval: 200 })
        .toBeGreaterThan(1);
      await page.getByText('You are checked in').waitFor();
      await snap(page, 'live-stream-en-1366');

      const detail = await api<Live>(page, 'GET', `live/${sessionId}/`);
      expect(detail).toMatchObject({ live_status: LIVE_STATUS.live, attendance: { source: 3 } });
      // Opening the page again records nothing new.
      await page.reload();
      await page.getByText('You are checked in').waitFor();
      const again = await api<{ is_repeated: boolean }>(
        page,
        'POST',
        `live/${sessionId}/join/`,
        {},
      );
      expect(again.is_repeated).toBe(true);
      const klass = await api<{ attended_count: number; required_count: number }>(
        page,
        'GET',
        `class/${classId}/`,
      );
      expect(klass).toMatchObject({ attended_count: 1, required_count: 1 });
    } finally {
      await context.close();
    }
  });

  test('in Thai on a phone the stream page shows the status, plays and checks the learner in', async () => {
    const { context, page } = await newLearnerPage(browser, 'live-th', PHONE_390, 'th-TH');
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await api(page, 'POST', `class/${classId}/enroll/`, {});
      await page.goto(`/live/${sessionId}/stream`);
      await page.getByText('กำลังถ่ายทอดสด').first().waitFor();
      await expect
        .poll(() => playedSeconds(page), { timeout: 20_000, interval: 200 })
        .toBeGreaterThan(1);
      await page.getByText('บันทึกการเข้าเรียนแล้ว').waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1),
      ).toBe(false);
      await snap(page, 'live-stream-th-390');
      await page.goto('/live');
      await page.locator(`[data-live-id="${sessionId}"]`).getByText('กำลังถ่ายทอดสด').waitFor();
      await snap(page, 'live-list-th-390');
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await context.close();
    }
  });
});
