import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { methodOfPath } from './checkout-page';
import { buildCart, buildOrder, profile } from './order-test-server';

afterEach(() => vi.unstubAllGlobals());

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
