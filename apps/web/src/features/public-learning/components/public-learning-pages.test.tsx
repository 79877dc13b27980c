import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicLearningDetail } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';
const b2c = {
  '/api/config/': {
    status: 200,
    body: { config_dict: { 'config-b2c-is-enabled': true }, config_datetime_update: stamp },
  },
};
const provider = { id: 4, name: 'วิทยาลัยชุมชนเปิด', image: null };
const item: PublicLearningDetail = {
  id: 31,
  title: 'นั่งให้ถูกท่า',
  desc: 'นิสัยการนั่งง่าย ๆ',
  image: null,
  provider,
  body: '<p>วางเท้าราบกับพื้น</p>',
  link: null,
};

describe('/public-provider/{id}', { timeout: 30_000 }, () => {
  it('shows a visitor the provider and its public learning, linking to each item (Thai)', async () => {
    installFakeServer({
      ...b2c,
      '/api/public-provider/4/': { status: 200, body: { ...provider, about: '<p>เรียนฟรี</p>' } },
      '/api/public-provider/4/public-learning/': { status: 200, body: paged([item]) },
    });
    renderApp(webfrontRoutes, '/public-provider/4?lang=th');
    expect(await screen.findByRole('heading', { level: 1, name: 'วิทยาลัยชุมชนเปิด' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /นั่งให้ถูกท่า/ });
    expect(card.getAttribute('href')).toBe('/public-learning/31');
    expect(screen.getByTestId('public-provider-about').textContent).toBe('เรียนฟรี');
  });

  it('says so when the provider is not published', async () => {
    installFakeServer({
      ...b2c,
      '/api/public-provider/9/': { status: 404, body: { code: 'not_found' } },
    });
    renderApp(webfrontRoutes, '/public-provider/9');
    expect(await screen.findByText('This page is not available.')).toBeTruthy();
  });
});

describe('/public-learning/{id}', { timeout: 30_000 }, () => {
  it('asks a visitor to sign in, coming back to the item', async () => {
    installFakeServer({ ...b2c, '/api/public-learning/31/': { status: 200, body: item } });
    renderApp(webfrontRoutes, '/public-learning/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'นั่งให้ถูกท่า' })).toBeTruthy();
    const prompt = await screen.findByTestId('public-learning-visitor');
    const signIn = within(prompt).getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toContain(encodeURIComponent('/public-learning/31'));
  });

  it('lets a learner start and then complete the item', async () => {
    let status: number | null = null;
    const result = () => ({
      status: 200,
      body: {
        result:
          status === null
            ? null
            : { id: 5, status, percent: 0, datetime_start: stamp, datetime_complete: null },
      },
    });
    const server = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/public-learning/31/': { status: 200, body: item },
      '/api/public-learning/31/learning-result/': result,
      'POST /api/public-learning/31/learning-result/': (init) => {
        const action = (JSON.parse(init.body as string) as { action: string }).action;
        status = action === 'start' ? 21 : 30;
        return result();
      },
    });
    renderApp(webfrontRoutes, '/public-learning/31');
    const start = await screen.findByRole('button', { name: 'Start learning' });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText('Completed')).toBeTruthy();
    const posts = server.calls.filter(
      (c) => c.method === 'POST' && c.path.includes('learning-result'),
    );
    await waitFor(() => expect(posts.length).toBe(2));
  });
});
