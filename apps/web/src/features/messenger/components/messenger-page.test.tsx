import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppContext } from '@/core/app-context';
import { applyLanguage, createI18n } from '@/i18n';
import { MessengerPage } from './messenger-page';
import { SupportDeskPage } from './support-desk-page';

async function renderPage(
  config: Record<string, unknown>,
  language: 'en' | 'th' = 'en',
  page = <MessengerPage />,
) {
  const i18n = createI18n(language);
  await applyLanguage(i18n, language);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider>
          <MemoryRouter initialEntries={['/messenger']}>
            <AppContext.Provider value={{ project: 'webfront', config, isAppWebview: false }}>
              {page}
            </AppContext.Provider>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the messenger page while the messenger is switched off', () => {
  const sockets: string[] = [];
  const fetches: string[] = [];
  beforeEach(() => {
    sockets.length = 0;
    fetches.length = 0;
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor(url: string) {
          sockets.push(url);
        }
        close() {}
      },
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      fetches.push(input instanceof Request ? input.url : input.toString());
      return new Promise<Response>(() => undefined);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says so, links home, and neither reads conversations nor opens the socket', async () => {
    await renderPage({ 'messenger-is-enabled': false });
    expect(await screen.findByText('The messenger is switched off')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
    expect(sockets).toEqual([]);
    expect(fetches.filter((url) => url.includes('messenger'))).toEqual([]);
  });

  it('says so in Thai', async () => {
    await renderPage({}, 'th');
    expect(await screen.findByText('ระบบข้อความปิดใช้งานอยู่')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toBeTruthy();
    expect(sockets).toEqual([]);
  });

  it('opens the inbox and its socket once it is switched on', async () => {
    await renderPage({ 'messenger-is-enabled': true });
    expect(await screen.findByRole('button', { name: 'New message' })).toBeTruthy();
    expect(screen.queryByTestId('messenger-off')).toBeNull();
    expect(sockets).toHaveLength(1);
    expect(fetches.some((url) => url.includes('/api/messenger/'))).toBe(true);
  });

  it('the dashboard’s support desk says where to switch it on, and reads nothing', async () => {
    await renderPage({ 'messenger-is-enabled': false }, 'en', <SupportDeskPage />);
    expect(await screen.findByText(/Switch it on under Settings → Features/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(sockets).toEqual([]);
    expect(fetches).toEqual([]);
  });
});
