import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const logo = `/api/media/image/ab/${'a'.repeat(64)}.png`;
const photo = `/api/media/image/cd/${'c'.repeat(64)}.jpg`;
const empty = { count: 0, total: 0, page_size: 50, next: null, previous: null, results: [] };

describe('provider and instructor pages show their uploaded image', { timeout: 30_000 }, () => {
  it("shows a provider's logo and an instructor's photo", async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/provider/3/': {
        status: 200,
        body: {
          id: 3,
          code: 'lens',
          name: 'Lens Academy',
          about: 'Photography courses.',
          image: logo,
          content_count: 0,
          instructor_list: [],
        },
      },
      '/api/instructor/4/': {
        status: 200,
        body: {
          id: 4,
          name: 'Somchai Jaidee',
          bio: '',
          image: photo,
          provider: null,
          content_count: 0,
        },
      },
      '/api/course/': { status: 200, body: empty },
      '/api/search/': { status: 200, body: empty },
    });
    const { router } = renderApp(webfrontRoutes, '/provider/3');
    await screen.findByRole('heading', { level: 1, name: 'Lens Academy' });
    expect((await screen.findByTestId('provider-logo')).getAttribute('src')).toBe(logo);

    await router.navigate('/instructor/4');
    await screen.findByRole('heading', { level: 1, name: 'Somchai Jaidee' });
    const avatar = await screen.findByTestId('instructor-photo');
    expect(avatar.querySelector('img')?.getAttribute('src') ?? avatar.getAttribute('src')).toBe(
      photo,
    );
  });
});

describe('taxonomy pages without their row', { timeout: 30_000 }, () => {
  const missing = { status: 404, body: { detail: 'Not found.', code: 'not_found' } };
  it.each(['/tag/9', '/provider/9', '/category/9', '/instructor/9'])(
    '%s says the page was not found',
    async (path) => {
      installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
        '/api/tag/9/': missing,
        '/api/provider/9/': missing,
        '/api/category/9/': missing,
        '/api/instructor/9/': missing,
        '/api/course/': { status: 200, body: empty },
        '/api/search/': { status: 200, body: empty },
      });
      renderApp(webfrontRoutes, path);
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
    },
  );
});
