import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const page = (results: unknown[] = []) => ({
  count: results.length,
  total: results.length,
  page_size: 5,
  next: null,
  previous: null,
  results,
});

/**
 * The SCORM player's own page under a login-as session: the banner (whom the administrator is
 * signed in as, and Return) stays above the running package, in English and in Thai.
 */
describe('the login-as banner on the SCORM player', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Somchai Jaidee', 'Return'],
    ['th', 'Somchai Jaidee', 'กลับ'],
  ] as const)('shows whom the administrator is signed in as (%s)', async (language, name, back) => {
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser({
          language,
          is_login_as: true,
          datetime_login_as_expire: '2099-01-01T10:00:00.000Z',
        }),
      },
      '/api/scorm/12/': {
        status: 200,
        body: {
          content_id: 12,
          title: 'Safety basics',
          version: '1.2',
          launch_url: '/media/scorm/t/token/index.html',
          bridge_nonce: 'nonce',
          attempt_no: 1,
          cmi: {},
          material: null,
        },
      },
      '/api/scorm/12/attempt/': { status: 200, body: page() },
    });
    const { i18n } = renderApp(webfrontRoutes, '/learning-material/scorm/12?course=4&slot=7');
    await i18n.changeLanguage(language);
    const banner = await screen.findByTestId('login-as-banner');
    // The package runs below the banner.
    const frame = await screen.findByTitle(/Safety basics/);
    expect(frame.tagName).toBe('IFRAME');
    expect(banner.textContent).toContain(name);
    expect(banner.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      Array.from(banner.querySelectorAll('button')).some((b) => b.textContent?.includes(back)),
    ).toBe(true);
    await i18n.changeLanguage('en');
  });
});
