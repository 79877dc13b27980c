import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { APP_WEBVIEW_KEY } from '@/core/webview';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { mustUseApp } from './force-mobile-app';
import { storeLinkFor } from './components/mobile-app-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.removeItem(APP_WEBVIEW_KEY);
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const stamp = '2026-01-01T00:00:00.000Z';

describe('force-use-mobile-app', () => {
  it('sends matching phones outside the web view to the store page, never /mobile/ or desktops', () => {
    expect(mustUseApp(1, ANDROID, '/course', false)).toBe(true);
    expect(mustUseApp(3, ANDROID, '/course', false)).toBe(false);
    expect(mustUseApp(1, IPHONE, '/mobile/course', false)).toBe(false);
    expect(mustUseApp(1, IPHONE, '/', true)).toBe(false);
    expect(mustUseApp(1, 'Mozilla/5.0 (X11; Linux x86_64)', '/', false)).toBe(false);
    expect(mustUseApp(0, IPHONE, '/', false)).toBe(false);
  });

  it('picks the phone’s own store link', () => {
    expect(storeLinkFor(IPHONE, 'https://apps.apple.com/x', 'https://play.google.com/x')).toBe(
      'https://apps.apple.com/x',
    );
    expect(storeLinkFor(ANDROID, 'https://apps.apple.com/x', '')).toBe('');
  });

  it('shows a phone the configured store links (Thai)', { timeout: 30_000 }, async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    installFakeServer({
      '/api/config/': {
        status: 200,
        body: {
          config_dict: {
            'force-use-mobile-app': 1,
            'mobile-app-store-url': 'https://apps.apple.com/app/portal',
            'mobile-app-google-play-url': 'https://play.google.com/store/apps/details?id=portal',
          },
          config_datetime_update: stamp,
        },
      },
    });
    renderApp(webfrontRoutes, '/mobile-app?lang=th');
    expect(await screen.findByRole('heading', { name: 'ดาวน์โหลดแอปบนมือถือ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดบน App Store' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/portal',
    );
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดบน Google Play' })).toBeTruthy();
  });
});

describe('/mobile/session-login', () => {
  it('says so when the token was already used', { timeout: 30_000 }, async () => {
    const server = installFakeServer({
      'POST /api/account/mobile-session-login/': {
        status: 400,
        body: { code: 'invalid_token', detail: 'x' },
      },
    });
    renderApp(webfrontRoutes, '/mobile/session-login?token=abc&next=/mobile/course');
    expect(await screen.findByTestId('mobile-login-failed')).toBeTruthy();
    expect(
      server.calls.filter((c) => c.method === 'POST' && c.path.includes('mobile-session')).length,
    ).toBe(1);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('/mobile/course', () => {
  it(
    'renders the course list without the portal header, menu or footer',
    { timeout: 30_000 },
    async () => {
      installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
        '/api/course/': { status: 200, body: paged([buildCard({ id: 3, title: 'Safety first' })]) },
      });
      renderApp(webfrontRoutes, '/mobile/course');
      expect(await screen.findByText('Safety first')).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(window.sessionStorage.getItem(APP_WEBVIEW_KEY)).toBe('1');
    },
  );
});
