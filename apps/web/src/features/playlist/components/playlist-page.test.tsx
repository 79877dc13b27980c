import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlaylistDetail } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const playlist: PlaylistDetail = {
  id: 40,
  title_en: 'Safety refresher',
  title_th: 'ทบทวนความปลอดภัย',
  image: '/media/covers/safety.jpg',
  visibility: 'public',
  owner: { id: 2, name: 'Somchai Jaidee' },
  item_count: 0,
  my_role: null,
  updated_at: '2026-11-27T10:00:00Z',
  desc_en: '',
  desc_th: '',
  is_duplicable: false,
  is_followable: true,
  is_hidden: false,
  tags: [{ id: 3, name_en: 'Safety', name_th: 'ความปลอดภัย' }],
  template_playlist_id: null,
  can: [],
  follower_count: 0,
  share_progress: false,
  items: [],
  collaborators: [],
};

describe('/learning-playlist/{id}', { timeout: 30_000 }, () => {
  it('shows the playlist’s cover above its title (Thai)', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/learning-playlist/40/': { status: 200, body: playlist },
    });
    renderApp(webfrontRoutes, '/learning-playlist/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'ทบทวนความปลอดภัย' })).toBeTruthy();
    expect(screen.getByTestId('playlist-cover').getAttribute('src')).toBe(
      '/media/covers/safety.jpg',
    );
    expect(screen.getByText('ความปลอดภัย')).toBeTruthy();
  });

  it('shows no cover when the playlist has none', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/learning-playlist/40/': { status: 200, body: { ...playlist, image: null } },
    });
    renderApp(webfrontRoutes, '/learning-playlist/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety refresher' })).toBeTruthy();
    expect(screen.queryByTestId('playlist-cover')).toBeNull();
  });
});
