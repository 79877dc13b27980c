import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';

/** A signed-out dashboard whose config offers the e-mail code; `admin` holds the dashboard. */
function server(admin: boolean) {
  let signedIn = false;
  const user = buildUser({
    first_name: 'Ada',
    is_dashboard_permission: admin,
    is_superuser: admin,
  });
  const sent: unknown[] = [];
  const fake = installFakeServer({
    '/api/account/profile/': () =>
      signedIn
        ? { status: 200, body: user }
        : { status: 401, body: { detail: 'x', code: 'not_authenticated' } },
    '/api/config/': {
      status: 200,
      body: { config_dict: { 'otp-email-is-enabled': true }, config_datetime_update: stamp },
    },
    '/api/dashboard/config/': {
      status: 200,
      body: { config_dict: { 'otp-email-is-enabled': true }, config_datetime_update: stamp },
    },
    '/api/dashboard/dict/': { status: 200, body: { dict_datetime_update: stamp, en: {}, th: {} } },
    'POST /api/account/login/code/': (init) => {
      sent.push(JSON.parse(init.body as string));
      return { status: 200, body: {} };
    },
    // The dashboard's own verify: the server refuses anyone without the dashboard permission.
    'POST /api/dashboard/account/login/code/verify/': (init) => {
      sent.push(JSON.parse(init.body as string));
      if (!admin) return { status: 403, body: { detail: 'No Permission', code: 'no_permission' } };
      signedIn = true;
      return { status: 200, body: user };
    },
    '/api/dashboard/account/permission/': {
      status: 200,
      body: {
        auth_group_list: [],
        permission_list: admin ? [{ codename: 'dashboard_view_dashboard', name: 'x' }] : [],
        dashboard_view_dashboard: admin,
      },
    },
    '/api/dashboard/account/logout/': { status: 200, body: {} },
    '/api/dashboard/linked-service/': { status: 200, body: paged([]) },
  });
  return { ...fake, sent };
}

describe('/dashboard/account/signin: sign in with an e-mail code', { timeout: 30_000 }, () => {
  it('offers the code link, keeps next, and lands an administrator on it', async () => {
    const { sent } = server(true);
    const { router } = renderApp(dashboardRoutes, '/account/signin?next=%2Flinked-service');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in with a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/signin/code'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/linked-service');
    // The code page itself, not the password page it replaces (both have an Email field).
    await screen.findByRole('heading', { level: 1, name: 'Sign in with a code' });
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    fireEvent.change(await screen.findByLabelText(/^Code from the e-mail/), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/linked-service'));
    expect(sent).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com', code: '123456' },
    ]);
  });

  it('refuses a learner on the dashboard side, says No Permission and starts no session', async () => {
    const { calls } = server(false);
    const { router } = renderApp(dashboardRoutes, '/account/signin/code');
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'learner@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    fireEvent.change(await screen.findByLabelText(/^Code from the e-mail/), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No Permission')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/signin/code');
    expect(calls.some((c) => c.path === '/api/account/login/code/verify/')).toBe(false);
    expect(calls.some((c) => c.path === '/api/dashboard/account/permission/')).toBe(false);
  });
});
