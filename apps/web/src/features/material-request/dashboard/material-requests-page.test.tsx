import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApproveStatus, DashboardMaterialRequest } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';

function waiting(id: number, status: ApproveStatus = 1): DashboardMaterialRequest {
  return {
    id,
    flow_type: 1,
    status,
    reason: '',
    datetime_create: '2026-11-23T08:00:00Z',
    datetime_decide: null,
    material: { id: 90 + id, kind: 'article', title: 'การออมเงิน', desc: '', is_publish: false },
    user: { id: 5, email: 'somchai@example.com', first_name: 'Somchai', last_name: 'Jaidee' },
  };
}

const page = (results: DashboardMaterialRequest[]) => ({
  status: 200,
  body: {
    count: results.length,
    total: results.length,
    page_size: 50,
    next: null,
    previous: null,
    results,
  },
});

function server(language: 'en' | 'th', routes: Parameters<typeof installFakeServer>[0]) {
  return installFakeServer({
    '/api/account/profile/': {
      status: 200,
      body: buildUser({ language, first_name: 'Ada', is_dashboard_permission: true }),
    },
    '/api/dashboard/config/': {
      status: 200,
      body: { config_dict: {}, config_datetime_update: stamp },
    },
    '/api/dashboard/dict/': { status: 200, body: { dict_datetime_update: stamp, en: {}, th: {} } },
    '/api/dashboard/account/permission/': {
      status: 200,
      body: {
        auth_group_list: [{ id: 1, name: 'Administrator' }],
        permission_list: ['dashboard_view_dashboard', 'dashboard_manage_content'].map(
          (codename) => ({
            codename,
            name: codename,
          }),
        ),
        dashboard_view_dashboard: true,
      },
    },
    '/api/dashboard/material-request/7/': {
      status: 200,
      body: { ...waiting(7), article_html: '<p>ออมก่อนใช้</p>', external_url: '' },
    },
    ...routes,
  });
}

describe('/dashboard/material-request', { timeout: 30_000 }, () => {
  it('shows the article for review and approves it', async () => {
    let rows = [waiting(7)];
    const { calls } = server('en', {
      '/api/dashboard/material-request/': () => page(rows),
      'POST /api/dashboard/material-request/7/approve/': () => {
        rows = [{ ...waiting(7, 30), material: { ...waiting(7).material, is_publish: true } }];
        return { status: 200, body: rows[0] };
      },
    });
    renderApp(dashboardRoutes, '/material-request');
    const table = await screen.findByRole('table', { name: 'Material requests' });
    expect(within(table).getByText('Waiting for approval')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review การออมเงิน' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ออมก่อนใช้')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('การออมเงิน is approved and published.')).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Approved')).toBeTruthy());
    expect(
      within(table).getByRole('link', { name: 'Open published page' }).getAttribute('href'),
    ).toBe('/article/97');
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/7/approve/'))).toBe(true);
  });

  it('asks for a reason before rejecting, in Thai, and sends it', async () => {
    let sent: unknown = null;
    server('th', {
      '/api/dashboard/material-request/': () => page([waiting(7)]),
      'POST /api/dashboard/material-request/7/reject/': (init) => {
        sent = JSON.parse(init.body as string);
        return { status: 200, body: { ...waiting(7, -3), reason: 'ไม่ตรงหัวข้อ' } };
      },
    });
    renderApp(dashboardRoutes, '/material-request');
    fireEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบ การออมเงิน' }));
    const review = await screen.findByRole('dialog');
    fireEvent.click(within(review).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const ask = await screen.findByRole('dialog', { name: 'ไม่อนุมัติสื่อ' });
    fireEvent.click(within(ask).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await within(ask).findByText('โปรดระบุเหตุผล')).toBeTruthy();
    expect(sent).toBeNull();
    fireEvent.change(within(ask).getByLabelText('เหตุผล'), { target: { value: 'ไม่ตรงหัวข้อ' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await screen.findByText('ไม่อนุมัติ การออมเงิน แล้ว')).toBeTruthy();
    expect(sent).toEqual({ reason: 'ไม่ตรงหัวข้อ' });
  });
});
