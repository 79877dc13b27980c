import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { paged } from '@/test/catalog-factories';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';
const malee = {
  id: 7,
  email: 'malee@example.com',
  first_name: 'Malee',
  last_name: 'Jaidee',
  department: '',
  position: '',
  language: 'th',
  is_active: true,
  is_superuser: false,
  is_system_user: false,
  is_store_permission: false,
  is_team_dashboard: false,
  is_creator: false,
  is_dashboard_permission: false,
  lock_until: null,
  last_active: null,
  created_at: stamp,
  group_ids: [],
  group_list: [],
  manager_email: '',
};
type Routes = NonNullable<Parameters<typeof dashboardServer>[1]>;
const routes = (invite: Routes[string]): Routes => ({
  '/api/dashboard/user/7/': { status: 200, body: malee },
  '/api/dashboard/group/': { status: 200, body: paged([]) },
  'POST /api/dashboard/user/7/invite/': invite,
});

describe('the invite button of /dashboard/user/{id}', { timeout: 30_000 }, () => {
  it('asks first, then sends the invitation and says until when the link works', async () => {
    const sent: unknown[] = [];
    dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_user'],
      routes((init: RequestInit) => {
        sent.push(JSON.parse(init.body as string));
        return { status: 200, body: { expires_at: '2099-12-08T09:30:00.000Z' } };
      }),
    );
    renderApp(dashboardRoutes, '/user/7');
    await screen.findByRole('heading', { level: 1, name: /Malee Jaidee/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send an invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite this person' });
    expect(within(dialog).getByText(/Send malee@example.com an e-mail with a link/)).toBeTruthy();
    expect(sent).toEqual([]);
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send an invitation' }));
    const again = await screen.findByRole('dialog', { name: 'Invite this person' });
    fireEvent.click(within(again).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await within(again).findByText(
        /The invitation was sent to malee@example.com\. The link works until .*2099/,
      ),
    ).toBeTruthy();
    expect(sent).toEqual([{}]);
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal in Thai when the account is inactive', async () => {
    dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_user'],
      routes({ status: 400, body: { code: 'user_inactive', detail: 'x', errors: {} } }),
      'th',
    );
    const { i18n } = renderApp(dashboardRoutes, '/user/7');
    await i18n.changeLanguage('th');
    await screen.findByRole('heading', { level: 1, name: /Malee Jaidee/ });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งคำเชิญ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เชิญบุคคลนี้' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ส่งคำเชิญ' }));
    expect(await within(dialog).findByText('ขออภัย ผู้ใช้นี้ถูกระงับการใช้งาน')).toBeTruthy();
  });
});
