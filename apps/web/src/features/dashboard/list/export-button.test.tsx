import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { buildUser } from '@/test/fake-server';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const users = {
  count: 1,
  total: 1,
  page_size: 50,
  next: null,
  previous: null,
  results: [
    {
      ...buildUser({ first_name: 'Somchai', last_name: 'Jaidee' }),
      created_at: '2026-01-01T00:00:00Z',
    },
  ],
};

function server(exportAnswer: { status: number; body: unknown }) {
  const created = vi.fn(() => 'blob:users');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const fake = dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_user'], {
    '/api/dashboard/user/': { status: 200, body: users },
    '/api/dashboard/user/export/': exportAnswer,
  });
  return { ...fake, created };
}

describe('Export to Excel in a dashboard list', { timeout: 30_000 }, () => {
  it('downloads the list for the filters, search and ordering in the URL', async () => {
    const { calls, created } = server({ status: 200, body: 'xlsx bytes' });
    renderApp(dashboardRoutes, '/user?search=somchai&ordering=email&is_active=false&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const call = calls.find((c) => c.path === '/api/dashboard/user/export/');
    const params = new URLSearchParams(call?.search);
    expect(params.get('search')).toBe('somchai');
    expect(params.get('ordering')).toBe('email');
    expect(params.get('is_active')).toBe('false');
    expect(params.has('page')).toBe(false);
  });

  it('says in Thai why the file could not be made', async () => {
    server({ status: 403, body: { detail: 'No Permission', code: 'no_permission' } });
    const { i18n } = renderApp(dashboardRoutes, '/user');
    await screen.findByRole('button', { name: 'Export to Excel' });
    await i18n.changeLanguage('th');
    fireEvent.click(await screen.findByRole('button', { name: 'ส่งออกเป็น Excel' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^สร้างไฟล์ไม่สำเร็จ: /);
  });
});
