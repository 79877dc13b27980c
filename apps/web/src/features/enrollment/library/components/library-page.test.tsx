import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PROGRESS_STATUS } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, title: string, status: number, group: string) => ({
  id,
  status,
  status_group: group,
  percent: status === PROGRESS_STATUS.in_progress ? 40 : 0,
  datetime_start: null,
  datetime_complete: null,
  datetime_expire: null,
  datetime_update: '2026-11-23T08:00:00.000Z',
  content: {
    id: id + 10,
    code: `C-${id}`,
    content_type: { id: 1, code: 'course', name: 'Course' },
    title,
    image: null,
  },
});

function server(counts = { to_do: 1, doing: 1, done: 0 }) {
  return installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser() },
    '/api/profile/library/': (_init, url) => {
      const group = url.searchParams.get('group');
      const results =
        group === 'doing'
          ? [item(2, 'Data analysis with Python', 21, 'doing')]
          : [item(1, 'Leading a team', 1, 'to_do')];
      return {
        status: 200,
        body: paged(results, { group_count: counts, content_type_list: ['course', 'test'] }),
      };
    },
    '/api/profile/library/history/': {
      status: 200,
      body: paged([
        {
          id: 1,
          learning_result_id: 1,
          from_status: null,
          to_status: 1,
          kind: 'enroll',
          reason: '',
          datetime_create: '2026-11-23T08:00:00.000Z',
          content: {
            id: 11,
            code: 'C-1',
            content_type: { id: 1, code: 'course', name: 'Course' },
            title: 'Leading a team',
          },
        },
      ]),
    },
  });
}

describe('/profile/library', { timeout: 20_000 }, () => {
  it('shows the status groups with their counts and switches group through the URL', async () => {
    const { calls } = server();
    const { router } = renderApp(webfrontRoutes, '/profile/library');
    expect(await screen.findByRole('link', { name: 'Leading a team' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To do (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'In progress (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=doing'));
    expect(await screen.findByRole('link', { name: 'Data analysis with Python' })).toBeTruthy();
    expect(screen.getByText('40% complete')).toBeTruthy();
    expect(
      calls.some((c) => c.path === '/api/profile/library/' && c.search.includes('group=doing')),
    ).toBe(true);
  });

  it('opens on the first group that holds something, and offers only the kinds the learner has', async () => {
    server({ to_do: 0, doing: 1, done: 0 });
    const { router } = renderApp(webfrontRoutes, '/profile/library');
    expect(await screen.findByRole('link', { name: 'Data analysis with Python' })).toBeTruthy();
    expect(router.state.location.search).toBe('?group=doing');
    expect(screen.getByRole('tab', { name: 'In progress (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Content type' });
    expect([...select.options].map((o) => o.value)).toEqual(['', 'course', 'test']);
    // Choosing the empty To do tab afterwards stays there.
    fireEvent.click(screen.getByRole('tab', { name: 'To do (0)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Leading a team' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('filters by the content type of the path, by code or id', async () => {
    const { calls } = server();
    renderApp(webfrontRoutes, '/profile/library/1');
    expect(await screen.findByRole('link', { name: 'Leading a team' })).toBeTruthy();
    expect(
      calls.some(
        (c) => c.path === '/api/profile/library/' && c.search.includes('content_type=course'),
      ),
    ).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Content type' }).value).toBe(
      'course',
    );
    // The way on to the courses the learner has not taken (SPEC's {contenttypeid}/suggestion).
    expect(
      screen
        .getByRole('link', { name: 'Suggested for you: Course you have not taken yet' })
        .getAttribute('href'),
    ).toBe('/profile/library/course/suggestion');
  });

  it('lists the learning history with each status change', async () => {
    const { calls } = server();
    renderApp(webfrontRoutes, '/profile/library/history');
    expect(await screen.findByRole('link', { name: 'Leading a team' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'from new to Waiting for approval' })).toBeTruthy();
    expect(screen.getByText(/You enrolled/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/profile/library/history/')).toBe(true);
  });
});
