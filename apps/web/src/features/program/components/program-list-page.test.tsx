import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { result } from '@/test/program-factories';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const PATH = { id: 4, code: 'learning_path', name: 'Learning path' };
const options = { status: 200, body: paged([{ id: 1, name: 'Leadership', code: 'l', value: 1 }]) };

function server(language: 'en' | 'th' = 'en') {
  return installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser({ language }) },
    '/api/learning-path/': (_init, url) => {
      // The server filters by schedule=true|false (an enrolment period or none).
      const schedule = url.searchParams.get('schedule');
      const cards = [
        buildCard({
          id: 3,
          title: 'New manager path',
          content_type: PATH,
          learning_result: result(21, 40),
          labels: ['enrolled'],
        }),
        buildCard({
          id: 4,
          title: 'Sales path',
          content_type: PATH,
          datetime_enroll_start: '2026-11-01T00:00:00Z',
        }),
      ].filter(
        (card) =>
          schedule === null || (card.datetime_enroll_start !== null) === (schedule === 'true'),
      );
      return { status: 200, body: { ...paged(cards), count: schedule ? cards.length : 60 } };
    },
    '/api/onboard/': {
      status: 200,
      body: paged([
        buildCard({
          id: 9,
          title: 'ยินดีต้อนรับ',
          content_type: { id: 7, code: 'onboard', name: 'ออนบอร์ด' },
        }),
      ]),
    },
    '/api/filter/sub-category/': options,
    '/api/filter/provider/': options,
    '/api/filter/instructor/': options,
    '/api/filter/tag/': options,
  });
}

describe('program lists', { timeout: 20_000 }, () => {
  it('lists learning paths linking to their pages, with progress, filters and pages in the URL', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/learning-path');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning paths' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: 'New manager path' });
    expect(card.getAttribute('href')).toBe('/learning-path/3');
    expect(screen.getByText('40% complete')).toBeTruthy();
    expect(screen.getAllByText('Learning path').length).toBe(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), {
      target: { value: '1' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?provider=1'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/learning-path/' &&
            c.search.includes('page=2') &&
            c.search.includes('provider=1'),
        ),
      ).toBe(true),
    );
  });

  it('shows the scheduled paths under /learning-path/schedule and switches mode by tab', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/learning-path/schedule');
    expect(await screen.findByRole('link', { name: 'Sales path' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New manager path' })).toBeNull();
    expect(
      calls.some((c) => c.path === '/api/learning-path/' && c.search.includes('schedule=true')),
    ).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Online' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning-path/online'));
    expect(await screen.findByRole('link', { name: 'New manager path' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sales path' })).toBeNull();
  });

  it('lists onboarding programs in Thai', async () => {
    server('th');
    renderApp(webfrontRoutes, '/onboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'ออนบอร์ด' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'ยินดีต้อนรับ' })).getAttribute('href')).toBe(
      '/onboard/9',
    );
  });

  it("search's program tab asks for every program kind and links each card to its page", async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/search/': {
        status: 200,
        body: paged([
          buildCard({ id: 3, title: 'New manager path', content_type: PATH }),
          buildCard({
            id: 9,
            title: 'Welcome aboard',
            content_type: { id: 7, code: 'onboard', name: 'Onboard' },
          }),
        ]),
      },
    });
    renderApp(webfrontRoutes, '/search/program?search=team');
    expect(
      (await screen.findByRole('link', { name: 'New manager path' })).getAttribute('href'),
    ).toBe('/learning-path/3');
    expect(screen.getByRole('link', { name: 'Welcome aboard' }).getAttribute('href')).toBe(
      '/onboard/9',
    );
    const search = calls.find((c) => c.path === '/api/search/');
    expect(new URLSearchParams(search?.search).get('content_type')?.split(',')).toEqual(
      expect.arrayContaining(['learning_path', 'learning_program', 'onboard']),
    );
  });
});
