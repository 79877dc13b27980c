import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** /profile/library/{contenttypeid}/suggestion (issue 21 item 24, SPEC §2). */
describe('/profile/library/{contenttypeid}/suggestion', { timeout: 20_000 }, () => {
  it('lists surveys the learner has not taken, asking the server for that kind, in Thai', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/profile/library/suggestion/': {
        status: 200,
        body: paged([buildCard({ id: 41, title: 'แบบสำรวจความพึงพอใจ' })]),
      },
    });
    renderApp(webfrontRoutes, '/profile/library/survey/suggestion');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แนะนำสำหรับคุณ: แบบสำรวจ' }),
    ).toBeTruthy();
    expect(await screen.findByText('แบบสำรวจความพึงพอใจ')).toBeTruthy();
    const asked = calls.find((c) => c.path === '/api/profile/library/suggestion/');
    expect(new URLSearchParams(asked?.search).get('content_type')).toBe('survey');
    expect(screen.getByRole('link', { name: /กลับไปคลังการเรียนรู้ของฉัน/ }).getAttribute('href')).toBe(
      '/profile/library/survey',
    );
  });

  it('says so for a content type that does not exist, without asking the server', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
    });
    renderApp(webfrontRoutes, '/profile/library/nothing/suggestion');
    expect(await screen.findByText('This content type does not exist.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/profile/library/suggestion/')).toBe(false);
  });
});
