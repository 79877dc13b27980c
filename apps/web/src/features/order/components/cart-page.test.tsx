/** The cart page: items and total, coupon codes, what cannot be bought, in both languages. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Cart } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { buildCart, item, profile } from './order-test-server';

afterEach(() => vi.unstubAllGlobals());

describe('/cart', { timeout: 30_000 }, () => {
  it('lists the items with their total, removes one and checks out the currency', async () => {
    let cart = buildCart();
    const { calls } = installFakeServer({
      ...profile(),
      '/api/order/cart/': () => ({ status: 200, body: cart }),
      'DELETE /api/order/cart/7/': () => {
        cart = buildCart([item(6, 'Data analysis', 150000)]);
        return { status: 200, body: cart };
      },
    });
    renderApp(webfrontRoutes, '/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(await screen.findByText('฿2,490')).toBeTruthy();
    expect(screen.getByText('Total (2 items)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove AI at work from the cart' }));
    expect(
      await screen.findByText('฿1,500', { selector: 'p.mantine-Text-root[data-size="xl"]' }),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/order/cart/7/')).toBe(true);
    expect(screen.getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe(
      '/cart/check-out?currency=thb',
    );
    // The header's cart link counts the items.
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByText('Total (1 item)')).toBeTruthy();
  });

  it('applies a coupon code: says why one is refused, then shows the discount and removes it', async () => {
    let cart = buildCart([item(6, 'Data analysis', 150000)]);
    const withCoupon = (): Cart => ({
      ...cart,
      totals: [{ currency: 'thb', count: 1, total_minor: 150000, discount_minor: 15000 }],
      coupon: {
        code: 'WELCOME10',
        kind: 'percent',
        percent: 10,
        amount_minor: null,
        currency: null,
        error: null,
      },
    });
    const { calls } = installFakeServer({
      ...profile(),
      '/api/order/cart/': () => ({ status: 200, body: cart }),
      'POST /api/order/cart/coupon/': (init) => {
        const { code } = JSON.parse(init.body as string) as { code: string };
        if (code !== 'welcome10')
          return {
            status: 400,
            body: { detail: 'x', code: 'validation_error', errors: { code: ['coupon_expired'] } },
          };
        cart = withCoupon();
        return { status: 200, body: cart };
      },
      'DELETE /api/order/cart/coupon/': () => {
        cart = buildCart([item(6, 'Data analysis', 150000)]);
        return { status: 200, body: cart };
      },
    });
    renderApp(webfrontRoutes, '/cart');
    const field = await screen.findByLabelText('Coupon code');
    fireEvent.change(field, { target: { value: 'OLD2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon code has expired.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 applied: 10% off.')).toBeTruthy();
    expect(
      screen.getByText('฿1,350', { selector: 'p.mantine-Text-root[data-size="xl"]' }),
    ).toBeTruthy();
    expect(screen.getByText(/Discount \(WELCOME10\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByLabelText('Coupon code')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/order/cart/coupon/')).toBe(
      true,
    );
  });

  it('says in Thai when the applied code no longer applies, and counts items without a plural', async () => {
    installFakeServer({
      ...profile('th'),
      '/api/order/cart/': {
        status: 200,
        body: {
          ...buildCart([item(6, 'Data analysis', 150000)]),
          coupon: {
            code: 'LAST1',
            kind: 'percent',
            percent: 50,
            amount_minor: null,
            currency: null,
            error: 'coupon_used_up',
          },
        },
      },
    });
    renderApp(webfrontRoutes, '/cart');
    expect(await screen.findByText('รหัส LAST1 ใช้ไม่ได้: รหัสคูปองนี้ถูกใช้ครบจำนวนแล้ว')).toBeTruthy();
    expect(screen.getByText('รวม (1 รายการ)')).toBeTruthy();
  });

  it('says why an item cannot be bought and shows the empty cart, in Thai', async () => {
    installFakeServer({
      ...profile('th'),
      '/api/order/cart/': { status: 200, body: buildCart([item(8, 'Leading a team', 50000, -4)]) },
    });
    const first = renderApp(webfrontRoutes, '/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'ตะกร้าสินค้า' })).toBeTruthy();
    expect(await screen.findByText('เต็มแล้ว')).toBeTruthy();
    expect(screen.getByText('คอร์สนี้เต็มแล้ว')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ชำระเงิน' })).toBeNull();
    first.unmount();
    installFakeServer({
      ...profile('th'),
      '/api/order/cart/': { status: 200, body: buildCart([]) },
    });
    renderApp(webfrontRoutes, '/cart');
    expect(await screen.findByText('ตะกร้าของคุณว่างอยู่')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูคอร์สทั้งหมด' }).getAttribute('href')).toBe('/course');
  });
});
