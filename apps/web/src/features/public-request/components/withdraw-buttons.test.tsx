import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PublicRequestDetail } from '@portal/shared';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { createI18n } from '@/i18n';
import { installFakeServer } from '@/test/fake-server';
import { WithdrawButtons } from './withdraw-buttons';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const detail = (over: Partial<PublicRequestDetail>) =>
  ({ id: 12, status: 1, can_edit: false, can_cancel: false, ...over }) as PublicRequestDetail;

function renderButtons(request: PublicRequestDetail, language: 'en' | 'th' = 'en') {
  const server = installFakeServer({
    'POST /api/public-request/12/cancel/': { status: 200, body: { ...request, status: -1 } },
    'DELETE /api/public-request/12/': { status: 204 },
  });
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(language)}>
      <MemoryRouter initialEntries={['/public-request/12/overall/info']}>
        <Routes>
          <Route
            path="/public-request/12/overall/info"
            element={<WithdrawButtons request={request} />}
          />
          <Route path="/public-request/requester" element={<p>My requests</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

describe('WithdrawButtons (issue 20)', () => {
  it('withdraws a waiting request after asking, and not when the question is declined', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const server = renderButtons(detail({ can_cancel: true }));
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/api/public-request/12/cancel/')).toBe(true),
    );
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('in Thai: deletes a draft and goes back to my requests', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = renderButtons(detail({ status: 0, can_edit: true }), 'th');
    fireEvent.click(screen.getByRole('button', { name: 'ลบฉบับร่าง' }));
    expect(await screen.findByText('My requests')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('offers nothing on a decided request', () => {
    renderButtons(detail({ status: 30 }));
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
  });
});
