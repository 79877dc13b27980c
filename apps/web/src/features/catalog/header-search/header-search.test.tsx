import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildCard, paged } from '@/test/catalog-factories';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { HeaderSearch } from './header-search';

afterEach(() => vi.unstubAllGlobals());

const python = buildCard({
  id: 12,
  title: 'Data analysis with Python',
  content_type: { id: 1, code: 'course', name: 'Course' },
});
const live = buildCard({
  id: 40,
  title: 'Python live',
  content_type: { id: 9, code: 'class', name: 'Class' },
});

function server() {
  return installFakeServer({
    '/api/search/': (_init, url) => {
      const words = (url.searchParams.get('search') ?? '').toLowerCase();
      // The server forgives the typo; the box shows what it answers.
      const found = words.startsWith('pyt') ? [python, live] : [];
      return { status: 200, body: paged(found) };
    },
  });
}

/** The input (the dropdown's list carries the same name). */
async function searchBox() {
  const named = await screen.findAllByLabelText('Search the catalog');
  const input = named.find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error('no search input');
  return input;
}

const routes = [
  { path: '/', element: <HeaderSearch /> },
  { path: '/search', element: <p>search page</p> },
  { path: '/course/:id', element: <p>course page</p> },
  { path: '/class/:id', element: <p>class page</p> },
];

describe('the header search box', { timeout: 30_000 }, () => {
  it('suggests what the server finds as you type, with each kind, and opens a suggestion', async () => {
    const { calls } = server();
    const { router } = renderApp(routes, '/');
    const box = await searchBox();
    fireEvent.change(box, { target: { value: 'pyton' } });
    fireEvent.focus(box);
    expect(await screen.findByText('Data analysis with Python')).toBeTruthy();
    expect(screen.getByText('Class')).toBeTruthy();
    expect(screen.getByText('See all results for “pyton”')).toBeTruthy();
    const asked = calls.filter((c) => c.path === '/api/search/').map((c) => c.search);
    expect(asked.some((s) => s.includes('search=pyton') && s.includes('type=content'))).toBe(true);
    fireEvent.click(screen.getByText('Python live'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/class/40'));
    expect(box).toHaveProperty('value', '');
  });

  it('searches everything for the typed words on Enter', async () => {
    server();
    const { router } = renderApp(routes, '/');
    const box = await searchBox();
    fireEvent.change(box, { target: { value: 'ภาษา อังกฤษ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ภาษา อังกฤษ');
  });

  it('asks nothing for a single letter', async () => {
    const { calls } = server();
    renderApp(routes, '/');
    fireEvent.change(await searchBox(), {
      target: { value: 'p' },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.path === '/api/search/')).toHaveLength(0);
  });
});
