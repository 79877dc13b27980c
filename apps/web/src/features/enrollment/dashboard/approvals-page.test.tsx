import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardResult } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';

function waiting(id: number, first: string): DashboardResult {
  return {
    id,
    user_id: id + 100,
    content_id: 3,
    status: 1,
    status_group: 'to_do',
    percent: 0,
    datetime_start: null,
    datetime_complete: null,
    datetime_update: '2026-11-20T08:00:00Z',
    user: {
      id: id + 100,
      email: `${first.toLowerCase()}@example.com`,
      first_name: first,
      last_name: 'Learner',
    },
    content: {
      id: 3,
      code: 'C-LEAD-201',
      content_type: { id: 1, code: 'course', name: 'Course' },
      title: 'Leading a team',
    },
  };
}

function dashboardServer(
  permissions: string[],
  routes: Parameters<typeof installFakeServer>[0] = {},
) {
  return installFakeServer({
    '/api/account/profile/': {
      status: 200,
      body: buildUser({ first_name: 'Ada', last_name: 'Admin', is_dashboard_permission: true }),
    },
    '/api/dashboard/config/': {
      status: 200,
      body: { config_dict: {}, config_datetime_update: stamp },
    },
    '/api/dashboard/dict/': { status: 200, body: { dict_datetime_update: stamp, en: {}, th: {} } },
    '/api/dashboard/account/permission/': {
      status: 200,
      body: {
        auth_group_list: [{ id: 1, name: 'Administrator' }],
        permission_list: permissions.map((codename) => ({ codename, name: codename })),
        dashboard_view_dashboard: true,
      },
    },
    ...routes,
  });
}

describe('/dashboard/approval', { timeout: 30_000 }, () => {
  it('lists requests waiting for approval and approves the selected ones in one call', async () => {
    let answered = [waiting(11, 'Somchai'), waiting(12, 'Malee')];
    const { calls, fetch } = dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_enrollment'],
      {
        '/api/dashboard/learning-result/': () => ({
          status: 200,
          body: {
            count: answered.length,
            total: answered.length,
            page_size: 50,
            next: null,
            previous: null,
            results: answered,
          },
        }),
        'POST /api/dashboard/learning-result/approve/': () => {
          const results = answered.map((r) => ({ ...r, status: 0 }));
          answered = [];
          return { status: 200, body: { results } };
        },
      },
    );
    renderApp(dashboardRoutes, '/approval');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Approvals' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The list asked the server for status 1 only, oldest request first.
    const listCall = calls.find((c) => c.path === '/api/dashboard/learning-result/');
    expect(new URLSearchParams(listCall?.search).get('status')).toBe('1');
    expect(new URLSearchParams(listCall?.search).get('ordering')).toBe('updated');
    // The menu shows the enrolment screens to a user with the permission.
    expect(screen.getByRole('link', { name: 'Learning results' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Marking' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve 2 requests' }));
    await waitFor(() =>
      expect(screen.getByText('No request is waiting for approval.')).toBeTruthy(),
    );
    const post = fetch.mock.calls.find(
      ([input, init]) =>
        init?.method === 'POST' &&
        typeof input === 'string' &&
        input.includes('learning-result/approve'),
    );
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ id_list: [11, 12] });
  });

  it('hides the enrolment screens from the menu without dashboard_manage_enrollment', async () => {
    dashboardServer(['dashboard_view_dashboard']);
    renderApp(dashboardRoutes, '/');
    expect(await screen.findByRole('link', { name: 'Outbox' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Approvals' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Learning results' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Marking' })).toBeNull();
  });
});
