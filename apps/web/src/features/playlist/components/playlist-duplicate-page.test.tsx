import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlaylistDetail } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const playlist = {
  id: 40,
  title_en: 'Safety refresher',
  title_th: 'ทบทวนความปลอดภัย',
  visibility: 'public',
  is_duplicable: true,
} as PlaylistDetail;

describe('/learning-playlist/duplicate', { timeout: 30_000 }, () => {
  it('names the playlist it copies', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/learning-playlist/40/': { status: 200, body: playlist },
    });
    renderApp(webfrontRoutes, '/learning-playlist/duplicate?id=40');
    expect(await screen.findByText(/“Safety refresher”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
  });

  for (const address of ['/learning-playlist/duplicate', '/learning-playlist/duplicate?id=abc']) {
    it(`without a playlist (${address}) says how to choose one and asks the server nothing`, async () => {
      const server = installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
      });
      renderApp(webfrontRoutes, address);
      expect(await screen.findByTestId('duplicate-none')).toBeTruthy();
      expect(screen.getByText(/Choose the playlist to copy first/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'My playlists' }).getAttribute('href')).toBe(
        '/profile/library/learning-playlist',
      );
      expect(screen.queryByText('Some fields need your attention.')).toBeNull();
      expect(server.calls.some((call) => call.path.startsWith('/api/learning-playlist/'))).toBe(
        false,
      );
    });
  }

  it('says it in Thai', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
    });
    renderApp(webfrontRoutes, '/learning-playlist/duplicate');
    expect(await screen.findByText(/โปรดเลือกเพลย์ลิสต์ที่จะทำสำเนาก่อน/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เพลย์ลิสต์ของฉัน' })).toBeTruthy();
  });
});
