import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchEntity } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { initialsOf } from './directory-page';

afterEach(() => vi.unstubAllGlobals());

const photo = `/api/media/image/cd/${'c'.repeat(64)}.jpg`;
const logo = `/api/media/image/ab/${'a'.repeat(64)}.png`;

function entity(overrides: Partial<SearchEntity> & Pick<SearchEntity, 'id' | 'type' | 'name'>) {
  return { code: String(overrides.id), desc: '', image: null, content_count: 0, ...overrides };
}

const instructors = [
  entity({ id: 4, type: 'instructor', name: 'Somchai Jaidee', image: photo, content_count: 3 }),
  entity({ id: 5, type: 'instructor', name: 'Kanya Data', content_count: 1, desc: 'SQL coach' }),
];
const providers = [
  entity({ id: 7, type: 'provider', name: 'Lens Academy', image: logo, content_count: 12 }),
  entity({ id: 8, type: 'provider', name: 'ศูนย์ข้อมูลเปิด', content_count: 0 }),
];

function server(language: 'en' | 'th' = 'en') {
  return installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser({ language }) },
    '/api/search/': (_init, url) => {
      const type = url.searchParams.get('type');
      const items = type === 'provider' ? providers : instructors;
      const words = url.searchParams.get('search') ?? '';
      const found = items.filter((i) => i.name.toLowerCase().includes(words.toLowerCase()));
      // Two pages: the server says 60 in all, 50 a page.
      return { status: 200, body: paged(found, { count: words ? found.length : 60 }) };
    },
  });
}

const searchCalls = (calls: { path: string; search: string }[]) =>
  calls.filter((c) => c.path === '/api/search/').map((c) => new URLSearchParams(c.search));

describe('/instructor and /provider', { timeout: 30_000 }, () => {
  it('lists instructors as cards with photo or initials, item count and a link', async () => {
    const { calls } = server();
    renderApp(webfrontRoutes, '/instructor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructors' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Somchai Jaidee' });
    expect(link.getAttribute('href')).toBe('/instructor/4');
    expect(screen.getByRole('link', { name: 'Kanya Data' }).getAttribute('href')).toBe(
      '/instructor/5',
    );
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByText('SQL coach')).toBeTruthy();
    const pictures = screen.getAllByTestId('directory-picture');
    expect(pictures[0]?.querySelector('img')?.getAttribute('src')).toBe(photo);
    expect(pictures[1]?.textContent).toBe('KD');
    expect(searchCalls(calls)[0]?.get('type')).toBe('instructor');
  });

  it('pages on the server: the next page asks search/ for page 2', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/instructor');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(searchCalls(calls).some((q) => q.get('page') === '2')).toBe(true));
  });

  it('searches providers by name on the server, saying so when none match', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/provider?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning centers' })).toBeTruthy();
    expect((await screen.findByTestId('directory-logo')).getAttribute('src')).toBe(logo);
    expect(screen.getByText('12 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lens Academy' }).getAttribute('href')).toBe(
      '/provider/7',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'lens' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=lens'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ศูนย์ข้อมูลเปิด' })).toBeNull());
    const last = searchCalls(calls).at(-1);
    expect(last?.get('type')).toBe('provider');
    expect(last?.get('search')).toBe('lens');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nothing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No names match. Try other words.')).toBeTruthy();
  });

  it('speaks Thai', async () => {
    server('th');
    renderApp(webfrontRoutes, '/provider');
    expect(await screen.findByRole('heading', { level: 1, name: 'ศูนย์การเรียนรู้' })).toBeTruthy();
    expect(await screen.findByText('0 รายการ')).toBeTruthy();
  });

  it('gives /search/instructor the same cards, with picture and item count', async () => {
    server();
    renderApp(webfrontRoutes, '/search/instructor?search=kanya');
    const link = await screen.findByRole('link', { name: 'Kanya Data' });
    expect(link.getAttribute('href')).toBe('/instructor/5');
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByTestId('directory-picture').textContent).toBe('KD');
  });

  it('makes initials of a letter per word, never a Thai leading vowel or tone mark alone', () => {
    expect(initialsOf('Kanya Data')).toBe('KD');
    expect(initialsOf('Dr. Kanya Srisuk')).toBe('DK');
    expect(initialsOf('โอเพนแคมปัส')).toBe('อ');
    expect(initialsOf('ห้องปฏิบัติการทักษะเชียงใหม่')).toBe('ห');
    expect(initialsOf('กันยา ศรีสุข')).toBe('กศ');
    expect(initialsOf('ไพโรจน์ เลิศ')).toBe('พล');
  });
});
