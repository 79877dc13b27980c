/** Shared setup of the cart, checkout and order pages' tests: the answers the fake server gives. */
import type { Cart, CartItemStatus, Order } from '@portal/shared';
import { CART_ITEM_STATUS } from '@portal/shared';
import { buildUser } from '@/test/fake-server';

/** A cart line for content `id`: available unless `status` says otherwise. */
export const item = (
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

/** A cart of `items` (two baht courses by default), its totals and the payment methods. */
export function buildCart(
  items = [item(6, 'Data analysis', 150000), item(7, 'AI at work', 99000)],
): Cart {
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

/** Order 41: one course, pending PromptPay payment, unless `overrides` say otherwise. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
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

/** The signed-in learner's profile answer, in `language`. */
export const profile = (language: 'en' | 'th' = 'en') => ({
  '/api/account/profile/': { status: 200, body: buildUser({ language }) },
});
