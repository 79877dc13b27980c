import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart, CartItemStatus, Order } from '@portal/shared';
import { CART_ITEM_STATUS } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { methodOfPath } from './checkout-page';

afterEach(() => vi.unstubAllGlobals());

const item = (
  id: number,
  title: string,
  price: number,
  status: CartItemStatus = CART_ITEM_STATUS.available,
) => ({
  id: id + 100,
  content: { id, code: `C-${id}`, content_type: 'course' },
  title,
  image: null,
  price_minor: price,
  currency: 'thb' as const,
  status,
  reason: status === CART_ITEM_STATUS.available ? null : 'sold_out',
  datetime_add: '2026-11-23T08:00:00Z',
});

function buildCart(items = [item(6, 'Data analysis', 150000), item(7, 'AI at work', 99000)]): Cart {
  const available = items.filter((i) => i.status === CART_ITEM_STATUS.available);
  return {
    items,
    totals: available.length
      ? [
          {
            currency: 'thb',
            count: available.length,
            total_minor: available.reduce((s, i) => s + i.price_minor, 0),
            discount_minor: 0,
          },
        ]
      : [],
    payment_methods: [
      { code: 'promptpay', currencies: ['thb'], is_manual: true },
      { code: 'demo', currencies: ['thb', 'usd', 'jpy'], is_manual: false },
    ],
    vat_rate_bp: 700,
    coupon: null,
  };
}

function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    number: 'ORD-20261123-000041',
    status: 'pending',
    currency: 'thb',
    total_minor: 150000,
    item_count: 1,
    title: 'Data analysis',
    is_payment_submitted: false,
    datetime_create: '2026-11-23T08:00:00Z',
    datetime_paid: null,
    items: [
      {
        id: 1,
        content: { id: 6, code: 'C-6', content_type: 'course' },
        title: 'Data analysis',
        price_minor: 150000,
        enroll_status: null,
      },
    ],
    subtotal_minor: 150000,
    coupon_code: null,
    discount_minor: 0,
    vat_rate_bp: 700,
    vat_minor: 9813,
    receipt_number: null,
    tax_invoice: null,
    payment: {
      method: 'promptpay',
      is_manual: true,
      reference: null,
      note: '',
      datetime_submit: null,
      promptpay_payload: '000201',
      qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
      payee_name: 'Portal Co., Ltd.',
    },
    datetime_expire: '2026-11-26T08:00:00Z',
    datetime_cancel: null,
    cancel_reason: '',
    ...overrides,
  };
}

const profile = (language: 'en' | 'th' = 'en') => ({
  '/api/account/profile/': { status: 200, body: buildUser({ language }) },
});

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

describe('/cart/check-out and the order', { timeout: 30_000 }, () => {
  it('places a PromptPay order for the chosen course, shows the QR and takes the reference', async () => {
    let order = buildOrder();
    const { fetch } = installFakeServer({
      ...profile(),
      '/api/order/cart/': { status: 200, body: buildCart() },
      'POST /api/order/checkout/': () => ({ status: 201, body: order }),
      '/api/order/41/': () => ({ status: 200, body: order }),
      'POST /api/order/41/payment/': (init) => {
        if ((JSON.parse(init.body as string) as { reference: string }).reference === 'USED1')
          return {
            status: 400,
            body: {
              detail: 'x',
              code: 'validation_error',
              errors: { reference: ['payment_reference_used'] },
            },
          };
        order = buildOrder({
          is_payment_submitted: true,
          payment: { ...order.payment, reference: 'REF123' },
        });
        return { status: 200, body: order };
      },
    });
    const { router } = renderApp(webfrontRoutes, '/cart/check-out?currency=thb&content=6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check out' })).toBeTruthy();
    expect(screen.getByText('VAT 7% included')).toBeTruthy();
    expect(screen.queryByText('AI at work')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/purchase/41'));
    const post = fetch.mock.calls.find(
      ([input]) => typeof input === 'string' && input.includes('/api/order/checkout/'),
    );
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      content_id_list: [6],
      payment_method: 'promptpay',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order ORD-20261123-000041' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PromptPay QR code for ฿1,500' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([input]) => typeof input === 'string' && input.includes('/payment/')),
    ).toBe(false);
    // A reference already reported on another order is refused on the field.
    fireEvent.change(screen.getByLabelText(/Transfer reference/), { target: { value: 'USED1' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(
      await screen.findByText(
        'This transfer reference was already reported on another order. Check the reference on your transfer slip.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Transfer reference/), { target: { value: 'REF123' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Reference you gave: REF123')).toBeTruthy();
    expect(screen.getByText('Checking payment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows a paid order with its receipt downloads and the waiting list note, in Thai', async () => {
    installFakeServer({
      ...profile('th'),
      '/api/order/cart/': { status: 200, body: buildCart([]) },
      '/api/order/41/': {
        status: 200,
        body: buildOrder({
          status: 'paid',
          receipt_number: 'RC-20261123-000041',
          datetime_paid: '2026-11-23T09:00:00Z',
          items: [{ ...buildOrder().items[0]!, enroll_status: 2 }],
        }),
      },
    });
    renderApp(webfrontRoutes, '/cart/purchase/41');
    expect(await screen.findByText('ชำระเงินแล้ว')).toBeTruthy();
    expect(screen.getByText('คอร์สเต็มก่อนยืนยันการชำระเงิน คุณอยู่ในรายชื่อสำรองของคอร์สนี้')).toBeTruthy();
    expect(screen.getByText('รวมภาษีมูลค่าเพิ่ม 7% แล้ว')).toBeTruthy();
    const th = screen.getByRole('link', { name: 'ดาวน์โหลดใบเสร็จ (ภาษาไทย)' });
    expect(th.getAttribute('href')).toBe('/api/order/41/receipt/?lang=th');
    expect(screen.queryByRole('heading', { name: 'ชำระด้วยพร้อมเพย์' })).toBeNull();
  });

  it('lists the orders paged, filters by status in the URL', async () => {
    const { calls } = installFakeServer({
      ...profile(),
      '/api/order/cart/': { status: 200, body: buildCart([]) },
      '/api/order/': {
        status: 200,
        body: {
          count: 1,
          total: 1,
          page_size: 50,
          next: null,
          previous: null,
          results: [buildOrder({ item_count: 2 })],
        },
      },
    });
    const { router } = renderApp(webfrontRoutes, '/cart/purchase');
    const row = (await screen.findByText('Data analysis and 1 more')).closest('li');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Waiting for payment')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open order ORD-20261123-000041' }).getAttribute('href'),
    ).toBe('/cart/purchase/41');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/order/' && c.search.includes('status=paid'))).toBe(
        true,
      ),
    );
  });
});

