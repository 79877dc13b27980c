import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const privacy = {
  id: 9,
  kind: 'privacy',
  version: 3,
  topic: 'Privacy notice',
  body: 'We keep your e-mail to sign you in.',
  is_publish: true,
  is_accepted: false,
  datetime_publish: '2026-11-01T00:00:00Z',
};

describe('the privacy documents, for a visitor', { timeout: 30_000 }, () => {
  it('are readable before signing up, with the way back and nothing to accept', async () => {
    const server = installFakeServer({ '/api/term/privacy/': { status: 200, body: privacy } });
    renderApp(webfrontRoutes, '/privacy-data/privacy-notice?from=%2Faccount%2Fregister');
    expect(await screen.findByText('We keep your e-mail to sign you in.')).toBeTruthy();
    expect(screen.getByTestId('term-visitor-note').textContent).toContain(
      'You can read this before you sign up.',
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/account/register',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /accept/i })).toBeNull();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual(
      server.calls.filter((call) => call.path === '/api/analytic/session/'),
    );
  });

  it('go back to the sign-up page unless a safe local page asked', async () => {
    installFakeServer({ '/api/term/privacy/': { status: 200, body: privacy } });
    renderApp(webfrontRoutes, '/privacy-data/privacy-notice?from=https%3A%2F%2Fevil.example');
    await screen.findByText('We keep your e-mail to sign you in.');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/account/register',
    );
  });

  it('SPEC’s /terms opens the terms and conditions, in Thai', async () => {
    installFakeServer({
      '/api/term/': {
        status: 200,
        body: { ...privacy, kind: 'term', topic: 'ข้อกำหนด', body: 'ใช้งานอย่างสุภาพ' },
      },
    });
    const { router, i18n } = renderApp(webfrontRoutes, '/terms?lang=th');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/privacy-data/terms-conditions'),
    );
    expect(await screen.findByText('ใช้งานอย่างสุภาพ')).toBeTruthy();
    expect(i18n.language).toBe('th');
    expect(screen.getByRole('link', { name: 'ย้อนกลับ' })).toBeTruthy();
  });

  it('are linked from the sign-up form, in a new tab so nothing typed is lost', async () => {
    installFakeServer({});
    renderApp(webfrontRoutes, '/account/register');
    const link = await screen.findByRole('link', { name: 'Privacy notice' });
    expect(link.getAttribute('href')).toBe(
      '/privacy-data/privacy-notice?from=%2Faccount%2Fregister',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    for (const name of ['Terms and conditions', 'Data consent'])
      expect(screen.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
  });
});
