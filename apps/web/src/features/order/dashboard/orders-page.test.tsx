import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardOrder } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';

function reported(id: number, status: DashboardOrder['status'] = 'pending'): DashboardOrder {
  return {
    id,
    number: `ORD-20261123-0000${id}`,
    status,
    currency: 'thb',
    total_minor: 150000,
    item_count: 1,
    title: 'Data analysis with Python',
    is_payment_submitted: true,
    datetime_create: '2026-11-23T08:00:00Z',
    datetime_paid: null,
    user: { id: 5, email: 'somchai@example.com', first_name: 'Somchai', last_name: 'Jaidee' },
    payment_method: 'promptpay',
    payment_reference: 'REF123',
    coupon_code: null,
    discount_minor: 0,
    tax_invoice: null,
  };
}

function server(
  language: 'en' | 'th',
  routes: Parameters<typeof installFakeServer>[0] = {},
  isSuperuser = false,
) {
  return installFakeServer({
    '/api/account/profile/': {
      status: 200,
      body: buildUser({
        language,
        first_name: 'Ada',
        last_name: 'Admin',
        is_dashboard_permission: true,
        is_superuser: isSuperuser,
      }),
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
        permission_list: ['dashboard_view_dashboard', 'dashboard_manage_order'].map((codename) => ({
          codename,
          name: codename,
        })),
        dashboard_view_dashboard: true,
      },
    },
    ...routes,
  });
}

const page = (results: DashboardOrder[]) => ({
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

describe('/dashboard/order', { timeout: 30_000 }, () => {
  it('confirms a reported transfer after asking, then shows the order paid', async () => {
    let rows = [reported(41)];
    const { calls } = server('en', {
      '/api/dashboard/order/': () => page(rows),
      'POST /api/dashboard/order/41/confirm/': () => {
        rows = [{ ...reported(41, 'paid'), datetime_paid: '2026-11-23T09:00:00Z' }];
        return { status: 200, body: {} };
      },
    });
    renderApp(dashboardRoutes, '/order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('Reference: REF123')).toBeTruthy();
    expect(within(table).getByText('Checking payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ORD-20261123-000041' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Confirm that ฿1,500 for order ORD-20261123-000041/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText('Order ORD-20261123-000041 is paid; Somchai Jaidee is enrolled.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Paid')).toBeTruthy());
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/dashboard/order/41/confirm/'),
    ).toBe(true);
  });

  it('filters by status and says why a cancel is refused, in Thai', async () => {
    const { calls } = server('th', {
      '/api/dashboard/order/': () => page([reported(42)]),
      'POST /api/dashboard/order/42/cancel/': {
        status: 409,
        body: { detail: 'x', code: 'order_already_paid' },
      },
    });
    const { router } = renderApp(dashboardRoutes, '/order');
    expect(await screen.findByRole('heading', { level: 1, name: 'คำสั่งซื้อ' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('สถานะ'), { target: { value: 'pending' } });
    await waitFor(() => expect(router.state.location.search).toContain('status=pending'));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === '/api/dashboard/order/' && c.search.includes('status=pending'),
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิก ORD-20261123-000042' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(await within(dialog).findByText('คำสั่งซื้อนี้ชำระเงินแล้ว')).toBeTruthy();
  });

  it('says why a confirmation is refused, with no way round it for an order administrator', async () => {
    server('en', {
      '/api/dashboard/order/': () => page([{ ...reported(43), is_payment_submitted: false }]),
      'POST /api/dashboard/order/43/confirm/': {
        status: 409,
        body: { detail: 'x', code: 'payment_not_reported' },
      },
    });
    renderApp(dashboardRoutes, '/order');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Confirm payment of ORD-20261123-000043' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(
      await within(dialog).findByText('The buyer has not reported paying this order yet.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Reason to confirm anyway/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Confirm anyway' })).toBeNull();
  });

  it('lets a superuser confirm their own order anyway with a reason, in Thai', async () => {
    const bodies: unknown[] = [];
    server(
      'th',
      {
        '/api/dashboard/order/': () => page([reported(44)]),
        'POST /api/dashboard/order/44/confirm/': (init) => {
          const body = JSON.parse(init.body as string) as { override_reason?: string };
          bodies.push(body);
          return body.override_reason
            ? { status: 200, body: {} }
            : { status: 409, body: { detail: 'x', code: 'order_own_confirm' } };
        },
      },
      true,
    );
    renderApp(dashboardRoutes, '/order');
    fireEvent.click(
      await screen.findByRole('button', { name: 'ยืนยันการชำระเงินของ ORD-20261123-000044' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
    expect(
      await within(dialog).findByText('คุณยืนยันคำสั่งซื้อของตนเองไม่ได้ โปรดให้ผู้ดูแลระบบคนอื่นยืนยัน'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/เหตุผลที่ยืนยัน/), {
      target: { value: 'บัตรบริษัท ฝ่ายการเงินตรวจแล้ว' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันต่อไป' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{}, { override_reason: 'บัตรบริษัท ฝ่ายการเงินตรวจแล้ว' }]);
  });
});
