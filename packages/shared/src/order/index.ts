import { z } from 'zod';
import { PROGRESS_STATUS, statusSchema } from '../status';
import { PageQuerySchema } from '../api';
import { TEXT_LIMIT } from '../constants';
import { LangQuerySchema } from '../learning/schemas';
import { CURRENCIES } from './currencies';
import { CartCouponSchema } from './coupon';
import { HEAD_OFFICE_BRANCH, isThaiTaxId, taxIdDigits } from './tax-id';

export { CURRENCIES, type Currency } from './currencies';
export * from './coupon';
export * from './tax-id';

/** Status of a cart item (SPEC §3 cart): whether it can be bought now. */
export const CART_ITEM_STATUS = {
  not_available: 0,
  available: 1,
  sold_out: -4,
  canceled: -5,
} as const;
export type CartItemStatus = (typeof CART_ITEM_STATUS)[keyof typeof CART_ITEM_STATUS];

/** Order lifecycle: pending → paid, cancelled or expired; nothing leaves paid. */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Built-in payment providers: PromptPay transfer confirmed by an administrator; demo (config). */
export const PAYMENT_METHODS = ['promptpay', 'demo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Most items one order may hold. */
export const ORDER_ITEM_LIMIT = 50;

const contentId = z
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');

/** POST order/cart/: add one priced content to the learner's cart. */
export const CartAddSchema = z.object({ content_id: contentId }).strict();
export type CartAdd = z.infer<typeof CartAddSchema>;

/** Path of DELETE order/cart/{content_id}/. */
export const CartContentParamSchema = z.object({
  content_id: z.coerce
    .number({ error: 'invalid_id' })
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

export const CartItemSchema = z.object({
  id: z.number(),
  content: z.object({ id: z.number(), code: z.string(), content_type: z.string() }),
  title: z.string(),
  image: z.string().nullable(),
  price_minor: z.number(),
  currency: z.enum(CURRENCIES),
  /** SPEC §3: 1 available, 0 not available, -4 sold out, -5 canceled. */
  status: statusSchema(CART_ITEM_STATUS),
  /** Message key saying why the item cannot be bought, when it cannot. */
  reason: z.string().nullable(),
  datetime_add: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CurrencyTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number(),
  /** The available items' prices added up, before any coupon. */
  total_minor: z.number(),
  /** What the applied coupon takes off these items (0 without one, or when it is not for them). */
  discount_minor: z.number(),
});
export type CurrencyTotal = z.infer<typeof CurrencyTotalSchema>;

export const PaymentMethodInfoSchema = z.object({
  code: z.enum(PAYMENT_METHODS),
  currencies: z.array(z.enum(CURRENCIES)),
  /** Whether an administrator confirms the payment (true) or it is paid at once. */
  is_manual: z.boolean(),
});
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfoSchema>;

/** GET order/cart/: the items, totals of the available ones per currency, and how to pay. */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totals: z.array(CurrencyTotalSchema),
  payment_methods: z.array(PaymentMethodInfoSchema),
  /** VAT in basis points (700 = 7%), included in prices; 0 when no VAT line is printed. */
  vat_rate_bp: z.number(),
  /** The coupon code applied to the cart, or null. */
  coupon: CartCouponSchema.nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

/**
 * A tax-invoice request (Thailand): the company's name, its 13-digit tax ID (check digit
 * verified), head office ('00000') or a 5-digit branch number, and its address.
 */
export const TaxInvoiceSchema = z
  .object({
    company_name: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(200, 'length_less_than'),
    tax_id: z
      .string({ error: 'this_field_is_required' })
      .refine(isThaiTaxId, 'tax_id_invalid')
      .transform(taxIdDigits),
    branch: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .regex(/^\d{5}$/, 'branch_invalid')
      .default(HEAD_OFFICE_BRANCH),
    address: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(500, 'length_less_than'),
  })
  .strict();
export type TaxInvoice = z.output<typeof TaxInvoiceSchema>;

/** A tax-invoice request as orders answer it. */
export const TaxInvoiceDataSchema = z.object({
  company_name: z.string(),
  tax_id: z.string(),
  branch: z.string(),
  address: z.string(),
});

/** POST order/checkout/: buy these cart items (one currency) with this payment method. */
export const CheckoutSchema = z
  .object({
    content_id_list: z
      .array(contentId)
      .min(1, 'this_field_is_required')
      .max(ORDER_ITEM_LIMIT, 'length_less_than'),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid_choice' }),
    /** Asked for a tax invoice: the company's details, printed on the receipt. */
    tax_invoice: TaxInvoiceSchema.optional(),
  })
  .strict();
export type Checkout = z.input<typeof CheckoutSchema>;
export type CheckoutValues = z.output<typeof CheckoutSchema>;

/** POST order/{id}/payment/: the learner says they paid, with the bank's reference. */
export const PaymentSubmitSchema = z
  .object({
    reference: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(100, 'length_less_than'),
    note: z.string().trim().max(TEXT_LIMIT, 'length_less_than').optional(),
  })
  .strict();
export type PaymentSubmit = z.infer<typeof PaymentSubmitSchema>;

/** POST order/{id}/cancel/ and dashboard/order/{id}/cancel/: an optional reason. */
export const OrderCancelSchema = z
  .object({ reason: z.string().trim().max(TEXT_LIMIT, 'length_less_than').optional() })
  .strict();

/**
 * POST dashboard/order/{id}/confirm/: nothing to send, except a superuser's reason for
 * confirming an order the rules refuse (their own, one nobody reported paying, a reference
 * also on another order); audited.
 */
export const OrderConfirmSchema = z
  .object({
    override_reason: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(TEXT_LIMIT, 'length_less_than')
      .optional(),
  })
  .strict();
export type OrderConfirm = z.infer<typeof OrderConfirmSchema>;

export const OrderItemSchema = z.object({
  id: z.number(),
  content: z.object({ id: z.number(), code: z.string(), content_type: z.string() }),
  title: z.string(),
  price_minor: z.number(),
  /** The learner's result made when the order was paid (0, 1 waiting approve, 2 waiting list). */
  enroll_status: statusSchema(PROGRESS_STATUS).nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  is_manual: z.boolean(),
  /** The learner's transfer reference; null until they say they paid. */
  reference: z.string().nullable(),
  note: z.string(),
  datetime_submit: z.string().nullable(),
  /** PromptPay: the EMVCo payload and its QR code as an SVG data URL (pending orders only). */
  promptpay_payload: z.string().nullable(),
  qr_code: z.string().nullable(),
  payee_name: z.string(),
});

export const OrderSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.enum(CURRENCIES),
  total_minor: z.number(),
  item_count: z.number(),
  /** Titles of the first items, for lists. */
  title: z.string(),
  is_payment_submitted: z.boolean(),
  datetime_create: z.string(),
  datetime_paid: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderSchema = OrderSummarySchema.extend({
  items: z.array(OrderItemSchema),
  subtotal_minor: z.number(),
  /** The coupon code redeemed and what it took off the subtotal (0 without one). */
  coupon_code: z.string().nullable(),
  discount_minor: z.number(),
  vat_rate_bp: z.number(),
  vat_minor: z.number(),
  receipt_number: z.string().nullable(),
  tax_invoice: TaxInvoiceDataSchema.nullable(),
  payment: OrderPaymentSchema,
  datetime_expire: z.string(),
  datetime_cancel: z.string().nullable(),
  cancel_reason: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The orders list of the dashboard also names the buyer. */
export const DashboardOrderSchema = OrderSummarySchema.extend({
  user: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_reference: z.string().nullable(),
  coupon_code: z.string().nullable(),
  discount_minor: z.number(),
  tax_invoice: TaxInvoiceDataSchema.nullable(),
});
export type DashboardOrder = z.infer<typeof DashboardOrderSchema>;

export const ORDER_ORDERINGS = ['-created', 'created', '-total', 'total'] as const;

/** GET order/ (the learner's) and dashboard/order/: paging, search, status, ordering. */
export const OrderListQuerySchema = PageQuerySchema.extend({
  ...LangQuerySchema.shape,
  status: z.enum(ORDER_STATUSES, { error: 'invalid_choice' }).optional(),
  ordering: z.enum(ORDER_ORDERINGS, { error: 'invalid_choice' }).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** Dashboard list: also only orders whose payment the learner has reported. */
export const DashboardOrderListQuerySchema = OrderListQuerySchema.extend({
  is_payment_submitted: z.enum(['true', 'false'], { error: 'invalid_choice' }).optional(),
});
