import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const answer = (isValid: boolean) => ({
  status: 200,
  body: {
    code: '7KQ2M9XDA4B8C3EF',
    learner_name: 'สมชาย ใจดี',
    content_title_en: 'Workplace safety',
    content_title_th: 'ความปลอดภัยในที่ทำงาน',
    datetime_issue: '2026-11-23T05:00:00.000Z',
    is_valid: isValid,
  },
});

describe('/certificate/verify/{code}', { timeout: 20_000 }, () => {
  it('confirms a valid certificate to a signed-out visitor', async () => {
    const { calls } = installFakeServer({
      '/api/certificate/verify/7KQ2-M9XD-A4B8-C3EF/': answer(true),
    });
    const { router } = renderApp(webfrontRoutes, '/certificate/verify/7KQ2-M9XD-A4B8-C3EF');
    expect(await screen.findByText('This certificate is valid')).toBeTruthy();
    expect(screen.getByText('สมชาย ใจดี')).toBeTruthy();
    expect(screen.getByText('Workplace safety')).toBeTruthy();
    expect(screen.getByText('ความปลอดภัยในที่ทำงาน')).toBeTruthy();
    expect(screen.getByText('23 November 2026')).toBeTruthy();
    expect(screen.getByText('7KQ2-M9XD-A4B8-C3EF')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/certificate/verify/7KQ2-M9XD-A4B8-C3EF');
    expect(calls.some((c) => c.path === '/api/certificate/verify/7KQ2-M9XD-A4B8-C3EF/')).toBe(true);
  });

  it('says when a certificate was revoked', async () => {
    installFakeServer({ '/api/certificate/verify/AAAA/': answer(false) });
    renderApp(webfrontRoutes, '/certificate/verify/AAAA');
    expect(
      await screen.findByText('This certificate has been revoked and is no longer valid'),
    ).toBeTruthy();
  });

  it('says when no certificate has the code', async () => {
    installFakeServer({
      '/api/certificate/verify/ZZZZ/': { status: 404, body: { detail: 'x', code: 'not_found' } },
    });
    renderApp(webfrontRoutes, '/certificate/verify/ZZZZ');
    expect(
      await screen.findByText(
        'No certificate has this code. Check the code on the certificate and try again.',
      ),
    ).toBeTruthy();
  });
});
