import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const doing = {
  id: 2,
  status: 21,
  status_group: 'doing',
  percent: 40,
  datetime_start: null,
  datetime_complete: null,
  datetime_expire: null,
  datetime_update: '2026-11-23T08:00:00.000Z',
  content: {
    id: 12,
    code: 'C-2',
    content_type: { id: 1, code: 'course', name: 'Course' },
    title: 'Data analysis with Python',
    image: null,
  },
};

function server(user = buildUser(), results = [doing]) {
  return installFakeServer({
    '/api/account/profile/': { status: 200, body: user },
    '/api/profile/library/': {
      status: 200,
      body: paged(results, {
        group_count: { to_do: 3, doing: results.length, done: 5 },
        content_type_list: ['course'],
      }),
    },
    '/api/profile/library/certificate/': { status: 200, body: { ...paged([]), count: 2 } },
  });
}

describe('/profile and /profile/library/dashboard', { timeout: 20_000 }, () => {
  it('shows who I am, my library in numbers and the way to each profile page', async () => {
    const { calls } = server(buildUser({ is_creator: true, position: 'Account executive' }));
    renderApp(webfrontRoutes, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile overview' })).toBeTruthy();
    // The header's account menu names me too; the overview's own card is in the main region.
    expect(within(screen.getByRole('main')).getByText('Somchai Jaidee')).toBeTruthy();
    expect(screen.getByText(/Account executive/)).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('summary-done')).getByText('5')).toBeTruthy();
    expect(screen.getByTestId('summary-done').getAttribute('href')).toBe(
      '/profile/library?group=done',
    );
    const links = within(screen.getByRole('navigation', { name: 'My profile pages' }));
    expect(links.getByRole('link', { name: /My materials/ }).getAttribute('href')).toBe(
      '/profile/my-material',
    );
    // A learner without a team sees no team dashboard.
    expect(links.queryByRole('link', { name: /Team dashboard/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/profile/library/')).toHaveLength(1);
  });

  it('lists what I am in the middle of on the library overview, in Thai', async () => {
    server(buildUser({ language: 'th' }));
    renderApp(webfrontRoutes, '/profile/library/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ภาพรวมการเรียนรู้ของฉัน' }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Data analysis with Python' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ภาพรวม' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so kindly when nothing is in progress', async () => {
    server(buildUser(), []);
    renderApp(webfrontRoutes, '/profile/library/dashboard');
    expect(await screen.findByText('Nothing in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/course',
    );
  });
});
