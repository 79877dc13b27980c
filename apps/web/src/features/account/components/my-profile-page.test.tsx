import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const PROFILE = {
  '/api/account/profile/': { status: 200, body: buildUser({ email: 'somchai@example.com' }) },
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('/profile/my-profile', () => {
  it('shows the email as text, not as a field', async () => {
    installFakeServer(PROFILE);
    renderApp(webfrontRoutes, '/profile/my-profile');
    expect((await screen.findByTestId('profile-email')).textContent).toBe('somchai@example.com');
    expect(screen.queryByDisplayValue('somchai@example.com')).toBeNull();
  });

  it('changes the password with the current one, and says so', async () => {
    const sent: unknown[] = [];
    installFakeServer({
      ...PROFILE,
      'POST /api/account/change-password/': (init) => {
        sent.push(JSON.parse(init.body as string));
        return { status: 200, body: {} };
      },
    });
    renderApp(webfrontRoutes, '/profile/my-profile');
    await screen.findByRole('heading', { name: 'Change password' });
    fill('Current password', 'Old#2026pass');
    fill('New password', 'New#2026pass');
    fill('Confirm new password', 'New#2026pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Other devices were signed out.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        current_password: 'Old#2026pass',
        password: 'New#2026pass',
        confirm_password: 'New#2026pass',
      },
    ]);
  });

  it('asks for the current password before calling the server, and shows the server refusal', async () => {
    const { calls } = installFakeServer({
      ...PROFILE,
      'POST /api/account/change-password/': {
        status: 400,
        body: {
          detail: 'Invalid input.',
          code: 'validation_error',
          errors: { current_password: ['current_password_incorrect'] },
        },
      },
    });
    renderApp(webfrontRoutes, '/profile/my-profile');
    await screen.findByRole('heading', { name: 'Change password' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/account/change-password/')).toBe(false);

    fill('Current password', 'wrong');
    fill('New password', 'New#2026pass');
    fill('Confirm new password', 'New#2026pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('The current password is not right')).toBeTruthy());
  });

  it('shows the photo with replace and remove; removing saves the profile at once (issue 21 item 19)', async () => {
    const sent: unknown[] = [];
    const image = '/api/media/image/ab/abcdef0123456789.jpg';
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser({ email: 'somchai@example.com', image }),
      },
      'PATCH /api/account/profile/': (init) => {
        sent.push(JSON.parse(init.body as string));
        return { status: 200, body: buildUser({ email: 'somchai@example.com', image: null }) };
      },
    });
    renderApp(webfrontRoutes, '/profile/my-profile');
    const photo = await screen.findByRole('group', { name: 'Your photo' });
    expect(photo.querySelector('img')?.getAttribute('src')).toBe(image);
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeTruthy();
    expect(photo.querySelector('input[type="file"][name="avatar"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(await screen.findByText('Your photo is removed.')).toBeTruthy();
    expect(sent).toEqual([{ image: null }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy());
  });
});
