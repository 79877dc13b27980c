import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { forgetVisitLanguage, LANGUAGE_STORAGE_KEY } from '@/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** The front's fake server with a dictionary stamped `stamp` holding `labels`. */
function server(stamp: string, labels: Record<string, string>) {
  return installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser() },
    '/api/config/check-update/': {
      status: 200,
      body: { config_datetime_update: stamp, dict_datetime_update: stamp },
    },
    '/api/dict/': { status: 200, body: { dict_datetime_update: stamp, en: labels, th: {} } },
  });
}

describe('startup: the dictionary of dashboard labels', { timeout: 30_000 }, () => {
  it('shows an administrator’s label on the first screen, and a newer one at the next start', async () => {
    server('2026-01-01T00:00:00.000Z', { courses: 'Programmes' });
    const first = renderApp(webfrontRoutes, '/profile/my-profile');
    expect(await screen.findByRole('link', { name: 'Programmes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
    first.unmount();

    // Cached until check-update answers a newer dict_datetime_update.
    const cached = server('2026-01-01T00:00:00.000Z', { courses: 'Ignored' });
    const second = renderApp(webfrontRoutes, '/profile/my-profile');
    expect(await screen.findByRole('link', { name: 'Programmes' })).toBeTruthy();
    expect(cached.calls.some((c) => c.path === '/api/dict/')).toBe(false);
    second.unmount();

    const newer = server('2026-02-01T00:00:00.000Z', { courses: 'Training catalogue' });
    renderApp(webfrontRoutes, '/profile/my-profile');
    expect(await screen.findByRole('link', { name: 'Training catalogue' })).toBeTruthy();
    expect(newer.calls.some((c) => c.path === '/api/dict/')).toBe(true);
  });
});

describe('startup: ?lang= for one visit (issue 21 item 19)', { timeout: 30_000 }, () => {
  it('shows the visit in Thai without saving it to the profile or the stored choice', async () => {
    const calls = server('2026-01-01T00:00:00.000Z', {}).calls;
    const first = renderApp(webfrontRoutes, '/profile/my-profile?lang=th');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    first.unmount();

    // Later in the same visit, without ?lang: still Thai, though the profile says English.
    server('2026-01-01T00:00:00.000Z', {});
    document.documentElement.lang = 'en';
    const second = renderApp(webfrontRoutes, '/profile/my-profile');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    second.unmount();

    // A new visit (the tab's session gone) is in the profile's language again.
    window.sessionStorage.clear();
    forgetVisitLanguage();
    server('2026-01-01T00:00:00.000Z', {});
    renderApp(webfrontRoutes, '/profile/my-profile');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
