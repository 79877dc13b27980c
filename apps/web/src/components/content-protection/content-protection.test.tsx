import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { User } from '@portal/shared';
import { createQueryClient } from '@/api/query-client';
import { AppContext } from '@/core/app-context';
import { profileQueryOptions } from '@/core/session';
import { createI18n } from '@/i18n';
import { ContentProtection } from './content-protection';

/**
 * Content protection (issue 20 item 7): on only while config-enable-screen-capture is off; then
 * right-click, copy, paste and PrintScreen are refused with the SPEC's messages (en and th) and
 * the watermark carries the learner's name and e-mail.
 */
function renderProtected(screenCapture: boolean, language: 'en' | 'th' = 'en') {
  const client = createQueryClient();
  client.setQueryData(profileQueryOptions().queryKey, {
    first_name: 'Malee',
    last_name: 'Srisuk',
    email: 'malee@example.com',
  } as User);
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={client}>
        <MantineProvider>
          <Notifications />
          <AppContext.Provider
            value={{
              project: 'webfront',
              config: { 'config-enable-screen-capture': screenCapture },
              isAppWebview: false,
            }}
          >
            <ContentProtection watermark>
              <p>lesson text</p>
            </ContentProtection>
          </AppContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('content protection', () => {
  // The notifications store outlives a render: each test starts with none shown.
  beforeEach(() => notifications.clean());

  it('refuses right-click, copy, paste and PrintScreen while screen capture is off', async () => {
    renderProtected(false);
    const text = screen.getByText('lesson text');
    // fireEvent answers false when the handler prevented the browser's default.
    expect(fireEvent.contextMenu(text)).toBe(false);
    expect(await screen.findByText('Right-click is not allowed on this content.')).toBeTruthy();
    expect(fireEvent.copy(text)).toBe(false);
    expect(await screen.findByText('Copying is not allowed on this content.')).toBeTruthy();
    expect(fireEvent.paste(text)).toBe(false);
    expect(await screen.findByText('Pasting is not allowed on this content.')).toBeTruthy();
    fireEvent.keyUp(window, { key: 'PrintScreen', keyCode: 44 });
    expect(await screen.findByText('Screen capture is not allowed on this content.')).toBeTruthy();
    expect(screen.getAllByText('This content is protected by copyright.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByTestId('watermark').textContent).toContain(
      'Malee Srisuk · malee@example.com',
    );
    expect(document.documentElement.hasAttribute('data-content-protected')).toBe(true);
  });

  it('says it in Thai', async () => {
    renderProtected(false, 'th');
    expect(fireEvent.contextMenu(screen.getByText('lesson text'))).toBe(false);
    expect(await screen.findByText('ไม่อนุญาตให้คลิกขวาบนเนื้อหานี้')).toBeTruthy();
  });

  it('leaves content alone while screen capture is allowed (the default)', () => {
    renderProtected(true);
    const text = screen.getByText('lesson text');
    expect(fireEvent.contextMenu(text)).toBe(true);
    expect(fireEvent.copy(text)).toBe(true);
    expect(screen.queryByTestId('watermark')).toBeNull();
    expect(screen.queryByTestId('content-protected')).toBeNull();
    expect(document.documentElement.hasAttribute('data-content-protected')).toBe(false);
  });
});
