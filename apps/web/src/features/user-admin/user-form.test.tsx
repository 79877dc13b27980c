import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';
const page = <T,>(results: T[]) => ({
  status: 200,
  body: {
    count: results.length,
    total: results.length,
    page_size: 50,
    next: null,
    previous: null,
    results,
  },
});

function dashboardServer(routes: Parameters<typeof installFakeServer>[0] = {}) {
  return installFakeServer({
    '/api/account/profile/': {
      status: 200,
      body: buildUser({
        first_name: 'Ada',
        last_name: 'Admin',
        is_dashboard_permission: true,
        is_superuser: true,
      }),
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
        permission_list: ['dashboard_view_dashboard', 'dashboard_manage_user'].map((codename) => ({
          codename,
          name: codename,
        })),
        dashboard_view_dashboard: true,
      },
    },
    '/api/dashboard/group/': page([{ id: 1, name: 'Administrator' }]),
    ...routes,
  });
}

describe('/dashboard/user/create', { timeout: 30_000 }, () => {
  it('checks the form with the API schema and lists the password conditions that fail', async () => {
    const { calls } = dashboardServer();
    renderApp(dashboardRoutes, '/user/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'not-an-email' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect email format')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(
      screen.getByText(
        'Your password must contain 8 characters or more, numbers, symbols, uppercase letters, and lowercase letters',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/dashboard/user/' && c.method === 'POST')).toBe(false);
  });

  it('shows the server field error by its message key', async () => {
    const { calls } = dashboardServer({
      'POST /api/dashboard/user/': {
        status: 400,
        body: {
          detail: 'x',
          code: 'validation_error',
          errors: { email: ['email_already_exists'] },
        },
      },
    });
    renderApp(dashboardRoutes, '/user/create');
    await screen.findByRole('heading', { level: 1, name: 'New user' });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'pim@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Str0ng#Pass' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^First name(?! in Thai)/ }), {
      target: { value: 'พิม' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(
      calls.filter((c) => c.path === '/api/dashboard/user/' && c.method === 'POST'),
    ).toHaveLength(1);
  });
});

describe(
  'a refusal over the account (403: it holds more rights than the manager)',
  { timeout: 30_000 },
  () => {
    const refused = {
      status: 403,
      body: { detail: 'No Permission', code: 'no_permission' },
    };
    const orders = {
      id: 7,
      email: 'orders@example.com',
      first_name: 'Somchai',
      last_name: 'Orders',
      department: '',
      position: '',
      language: 'en',
      is_active: true,
      is_superuser: false,
      is_system_user: false,
      is_store_permission: false,
      is_team_dashboard: false,
      is_creator: false,
      is_dashboard_permission: true,
      lock_until: null,
      last_active: null,
      created_at: stamp,
    };

    it('is explained in the set-password dialog, which stays on the dashboard', async () => {
      const { calls } = dashboardServer({
        // Offered (may_act), then refused: the account gained rights since the list was read.
        '/api/dashboard/user/': page([{ ...orders, may_act: true }]),
        'POST /api/dashboard/user/7/set-password/': refused,
      });
      renderApp(dashboardRoutes, '/user');
      fireEvent.click(
        await screen.findByRole('button', { name: 'Set password for Somchai Orders' }),
      );
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^New password/), {
        target: { value: 'Str0ng#Pass' },
      });
      fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), {
        target: { value: 'Str0ng#Pass' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(/You can change only accounts that hold no more rights/),
      ).toBeTruthy();
      expect(calls.filter((c) => c.path === '/api/dashboard/user/7/set-password/')).toHaveLength(1);
      expect(calls.some((c) => c.path === '/api/dashboard/account/logout/')).toBe(false);
    });

    it('offers no Edit or Set password on a row the server says the manager may not change', async () => {
      dashboardServer({
        '/api/dashboard/user/': page([
          { ...orders, may_act: false },
          { ...orders, id: 8, first_name: 'Malee', last_name: 'Learner', may_act: true },
        ]),
      });
      renderApp(dashboardRoutes, '/user');
      expect(
        await screen.findByRole('button', { name: 'Set password for Malee Learner' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Edit Malee Learner' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Set password for Somchai Orders' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Edit Somchai Orders' })).toBeNull();
      expect(screen.getByText('Not yours to change')).toBeTruthy();
    });

    it('lets a manager without the team dashboard keep or remove it, never hand it out', async () => {
      dashboardServer({
        '/api/account/profile/': {
          status: 200,
          body: buildUser({ is_dashboard_permission: true, is_superuser: false, is_creator: true }),
        },
        '/api/dashboard/user/7/': {
          status: 200,
          body: { ...orders, is_store_permission: true, group_ids: [], group_list: [] },
        },
      });
      renderApp(dashboardRoutes, '/user/7');
      await screen.findByRole('heading', { level: 1, name: /Somchai Orders/ });
      const flag = (name: string) =>
        screen.getByRole<HTMLInputElement>('switch', { name: new RegExp(`^${name}`) });
      expect(flag('Team dashboard').disabled).toBe(true);
      expect(flag('Superuser').disabled).toBe(true);
      // Held by the manager: may be granted. Held by the account: may be kept or taken away.
      expect(flag('Creator').disabled).toBe(false);
      expect(flag('Store permission').disabled).toBe(false);
    });

    it('is explained on the edit form', async () => {
      dashboardServer({
        '/api/dashboard/user/7/': {
          status: 200,
          body: { ...orders, group_ids: [], group_list: [] },
        },
        'PATCH /api/dashboard/user/7/': refused,
      });
      renderApp(dashboardRoutes, '/user/7');
      await screen.findByRole('heading', { level: 1, name: /Somchai Orders/ });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(/You can change only accounts that hold no more rights/),
      ).toBeTruthy();
    });
  },
);

describe('/dashboard/group', { timeout: 30_000 }, () => {
  it('says a group with members cannot be deleted (424)', async () => {
    dashboardServer({
      'DELETE /api/dashboard/group/1/': {
        status: 424,
        body: { detail: 'x', code: 'cannot_delete_because_dependency' },
      },
    });
    renderApp(dashboardRoutes, '/group');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group Administrator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('This cannot be deleted because other records depend on it.'),
      ).toBeTruthy(),
    );
  });
});
