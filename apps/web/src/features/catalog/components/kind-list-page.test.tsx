import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { MATERIAL_KINDS } from '@portal/shared';

afterEach(() => vi.unstubAllGlobals());

const test = buildCard({
  id: 70,
  content_type: { id: 4, code: 'test', name: 'Test' },
  title: 'Thailand basics quiz',
  labels: [],
});

describe('/test and /survey', () => {
  it('lists tests only, asking the catalog for content_type=test, linking each to its page', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/': { status: 200, body: paged([test]) },
    });
    renderApp(webfrontRoutes, '/test?search=quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Thailand basics quiz' });
    expect(link.getAttribute('href')).toBe('/test/70');
    const asked = calls.find((c) => c.path === '/api/course/');
    expect(new URLSearchParams(asked?.search).get('content_type')).toBe('test');
    expect(new URLSearchParams(asked?.search).get('search')).toBe('quiz');
  });

  it('lists surveys in Thai', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/course/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/survey');
    expect(await screen.findByRole('heading', { level: 1, name: 'แบบสำรวจ' })).toBeTruthy();
    expect(
      new URLSearchParams(calls.find((c) => c.path === '/api/course/')?.search).get('content_type'),
    ).toBe('survey');
  });

  it('lists the learning materials of every material kind', async () => {
    const video = buildCard({
      id: 71,
      content_type: { id: 6, code: 'video', name: 'Video' },
      title: 'Lifting safely',
      labels: [],
    });
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/': { status: 200, body: paged([video]) },
    });
    renderApp(webfrontRoutes, '/learning-material');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning materials' }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Lifting safely' })).toBeTruthy();
    const kinds = new URLSearchParams(calls.find((c) => c.path === '/api/course/')?.search)
      .get('content_type')
      ?.split(',');
    expect(kinds).toEqual([...MATERIAL_KINDS]);
  });
});
