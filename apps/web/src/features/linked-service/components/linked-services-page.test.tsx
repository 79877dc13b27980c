import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const library = {
  service_code: 'library',
  name_en: 'Digital library',
  name_th: 'ห้องสมุดดิจิทัล',
  is_new_tab: true,
};

describe('/linked-services', { timeout: 30_000 }, () => {
  it('lists the services in Thai and opens one in a new tab with its token', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const server = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/coniverse/service-list/': { status: 200, body: paged([library]) },
      'POST /api/coniverse/login/': {
        status: 200,
        body: { redirect_url: 'https://library.example.org/?space_url=abc', is_new_tab: true },
      },
    });
    renderApp(webfrontRoutes, '/linked-services');
    expect(await screen.findByRole('heading', { level: 1, name: 'บริการที่เชื่อมโยง' })).toBeTruthy();
    expect(await screen.findByText('ห้องสมุดดิจิทัล')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'เปิด ห้องสมุดดิจิทัล' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://library.example.org/?space_url=abc',
        '_blank',
        'noopener',
      ),
    );
    expect(
      server.calls.some((c) => c.method === 'POST' && c.path === '/api/coniverse/login/'),
    ).toBe(true);
  });

  it('says when nothing is linked for the user', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/coniverse/service-list/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/linked-services');
    expect(await screen.findByText('No linked services are available to you.')).toBeTruthy();
  });
});

describe('?redirect_to_coniverse= kept from before sign-in', { timeout: 30_000 }, () => {
  it('opens the stored service once signed in, and only once', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    window.sessionStorage.setItem('redirectToConiverse', 'library');
    const server = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      'POST /api/coniverse/login/': {
        status: 200,
        body: { redirect_url: 'https://library.example.org/?space_url=xyz', is_new_tab: true },
      },
    });
    renderApp(webfrontRoutes, '/profile/no-contents');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://library.example.org/?space_url=xyz',
        '_blank',
        'noopener',
      ),
    );
    expect(window.sessionStorage.getItem('redirectToConiverse')).toBeNull();
    expect(server.calls.filter((c) => c.path === '/api/coniverse/login/')).toHaveLength(1);
  });
});

describe('a profile-incomplete user', { timeout: 30_000 }, () => {
  it('is sent to /account/sso/validate with the page as next', async () => {
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser({ is_profile_incomplete: true, department: '', position: '' }),
      },
      '/api/filter/department-cascade/': { status: 200, body: paged([]) },
      '/api/filter/position/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/linked-services');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your account' }),
    ).toBeTruthy();
  });
});
