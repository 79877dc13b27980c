import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const options = (names: string[]) => ({
  status: 200,
  body: paged(names.map((name, i) => ({ id: i + 1, name, code: name, value: i + 1 }))),
});

function server() {
  return installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser() },
    '/api/course/': (_init, url) => {
      const search = url.searchParams.get('search');
      const cards = search
        ? [buildCard({ id: 5, title: 'การเป็นผู้นำทีม' })]
        : [
            buildCard(),
            buildCard({ id: 7, title: 'Customer service excellence', labels: ['enrolled'] }),
          ];
      return { status: 200, body: { ...paged(cards), count: search ? 1 : 120 } };
    },
    '/api/filter/sub-category/': options(['Digital skills', 'Languages']),
    '/api/filter/provider/': options(['Open Campus']),
    '/api/filter/instructor/': options(['Anan Wongsa']),
    '/api/filter/tag/': options(['Beginner']),
  });
}

describe('/course', { timeout: 20_000 }, () => {
  it('lists cards with their labels and pages through the URL', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/course');
    expect(await screen.findByRole('link', { name: 'Customer service excellence' })).toBeTruthy();
    expect(screen.getByText('Enrolled')).toBeTruthy();
    expect(screen.getAllByText('Open for enrolment').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/course/' && c.search.includes('page=2'))).toBe(
        true,
      ),
    );
  });

  it('searches a Thai word: the URL holds it, the page resets, the server gets it', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/course?page=3&ordering=title');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), {
      target: { value: ' ผู้นำ ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ผู้นำ'),
    );
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
    expect(await screen.findByRole('link', { name: 'การเป็นผู้นำทีม' })).toBeTruthy();
    const last = calls.filter((c) => c.path === '/api/course/').at(-1);
    expect(new URLSearchParams(last?.search).get('search')).toBe('ผู้นำ');
    expect(new URLSearchParams(last?.search).get('ordering')).toBe('title');
  });

  it('filters by category through the URL and clears the filters', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/course');
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Languages' });
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/course/' && c.search.includes('category=2'))).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('puts the filters in a sheet behind a Filters button on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 36em'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    server();
    const { router } = renderApp(webfrontRoutes, '/course?tag=1');
    const open = await screen.findByRole('button', { name: 'Filters, 1 set' });
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    fireEvent.click(open);
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Languages' });
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tag=1&category=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters, 2 set' })).toBeTruthy();
  });
});
