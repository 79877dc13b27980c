import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLAYLIST_ACTIONS, type PlaylistDetail, type PlaylistItem } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, title: string, removeable = true): PlaylistItem => ({
  id,
  content_id: 100 + id,
  kind: 'course',
  title_en: title,
  title_th: `ไทย ${title}`,
  image: null,
  sort: id,
  is_completed: false,
  is_removeable: removeable,
});

const base: PlaylistDetail = {
  id: 40,
  title_en: 'Safety refresher',
  title_th: 'ทบทวนความปลอดภัย',
  image: null,
  visibility: 'private',
  owner: { id: 2, name: 'Somchai Jaidee' },
  item_count: 3,
  my_role: 'owner',
  updated_at: '2026-11-27T10:00:00Z',
  desc_en: '',
  desc_th: '',
  is_duplicable: false,
  is_followable: false,
  is_hidden: false,
  tags: [],
  template_playlist_id: null,
  can: [...PLAYLIST_ACTIONS],
  follower_count: 0,
  share_progress: false,
  items: [item(1, 'Fire safety'), item(2, 'First aid'), item(3, 'Ergonomics', false)],
  collaborators: [],
};

/** The titles of the managed items, in the order shown. */
const shownOrder = () =>
  screen
    .getAllByTestId('manage-item')
    .map(
      (row) => /^\d+\. (.*)$/.exec(within(row).getAllByText(/^\d+\. /)[0]?.textContent ?? '')?.[1],
    );

describe('/learning-playlist/{id}/management', { timeout: 30_000 }, () => {
  it('lets the owner reorder, pin and remove items, each answered by the playlist', async () => {
    let current = base;
    const bodies: unknown[] = [];
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ id: 2 }) },
      '/api/learning-playlist/40/': () => ({ status: 200, body: current }),
      'PUT /api/learning-playlist/40/item/order/': (init) => {
        const body = JSON.parse(init.body as string) as { item_ids: number[] };
        bodies.push(body);
        const byId = new Map(current.items.map((each) => [each.id, each]));
        current = { ...current, items: body.item_ids.map((id) => byId.get(id) as PlaylistItem) };
        return { status: 200, body: current };
      },
      'PATCH /api/learning-playlist/40/item/1/': (init) => {
        bodies.push(JSON.parse(init.body as string));
        current = {
          ...current,
          items: current.items.map((each) =>
            each.id === 1 ? { ...each, is_removeable: false } : each,
          ),
        };
        return { status: 200, body: current };
      },
      'DELETE /api/learning-playlist/40/item/2/': () => {
        current = { ...current, items: current.items.filter((each) => each.id !== 2) };
        return { status: 200, body: current };
      },
    });
    renderApp(webfrontRoutes, '/learning-playlist/40/management');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage “Safety refresher”' }),
    ).toBeTruthy();
    expect(shownOrder()).toEqual(['Fire safety', 'First aid', 'Ergonomics']);
    expect(screen.getByRole('button', { name: 'Move “Fire safety” up' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move “First aid” up' }));
    await waitFor(() => expect(shownOrder()).toEqual(['First aid', 'Fire safety', 'Ergonomics']));
    expect(bodies[0]).toEqual({ item_ids: [2, 1, 3] });

    // Pinned: only the owner may remove it; the owner still can.
    fireEvent.click(
      screen.getByRole('button', { name: 'Keep “Fire safety” (only the owner may remove it)' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('pinned')).toHaveLength(2));
    expect(bodies[1]).toEqual({ is_removeable: false });

    fireEvent.click(screen.getByRole('button', { name: 'Remove “First aid”' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Fire safety', 'Ergonomics']));
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/learning-playlist/40/item/2/'),
    ).toBe(true);
  });

  it('gives a collaborator no way to remove a pinned item, in Thai', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ id: 9, language: 'th' }) },
      '/api/learning-playlist/40/': {
        status: 200,
        body: { ...base, my_role: 'editor', can: ['add_item', 'remove_item', 'reorder'] },
      },
    });
    renderApp(webfrontRoutes, '/learning-playlist/40/management');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'จัดการ “ทบทวนความปลอดภัย”' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'นำ “ไทย Ergonomics” ออก' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'นำ “ไทย Fire safety” ออก' })).toHaveProperty(
      'disabled',
      false,
    );
    // Pinning is the owner's.
    expect(screen.queryByRole('button', { name: /^ปัก / })).toBeNull();
  });

  it('refuses a follower', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ id: 9 }) },
      '/api/learning-playlist/40/': {
        status: 200,
        body: { ...base, my_role: 'follower', can: [] },
      },
    });
    renderApp(webfrontRoutes, '/learning-playlist/40/management');
    expect(
      await screen.findByText('Only the playlist’s owner and its collaborators can manage it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View playlist' }).getAttribute('href')).toBe(
      '/learning-playlist/40',
    );
    expect(screen.queryByRole('heading', { name: /^Manage/ })).toBeNull();
    expect(screen.queryByTestId('manage-item')).toBeNull();
  });
});
