import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { TEXT_LIMIT } from '../constants';
import { CURRENCIES, type Currency } from './currencies';

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Codes are kept upper-case: 'summer-10' typed in the cart finds SUMMER-10. */
export const normaliseCouponCode = (value: string) => value.trim().toUpperCase();
const COUPON_CODE = /^[A-Z0-9_-]{3,32}$/;

/**
 * Why a code cannot be used on this cart, as message keys: unknown (or deactivated), not started,
 * expired, every use taken, the buyer's own uses taken, not for these items (an amount off in
 * another currency than the items').
 */
export const COUPON_ERRORS = [
  'coupon_unknown',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_user_limit',
  'coupon_not_for_items',
] as const;
export type CouponError = (typeof COUPON_ERRORS)[number];

/** What a coupon takes off a subtotal; null when it is not for items of this currency. */
export function couponDiscount(
  coupon: {
    kind: CouponKind;
    percent: number | null;
    amount_minor: number | null;
    currency: Currency | null;
  },
  currency: Currency,
  subtotalMinor: number,
): number | null {
  if (coupon.kind === 'percent') return Math.floor((subtotalMinor * (coupon.percent ?? 0)) / 100);
  if (coupon.currency !== currency) return null;
  return Math.min(coupon.amount_minor ?? 0, subtotalMinor);
}

/** POST order/cart/coupon/: the code the learner types in the cart. */
export const CouponApplySchema = z
  .object({
    code: z
      .string({ error: 'this_field_is_required' })
      .trim()
      .min(1, 'this_field_is_required')
      .max(32, 'coupon_unknown'),
  })
  .strict();
export type CouponApply = z.infer<typeof CouponApplySchema>;

/** The coupon applied to a cart, with why it does not apply now when it does not. */
export const CartCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable(),
  amount_minor: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** A key of COUPON_ERRORS when the code no longer applies (expired, used up...). */
  error: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

const limit = z
  .number({ error: 'invalid_value' })
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(1_000_000, 'invalid_value')
  .nullable();
const moment = z.iso.datetime({ offset: true, error: 'invalid_datetime' }).nullable();

/** POST dashboard/coupon/ and PATCH dashboard/coupon/{id}/: the whole coupon form. */
export const CouponInputSchema = z
  .object({
    code: z
      .string({ error: 'this_field_is_required' })
      .transform(normaliseCouponCode)
      .pipe(z.string().regex(COUPON_CODE, 'coupon_code_format')),
    description: z.string().trim().max(TEXT_LIMIT, 'length_less_than').default(''),
    kind: z.enum(COUPON_KINDS, { error: 'invalid_choice' }),
    percent: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(100, 'invalid_value')
      .nullable()
      .default(null),
    amount_minor: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(100_000_000, 'invalid_value')
      .nullable()
      .default(null),
    currency: z.enum(CURRENCIES, { error: 'invalid_choice' }).nullable().default(null),
    datetime_start: moment.default(null),
    datetime_end: moment.default(null),
    usage_limit: limit.default(null),
    per_user_limit: limit.default(null),
    is_active: z.boolean({ error: 'invalid_value' }).default(true),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.percent === null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'this_field_is_required' });
    if (value.kind === 'amount' && value.amount_minor === null)
      ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: 'this_field_is_required' });
    if (value.kind === 'amount' && value.currency === null)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'this_field_is_required' });
    if (
      value.datetime_start &&
      value.datetime_end &&
      Date.parse(value.datetime_start) >= Date.parse(value.datetime_end)
    )
      ctx.addIssue({ code: 'custom', path: ['datetime_end'], message: 'coupon_end_before_start' });
  });
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponValues = z.output<typeof CouponInputSchema>;

/** A coupon in the dashboard, with how many uses live orders hold. */
export const DashboardCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable(),
  amount_minor: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  datetime_start: z.string().nullable(),
  datetime_end: z.string().nullable(),
  usage_limit: z.number().nullable(),
  per_user_limit: z.number().nullable(),
  is_active: z.boolean(),
  /** Paid orders and pending ones still inside their time that redeemed it. */
  used_count: z.number(),
  datetime_create: z.string(),
});
export type DashboardCoupon = z.infer<typeof DashboardCouponSchema>;

export const COUPON_ORDERINGS = ['-created', 'created', 'code', '-code'] as const;

/** GET dashboard/coupon/: paging, search on the code and description, active filter. */
export const CouponListQuerySchema = PageQuerySchema.extend({
  ordering: z.enum(COUPON_ORDERINGS, { error: 'invalid_choice' }).optional(),
  is_active: z.enum(['true', 'false'], { error: 'invalid_choice' }).optional(),
});
export type CouponListQuery = z.infer<typeof CouponListQuerySchema>;
