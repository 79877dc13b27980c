import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CouponInput, DashboardCoupon } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { paged } from '@/test/catalog-factories';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';

function coupon(overrides: Partial<DashboardCoupon> = {}): DashboardCoupon {
  return {
    id: 7,
    code: 'SAVE10',
    description: 'Launch offer',
    kind: 'percent',
    percent: 10,
    amount_minor: null,
    currency: null,
    datetime_start: null,
    datetime_end: null,
    usage_limit: 100,
    per_user_limit: 1,
    is_active: true,
    used_count: 3,
    datetime_create: stamp,
    ...overrides,
  };
}

const server = (language: 'en' | 'th', routes: Parameters<typeof dashboardServer>[1] = {}) =>
  dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_order'], routes, language);

const page = (results: DashboardCoupon[]) => ({ status: 200, body: paged(results) });

describe('/dashboard/coupon', { timeout: 30_000 }, () => {
  it('lists each coupon’s discount, window, uses and limits', async () => {
    server('en', {
      '/api/dashboard/coupon/': () =>
        page([
          coupon(),
          coupon({
            id: 8,
            code: 'WELCOME',
            description: '',
            kind: 'amount',
            percent: null,
            amount_minor: 25000,
            currency: 'thb',
            usage_limit: null,
            per_user_limit: null,
            datetime_end: '2026-12-31T16:59:00Z',
            is_active: false,
            used_count: 12,
          }),
        ]),
    });
    renderApp(dashboardRoutes, '/coupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const save = within(table).getByText('SAVE10').closest('tr') as HTMLElement;
    expect(within(save).getByText('10% off')).toBeTruthy();
    expect(within(save).getByText('Always')).toBeTruthy();
    expect(within(save).getByText('3 of 100')).toBeTruthy();
    expect(within(save).getByText('1 per learner')).toBeTruthy();
    expect(within(save).getByText('Active')).toBeTruthy();
    const welcome = within(table).getByText('WELCOME').closest('tr') as HTMLElement;
    expect(within(welcome).getByText('฿250 off')).toBeTruthy();
    expect(within(welcome).getByText(/^Until /)).toBeTruthy();
    expect(within(welcome).getByText('12 (no limit)')).toBeTruthy();
    // An inactive coupon can be edited, not deactivated again.
    expect(within(welcome).queryByRole('button', { name: 'Deactivate WELCOME' })).toBeNull();
    expect(within(save).getByRole('button', { name: 'Deactivate SAVE10' })).toBeTruthy();
  });

  it('makes a percent coupon, the code in capitals, and shows the server’s refusal under its field', async () => {
    const sent: CouponInput[] = [];
    let taken = true;
    server('en', {
      '/api/dashboard/coupon/': () => page([]),
      'POST /api/dashboard/coupon/': (init) => {
        const body = JSON.parse(init.body as string) as CouponInput;
        sent.push(body);
        if (taken)
          return {
            status: 400,
            body: { detail: 'x', code: 'invalid', errors: { code: ['coupon_code_taken'] } },
          };
        return { status: 201, body: coupon({ id: 9, code: body.code, percent: body.percent }) };
      },
    });
    renderApp(dashboardRoutes, '/coupon');
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), {
      target: { value: 'spring-15' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Percent/ }), {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another coupon has this code.')).toBeTruthy();
    taken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coupon SPRING-15 saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toMatchObject({
      code: 'SPRING-15',
      kind: 'percent',
      percent: 15,
      amount_minor: null,
      currency: null,
      datetime_start: null,
      datetime_end: null,
      is_active: true,
    });
  });

  it('edits an amount coupon in minor units, and deactivates one, in Thai', async () => {
    const patched: CouponInput[] = [];
    const { calls } = server('th', {
      '/api/dashboard/coupon/': () =>
        page([
          coupon({
            id: 8,
            code: 'WELCOME',
            kind: 'amount',
            percent: null,
            amount_minor: 25000,
            currency: 'thb',
          }),
        ]),
      'PATCH /api/dashboard/coupon/8/': (init) => {
        patched.push(JSON.parse(init.body as string) as CouponInput);
        return { status: 200, body: coupon({ id: 8, code: 'WELCOME' }) };
      },
      'POST /api/dashboard/coupon/8/deactivate/': {
        status: 200,
        body: coupon({ id: 8, code: 'WELCOME', is_active: false }),
      },
    });
    renderApp(dashboardRoutes, '/coupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'คูปอง' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'แก้ไข WELCOME' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /^จำนวนเงิน/ });
    expect((amount as HTMLInputElement).value).toBe('250');
    fireEvent.change(amount, { target: { value: '199.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกคูปอง WELCOME แล้ว')).toBeTruthy();
    expect(patched[0]).toMatchObject({ kind: 'amount', amount_minor: 19950, currency: 'thb' });

    fireEvent.click(await screen.findByRole('button', { name: 'ปิดใช้งาน WELCOME' }));
    expect(await screen.findByText('รหัส WELCOME ใช้ไม่ได้อีกต่อไป')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/dashboard/coupon/8/deactivate/'),
    ).toBe(true);
  });
});
