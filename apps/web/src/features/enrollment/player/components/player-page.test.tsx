import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  STORAGE_KEYS,
  type CourseDetail,
  type MaterialDetail,
  type SlotDetail,
} from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCourse } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const enrolled = {
  id: 9,
  status: 21 as const,
  status_group: 'doing' as const,
  percent: 66,
  datetime_start: '2026-11-20T08:00:00Z',
  datetime_complete: null,
};

function article(): MaterialDetail {
  return {
    id: 116,
    code: 'A-1',
    content_type: { id: 15, code: 'article', name: 'Article' },
    title: 'Introduction',
    desc: '',
    desc_is_html: false,
    duration_seconds: null,
    page_count: null,
    is_allow_download: false,
    is_review_enabled: true,
    media: null,
    article_html: '<h2>Welcome</h2><p>Read this to the end.</p>',
    external_video: null,
    stamp: { action: 10, percent: 100 },
    learning_result: null,
  };
}

/** The course with the article not done and the two other slots complete. */
function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const base = buildCourse({ enroll_case: 'learning', learning_result: enrolled });
  const done = { status: 30 as const, percent: 100 };
  return {
    ...base,
    section_list: base.section_list.map((s) => ({
      ...s,
      slot_list: s.slot_list.map((slot) =>
        slot.id === 16 ? slot : { ...slot, learning_result: done },
      ),
    })),
    ...overrides,
  };
}

const slot16: SlotDetail = { id: 16, course_id: 6, is_required: true, material: article() };
const progressAnswer = {
  slot_id: 16,
  material: { id: 116, status: 30, percent: 100, position: 0, page: 0 },
  course: { id: 6, status: 30, percent: 100 },
};

describe('/course/{courseid}/playlist', { timeout: 20_000 }, () => {
  it('opens the first unfinished lesson, records the article as read and shows the course completed', async () => {
    const { calls, fetch } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: course() },
      '/api/course/6/slot/16/': { status: 200, body: slot16 },
      'POST /api/course/6/slot/16/progress/': { status: 200, body: progressAnswer },
    });
    const { router } = renderApp(webfrontRoutes, '/course/6/playlist');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/course/6/playlist/16');
    expect(screen.getByText('Lesson 1 of 3')).toBeTruthy();

    // No IntersectionObserver in jsdom: the end counts as seen at once.
    await screen.findByText('Read to the end: this article is complete.');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(
      ([input]) => typeof input === 'string' && input.includes('/progress/'),
    );
    const body = post?.[1]?.body;
    expect(JSON.parse(typeof body === 'string' ? body : '{}')).toMatchObject({
      action: 10,
      percent: 100,
    });
    // The completion moment (issue 21 item 9): no certificate in this course, a plain panel.
    expect(await screen.findByText('You completed Leading a team')).toBeTruthy();
    expect(screen.getByText('Course progress 100%')).toBeTruthy();
  });

  it('sends a learner who is not enrolled to the course page', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: buildCourse() },
    });
    renderApp(webfrontRoutes, '/course/6/playlist/16');
    expect(await screen.findByText('Enrol in this course to open its lessons.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(
      '/course/6',
    );
  });

  it('keeps a stamp the server could not take in stampMedia, and submits it at the next start', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: course() },
      '/api/course/6/slot/16/': { status: 200, body: slot16 },
      'POST /api/course/6/slot/16/progress/': {
        status: 503,
        body: { detail: 'x', code: 'server_error' },
      },
    });
    const first = renderApp(webfrontRoutes, '/course/6/playlist/16');
    expect(
      await screen.findByText('Your progress will be saved when the connection comes back.'),
    ).toBeTruthy();
    const stored = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.stampMedia) ?? '[]',
    ) as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        courseId: 6,
        slotId: 16,
        stamp: expect.objectContaining({ percent: 100 }),
      }),
    ]);
    first.unmount();

    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      'POST /api/course/6/slot/16/progress/': { status: 200, body: progressAnswer },
    });
    renderApp(webfrontRoutes, '/profile/my-profile');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.stampMedia)).toBeNull());
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/api/course/6/slot/16/progress/'),
    ).toHaveLength(1);
  });
});

describe('the login-as banner on the players', { timeout: 20_000 }, () => {
  const asLearner = buildUser({
    first_name: 'Malee',
    last_name: 'Jaidee',
    is_login_as: true,
    datetime_login_as_expire: '2099-01-01T10:00:00.000Z',
  });
  for (const path of ['/course/6/playlist', '/mobile/course/6/playlist']) {
    it(`shows whom the administrator is signed in as on ${path}`, async () => {
      installFakeServer({
        '/api/account/profile/': { status: 200, body: asLearner },
        '/api/course/6/': { status: 200, body: course() },
        '/api/course/6/slot/16/': { status: 200, body: slot16 },
        'POST /api/course/6/slot/16/progress/': { status: 200, body: progressAnswer },
      });
      renderApp(webfrontRoutes, path);
      expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
      const banner = await screen.findByTestId('login-as-banner');
      expect(banner.textContent).toContain('Malee Jaidee');
    });
  }
});
