import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { leavePrepaintUnless } from '@/core/prepaint';
import { buildCourse } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

/**
 * The server writes a course page's first paint (#prepaint) over the app (issue 21 item 2): it
 * must stay while the app starts and asks the course, leave in the commit that renders the course,
 * and never stay over another page or an error.
 */
function serverFirstPaint(path: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'prepaint';
  element.dataset.path = path;
  element.setAttribute('aria-hidden', 'true');
  element.textContent = 'Leading a team';
  document.body.prepend(element);
  return element;
}

afterEach(() => {
  document.getElementById('prepaint')?.remove();
  vi.unstubAllGlobals();
});

describe("a course page's first paint from the server", { timeout: 20_000 }, () => {
  it('stays while the course is asked, and leaves in the commit that renders it', async () => {
    const prepaint = serverFirstPaint('/course/6');
    const { fetch } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: buildCourse() },
    });
    let answer = () => {};
    let asked = false;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((input instanceof Request ? input.url : input.toString()).includes('/api/course/6/')) {
        asked = true;
        await gate;
      }
      return fetch(input, init);
    });
    renderApp(webfrontRoutes, '/course/6');
    // The app has started and is waiting for the course: the picture still covers it.
    await waitFor(() => expect(asked).toBe(true));
    expect(prepaint.isConnected).toBe(true);
    expect(screen.queryByRole('heading', { level: 1, name: 'Leading a team' })).toBeNull();
    answer();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Leading a team' });
    expect(heading).toBeTruthy();
    expect(prepaint.isConnected).toBe(false);
  });

  it('leaves when the course cannot be shown', async () => {
    const prepaint = serverFirstPaint('/course/6');
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
    });
    renderApp(webfrontRoutes, '/course/6');
    await waitFor(() => expect(prepaint.isConnected).toBe(false));
  });

  it('leaves at once when the address shown is another page', async () => {
    const prepaint = serverFirstPaint('/course/6');
    installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser() } });
    renderApp(webfrontRoutes, '/course');
    await waitFor(() => expect(prepaint.isConnected).toBe(false));
  });

  it('leaves in the commit that renders the home, and the course list, with their heading', async () => {
    for (const [path, heading] of [
      ['/', /Welcome/],
      ['/course', 'Courses'],
    ] as const) {
      const prepaint = serverFirstPaint(path);
      installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
        '/api/course/': {
          status: 200,
          body: { count: 0, next: null, previous: null, results: [] },
        },
      });
      const view = renderApp(webfrontRoutes, path);
      expect(prepaint.isConnected).toBe(true);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(prepaint.isConnected).toBe(false);
      view.unmount();
    }
  });

  it("leaves in the mobile app's web view, which has no header nor menu", async () => {
    const prepaint = serverFirstPaint('/course/6');
    const { fetch } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
    });
    // The course never answers: only the web view can take the picture away.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      (input instanceof Request ? input.url : input.toString()).includes('/api/course/6/')
        ? new Promise(() => {})
        : fetch(input, init),
    );
    renderApp(webfrontRoutes, '/course/6?is_app_webview=true');
    await waitFor(() => expect(prepaint.isConnected).toBe(false));
    window.sessionStorage.clear();
  });

  it('compares paths without a trailing slash', () => {
    const prepaint = serverFirstPaint('/course/6/');
    leavePrepaintUnless('/course/6');
    expect(prepaint.isConnected).toBe(true);
    leavePrepaintUnless('/course/7');
    expect(prepaint.isConnected).toBe(false);
  });
});
