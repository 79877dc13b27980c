import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('a detail page whose id is not a number', { timeout: 20_000 }, () => {
  for (const path of [
    '/tag/none',
    '/category/abc',
    '/provider/x',
    '/instructor/-',
    '/course/abc',
    '/search/nothing',
  ]) {
    it(`${path} says the page could not be found, asking the server nothing about it`, async () => {
      const { calls } = installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
      });
      renderApp(webfrontRoutes, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      const segment = path.split('/')[1] ?? '';
      expect(calls.filter((c) => c.path.startsWith(`/api/${segment}/`))).toEqual([]);
    });
  }
});