describe('/cart/check-out with a tax invoice', { timeout: 30_000 }, () => {
  it('checks the tax ID before sending, then sends the company details with the order', async () => {
    const { fetch } = installFakeServer({
      ...profile(),
      '/api/order/cart/': { status: 200, body: buildCart() },
      'POST /api/order/checkout/': () => ({ status: 201, body: buildOrder() }),
      '/api/order/41/': () => ({ status: 200, body: buildOrder() }),
    });
    const { router } = renderApp(webfrontRoutes, '/cart/check-out?currency=thb&content=6');
    fireEvent.click(await screen.findByRole('checkbox', { name: /I need a tax invoice/ }));
    fireEvent.change(screen.getByLabelText(/Company name/), {
      target: { value: 'Siam Learning Co., Ltd.' },
    });
    fireEvent.change(screen.getByLabelText(/^Tax ID/), { target: { value: '0107537000018' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Branch' }));
    fireEvent.change(screen.getByLabelText(/Branch number/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Registered address/), {
      target: { value: '1 Sukhumvit Road, Bangkok 10110' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This tax ID is not valid: check the 13 digits.')).toBeTruthy();
    expect(screen.getByText('A branch number has 5 digits, e.g. 00001.')).toBeTruthy();
    const checkouts = () =>
      fetch.mock.calls.filter(
        ([input]) => typeof input === 'string' && input.includes('/api/order/checkout/'),
      );
    expect(checkouts()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Tax ID/), { target: { value: '0107537000017' } });
    fireEvent.change(screen.getByLabelText(/Branch number/), { target: { value: '00002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/purchase/41'));
    expect(JSON.parse(checkouts()[0]?.[1]?.body as string)).toEqual({
      content_id_list: [6],
      payment_method: 'promptpay',
      tax_invoice: {
        company_name: 'Siam Learning Co., Ltd.',
        tax_id: '0107537000017',
        branch: '00002',
        address: '1 Sukhumvit Road, Bangkok 10110',
      },
    });
  });

  it('shows a paid order with Start learning, its discount and the tax invoice', async () => {
    installFakeServer({
      ...profile(),
      '/api/order/cart/': { status: 200, body: buildCart([]) },
      '/api/order/41/': {
        status: 200,
        body: buildOrder({
          status: 'paid',
          receipt_number: 'RC-20261123-000041',
          datetime_paid: '2026-11-23T09:00:00Z',
          coupon_code: 'WELCOME10',
          discount_minor: 15000,
          total_minor: 135000,
          items: [{ ...buildOrder().items[0]!, enroll_status: 0 }],
          tax_invoice: {
            company_name: 'Siam Learning Co., Ltd.',
            tax_id: '0107537000017',
            branch: '00000',
            address: '1 Sukhumvit Road',
          },
        }),
      },
    });
    renderApp(webfrontRoutes, '/cart/purchase/41');
    const start = await screen.findByRole('link', { name: 'Start learning' });
    expect(start.getAttribute('href')).toBe('/course/6');
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(screen.getByText('−฿150')).toBeTruthy();
    const invoice = screen.getByTestId('order-tax-invoice');
    expect(within(invoice).getByText('Siam Learning Co., Ltd.')).toBeTruthy();
    expect(within(invoice).getByText(/Tax ID 0107537000017 · Head office/)).toBeTruthy();
  });
});

describe('/cart/check-out/{check_out_type}', { timeout: 30_000 }, () => {
  it('reads the payment method from the path: a method code, or qr-code for PromptPay', async () => {
    expect(methodOfPath('qr-code')).toBe('promptpay');
    expect(methodOfPath('demo')).toBe('demo');
    expect(methodOfPath('bitcoin')).toBeNull();
    const { fetch } = installFakeServer({
      ...profile(),
      '/api/order/cart/': { status: 200, body: buildCart() },
      'POST /api/order/checkout/': () => ({ status: 201, body: buildOrder() }),
      '/api/order/41/': () => ({ status: 200, body: buildOrder() }),
    });
    const { router } = renderApp(webfrontRoutes, '/cart/check-out/demo?currency=thb&content=6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/purchase/41'));
    const post = fetch.mock.calls.find(
      ([input]) => typeof input === 'string' && input.includes('/api/order/checkout/'),
    );
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({ payment_method: 'demo' });
  });
});
