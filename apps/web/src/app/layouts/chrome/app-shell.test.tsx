import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppContext } from '@/core/app-context';
import { syncAppWebview } from '@/core/webview';
import { HomeIcon } from '@/components/icons';
import { createI18n } from '@/i18n';
import { AppShell } from './app-shell';
import { AppFooter } from './app-footer';
import { MessengerButton } from './messenger-button';

function renderShell(isAppWebview: boolean) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider>
          <MemoryRouter>
            <AppContext.Provider
              value={{
                project: 'webfront',
                config: { 'messenger-is-enabled': true },
                isAppWebview,
              }}
            >
              <AppShell
                menuItems={[{ to: '/', label: 'Home', icon: HomeIcon, end: true }]}
                headerEnd={<span>header end</span>}
                footer={<AppFooter />}
                messenger={<MessengerButton signedIn />}
              >
                <p>page content</p>
              </AppShell>
            </AppContext.Provider>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('app web view', () => {
  it('keeps ?is_app_webview=true for the rest of the visit, and false turns it off', () => {
    expect(syncAppWebview('')).toBe(false);
    expect(syncAppWebview('?is_app_webview=true')).toBe(true);
    expect(syncAppWebview('?page=2')).toBe(true);
    expect(syncAppWebview('?is_app_webview=false')).toBe(false);
  });

  it('shows header, left menu, footer and messenger normally (the footer and messenger after the first paint)', async () => {
    renderShell(false);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messenger' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('page content');
  });

  it('hides header, left menu, footer and messenger in the app web view', async () => {
    renderShell(true);
    // Past the first paint, when the footer and messenger would have come.
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Messenger' })).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('page content');
  });
});
