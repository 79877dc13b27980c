import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from '@/api/query-client';
import { notify } from '@/core/notify';
import { createI18n } from '@/i18n';
import { Providers } from './providers';

describe('Providers: the notification container', () => {
  it('is not mounted until the first notification, which it then shows', async () => {
    render(
      <Providers queryClient={createQueryClient()} i18n={createI18n('en')}>
        <button type="button" onClick={() => notify({ message: 'Saved for later' })}>
          save
        </button>
      </Providers>,
    );
    // Not even once the package could have loaded (its chunk stays off a page's first load).
    await act(async () => {
      await import('@mantine/notifications');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Saved for later')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
