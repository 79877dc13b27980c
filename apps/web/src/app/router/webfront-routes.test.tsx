import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { webfrontRoutes } from './webfront-routes';

const term = {
  id: 7,
  kind: 'term',
  version: 1,
  topic: 'Terms and conditions',
  body: 'Be kind.',
  is_publish: true,
  is_accepted: false,
  datetime_publish: null,
};

function path(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}

afterEach(() => vi.unstubAllGlobals());

describe('webfront routes: where a person lands', () => {
  it('sends a visitor on an authenticated page to the login path with next', async () => {
    installFakeServer({});
    const { router } = renderApp(webfrontRoutes, '/profile/my-profile?tab=1');
    await waitFor(() =>
      expect(path(router)).toBe('/account/signin?next=%2Fprofile%2Fmy-profile%3Ftab%3D1'),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in user away from the login page to next', async () => {
    installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser() } });
    const { router } = renderApp(webfrontRoutes, '/account/signin?next=%2Fprofile%2Fmy-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-profile'));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
  });

  it('leads SPEC’s profile reset-password paths to My profile, where the password is changed', async () => {
    installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser() } });
    const { router } = renderApp(webfrontRoutes, '/profile/reset-password-v2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-profile'));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
  });

  it('discards a next that points at an error page and goes home', async () => {
    installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser() } });
    const { router } = renderApp(webfrontRoutes, '/account/signin?next=%2Ferror%2F403');
    await waitFor(() => expect(path(router)).toBe('/'));
  });

  it('logs a signed-in user out when the login page has ?error', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
    });
    const { router } = renderApp(webfrontRoutes, '/account/signin?error=1');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/account/logout/')).toBe(true));
    expect(router.state.location.pathname).toBe('/account/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('asks a user who has not accepted the terms to accept them, with from = the intended page', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ is_accepted_term: false }) },
      '/api/term/': { status: 200, body: term },
    });
    const { router } = renderApp(webfrontRoutes, '/profile/my-profile');
    await waitFor(() =>
      expect(path(router)).toBe('/privacy-data/terms-conditions?from=%2Fprofile%2Fmy-profile'),
    );
    expect(await screen.findByText('Be kind.')).toBeTruthy();
  });

  it('sends a learner to the maintenance page but lets a system user in', async () => {
    const config = {
      status: 200,
      body: { config_dict: { 'config-is-maintenance': true }, config_datetime_update: 'x' },
    };
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/config/': config,
    });
    const first = renderApp(webfrontRoutes, '/');
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/error/server-maintenance'),
    );
    first.unmount();
    window.localStorage.clear();
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ is_system_user: true }) },
      '/api/config/': config,
    });
    const second = renderApp(webfrontRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Somchai Jaidee' })).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page for an unknown path', async () => {
    installFakeServer({});
    renderApp(webfrontRoutes, '/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeTruthy();
  });
});

describe('sign-in form', () => {
  async function submit(email: string, password: string) {
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('shows message keys for empty fields without calling the server', async () => {
    const { calls } = installFakeServer({});
    renderApp(webfrontRoutes, '/account/signin');
    await submit('', '');
    expect(await screen.findByText('Enter username or email')).toBeTruthy();
    expect(screen.getByText('Enter a password')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/account/login/')).toBe(false);
  });

  it("translates the server's code for wrong credentials", async () => {
    installFakeServer({
      'POST /api/account/login/': {
        status: 400,
        body: { detail: 'x', code: 'incorrect_email_or_password' },
      },
    });
    renderApp(webfrontRoutes, '/account/signin');
    await submit('learner@example.com', 'wrong');
    expect(await screen.findByText('Incorrect Email or Password')).toBeTruthy();
  });

  it('shows the lock and stays signed out on is_lock_login', async () => {
    installFakeServer({
      'POST /api/account/login/': {
        status: 200,
        body: { is_lock_login: true, datetime_unlock: '2026-01-01T10:00:00Z' },
      },
    });
    const { router } = renderApp(webfrontRoutes, '/account/signin');
    await submit('learner@example.com', 'Learner#2026');
    expect(await screen.findByText(/This account is locked/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/signin');
  });

  it('signs in and goes to next', async () => {
    installFakeServer({ 'POST /api/account/login/': { status: 200, body: buildUser() } });
    const { router } = renderApp(webfrontRoutes, '/account/signin?next=%2Fprofile%2Fmy-profile');
    await submit('learner@example.com', 'Learner#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-profile'));
  });
});
