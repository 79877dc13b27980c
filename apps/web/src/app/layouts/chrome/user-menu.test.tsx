import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { createI18n } from '@/i18n';
import { buildUser } from '@/test/fake-server';
import { UserMenu } from './user-menu';

function renderMenu() {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider>
          <MemoryRouter>
            <UserMenu
              user={buildUser({ first_name: 'Somchai', last_name: 'Jaidee' })}
              project="webfront"
              afterLogout="/account/signin"
              profilePath="/profile/my-profile"
            />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

// jsdom has no layout, so Mantine hides a positioned dropdown as detached (display: none): the
// menu is checked by its items being there and the button saying it is expanded.
const account = { name: 'Account menu: Somchai Jaidee' };

describe('user menu (its own chunk)', () => {
  it('shows the avatar button at once, and a click before the menu has loaded still opens it', async () => {
    renderMenu();
    // First render: the menu's chunk has not resolved yet, the stand-in button is there.
    fireEvent.click(screen.getByRole('button', account));
    expect(screen.getByText('SJ')).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: 'Log out', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'My profile', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', account).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on a click once loaded, with the same button', async () => {
    renderMenu();
    // Loaded: Mantine's Menu.Target gives the button an id (the dropdown is labelled by it).
    await waitFor(() => expect(screen.getByRole('button', account).id).toBeTruthy());
    expect(screen.getByText('SJ')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Log out', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', account));
    expect(await screen.findByRole('menuitem', { name: 'Log out', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', account).getAttribute('aria-expanded')).toBe('true');
  });
});
