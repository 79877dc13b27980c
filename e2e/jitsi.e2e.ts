import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIVE_STATUS } from '@portal/shared';
import { DEMO, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * The Jitsi Meet embed's contract (issue 16, item 4). There is no internet here, so the real
 * Jitsi Meet is never loaded: the administrator points `live-jitsi-server` at a host of this
 * journey's own, and the browser's requests to it are answered by a small stand-in of
 * `external_api.js` that records how it was called and draws a frame. The journey checks that
 * the portal loads the script from the configured server (the CSP allowing it), and constructs
 * the meeting with that server, the session's room, the learner's display name and language;
 * that joining records the attendance with check-in source 3 (live); and that the page offers
 * the room in a new tab when the script cannot load. English at 1366 px, Thai on a 390 px phone.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
const SERVER = 'meet.stand-in.test';
const token = `js${Date.now().toString(36)}`;
const title = `Team huddle ${token}`;
/** A loaded 2-core machine can take long to load a page: generous rather than flaky. */
const PAGE_TIMEOUT_MS = 60_000;
/** The status job runs once a minute (pg-boss cron): wait for it up to three ticks. */
const JOB_WAIT_MS = 200_000;

/** What the stand-in's constructor was given, kept on window for the journey to read. */
interface Construction {
  domain: string;
  roomName: string;
  displayName: string | null;
  lang: string;
  parentIsElement: boolean;
}

/** The stand-in of Jitsi's iframe API: the same global, constructor and dispose(). */
const STAND_IN = `
window.JitsiMeetExternalAPI = function (domain, options) {
  window.__jitsiCalls = window.__jitsiCalls || [];
  window.__jitsiCalls.push({
    domain: domain,
    roomName: options.roomName,
    displayName: options.userInfo ? options.userInfo.displayName : null,
    lang: options.lang,
    parentIsElement: options.parentNode instanceof HTMLElement,
  });
  var frame = document.createElement('div');
  frame.setAttribute('data-jitsi-stand-in', options.roomName);
  frame.textContent = 'Stand-in meeting ' + options.roomName;
  options.parentNode.appendChild(frame);
  this.dispose = function () { frame.remove(); };
};`;

let browser: Browser;
let admin: { page: Page; close: () => Promise<void> };
let classId = 0;
let sessionId = 0;
/** The setting's default, put back at the end (the journey's database starts with it). */
const DEFAULT_SERVER = 'meet.jit.si';

/** Answers the stand-in server's requests: the script, or a refusal when `broken`. */
async function standIn(page: Page, broken = false) {
  const requested: string[] = [];
  await page.route(`https://${SERVER}/**`, async (route: Route) => {
    requested.push(route.request().url());
    if (broken) return route.fulfill({ status: 503, body: 'down' });
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
  });
  return requested;
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser, LAPTOP);
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/account/'));
  admin = { page, close: () => context.close() };
  await api(page, 'PATCH', 'dashboard/config/live-jitsi-server/', { value: SERVER });
  const created = await api<{ id: number }>(page, 'POST', 'dashboard/class/', {
    code: `JS-${token}`,
    title_en: `Online huddles ${token}`,
    title_th: `ประชุมออนไลน์ ${token}`,
    capacity: 10,
  });
  classId = created.id;
  const session = await api<{ id: number }>(page, 'POST', `dashboard/class/${classId}/session/`, {
    kind: 'conference',
    title_en: title,
    title_th: `ประชุมทีม ${token}`,
    datetime_start: new Date(Date.now() - 60_000).toISOString(),
    datetime_end: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    time_zone: 'Asia/Bangkok',
    checkin_open_minutes: 0,
    checkin_close_minutes: 0,
  });
  sessionId = session.id;
  await api(page, 'POST', `dashboard/class/${classId}/publish/`, { is_publish: true });
  const deadline = Date.now() + JOB_WAIT_MS;
  const path = `dashboard/class/${classId}/session/${sessionId}/`;
  while ((await api<{ live_status: number }>(page, 'GET', path)).live_status !== LIVE_STATUS.live) {
    if (Date.now() > deadline) throw new Error('the live-status job did not make the session live');
    await page.waitForTimeout(1000);
  }
}, JOB_WAIT_MS + 60_000);
afterAll(async () => {
  if (admin)
    await api(admin.page, 'PATCH', 'dashboard/config/live-jitsi-server/', {
      value: DEFAULT_SERVER,
    });
  await admin?.close();
  await browser?.close();
});

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __jitsiCalls?: Construction[] }).__jitsiCalls ?? []);

describe('the Jitsi Meet embed (a stand-in of external_api.js)', () => {
  test('loads the script from the configured server and joins the room with the learner’s name and language', async () => {
    const { context, page, account } = await newLearnerPage(browser, 'jitsi-en', LAPTOP);
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    try {
      const requested = await standIn(page);
      await api(page, 'POST', `class/${classId}/enroll/`, {});
      const live = await api<{ conference: { domain: string; room: string } }>(
        page,
        'GET',
        `live/${sessionId}/`,
      );
      expect(live.conference.domain).toBe(SERVER);
      await page.goto(`/live/${sessionId}`);
      await page.locator(`[data-jitsi-stand-in="${live.conference.room}"]`).waitFor();
      expect(requested).toEqual([`https://${SERVER}/external_api.js`]);
      expect(await calls(page)).toEqual([
        {
          domain: SERVER,
          roomName: live.conference.room,
          displayName: `${account.first_name} ${account.last_name}`,
          lang: 'en',
          parentIsElement: true,
        },
      ]);
      await page.getByText('You are checked in').waitFor();
      const detail = await api<{ attendance: { source: number } | null }>(
        page,
        'GET',
        `live/${sessionId}/`,
      );
      expect(detail.attendance?.source).toBe(3);
      await snap(page, 'jitsi-stand-in-en-1366');
    } finally {
      await context.close();
    }
  });

  test('in Thai on a phone the meeting is made in Thai; without the script the room opens in a new tab', async () => {
    const { context, page } = await newLearnerPage(browser, 'jitsi-th', PHONE_390, 'th-TH');
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    try {
      await api(page, 'PATCH', 'account/profile/', { language: 'th' });
      await standIn(page);
      await api(page, 'POST', `class/${classId}/enroll/`, {});
      await page.goto(`/live/${sessionId}`);
      await page.locator('[data-jitsi-stand-in]').waitFor();
      expect((await calls(page)).map((call) => call.lang)).toEqual(['th']);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1),
      ).toBe(false);
      await snap(page, 'jitsi-stand-in-th-390');

      // The server is unreachable: the page says so and links the room on the server.
      const down = await context.newPage();
      await standIn(down, true);
      await down.goto(`/live/${sessionId}`);
      const alert = down.getByRole('alert');
      await alert.waitFor();
      const room = (await api<{ conference: { room: string } }>(down, 'GET', `live/${sessionId}/`))
        .conference.room;
      const link = down.locator(`a[href="https://${SERVER}/${room}"]`);
      expect(await link.getAttribute('target')).toBe('_blank');
      await down.close();
    } finally {
      await api(page, 'PATCH', 'account/profile/', { language: 'en' });
      await context.close();
    }
  });
});
