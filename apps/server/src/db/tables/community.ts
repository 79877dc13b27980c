/** Discussions, carts and orders (migrations 0018, 0022). */
import type { ProgressStatus } from '@portal/shared';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp, NullableTimestamp } from './columns';

/** A discussion topic (parent_id null) or a reply to one (migration 0018). */
export interface DiscussionPostTable {
  id: Generated<number>;
  content_id: number;
  parent_id: number | null;
  user_id: number;
  body: string;
  reply_count: Generated<number>;
  is_hidden: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A topic's subject line; '' on replies (migration 0070). */
  subject: Generated<string>;
  /** How many people like the post (migration 0070). */
  like_count: Generated<number>;
}

/** One person's like of a topic or reply (migration 0070). */
export interface DiscussionLikeTable {
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** One person hearing of a topic's new replies (migration 0070). */
export interface DiscussionSubscriptionTable {
  topic_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A learner's cart: one per user, created on first add. */
export interface CartTable {
  id: Generated<number>;
  user_id: number;
  /** The coupon the learner applied (migration 0075). */
  coupon_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  content_id: number;
  created_at: Timestamp;
}
export type OrderStatusValue = 'pending' | 'paid' | 'cancelled' | 'expired';
/** An order; its amounts are copied from prices at checkout and never follow them. */
export interface PurchaseOrderTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  status: Generated<OrderStatusValue>;
  currency: 'thb' | 'usd' | 'jpy';
  subtotal_minor: number;
  vat_rate_bp: Generated<number>;
  vat_minor: Generated<number>;
  total_minor: number;
  payment_method: 'promptpay' | 'demo';
  payment_reference: string | null;
  payment_note: Generated<string>;
  payment_submitted_at: NullableTimestamp;
  receipt_number: string | null;
  paid_at: NullableTimestamp;
  confirmed_by: number | null;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  cancel_reason: Generated<string>;
  expires_at: Timestamp;
  /** The coupon this order redeemed, its code as typed then, and the amount it took off. */
  coupon_id: number | null;
  coupon_code: string | null;
  discount_minor: Generated<number>;
  /** The buyer's tax-invoice request, as sent at checkout. */
  tax_invoice: ColumnType<TaxInvoiceJson | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type PurchaseOrderRow = Selectable<PurchaseOrderTable>;
export interface PurchaseOrderItemTable {
  id: Generated<number>;
  order_id: number;
  content_id: number;
  code: string;
  kind: string;
  title_en: string;
  title_th: string;
  price_minor: number;
  learning_result_id: number | null;
  enroll_status: ProgressStatus | null;
}
export type PurchaseOrderItemRow = Selectable<PurchaseOrderItemTable>;

/** A tax-invoice request stored with its order. */
export interface TaxInvoiceJson {
  company_name: string;
  tax_id: string;
  /** '00000' for the head office, otherwise the 5-digit branch number. */
  branch: string;
  address: string;
}

/** A coupon code (migration 0075): percent or amount off, window and limits. */
export interface CouponTable {
  id: Generated<number>;
  code: string;
  description: Generated<string>;
  kind: 'percent' | 'amount';
  percent: number | null;
  amount_minor: number | null;
  currency: 'thb' | 'usd' | 'jpy' | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  usage_limit: number | null;
  per_user_limit: number | null;
  is_active: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CouponRow = Selectable<CouponTable>;

export interface CommunityTables {
  coupon: CouponTable;
  discussion_post: DiscussionPostTable;
  discussion_like: DiscussionLikeTable;
  discussion_subscription: DiscussionSubscriptionTable;
  cart: CartTable;
  cart_item: CartItemTable;
  purchase_order: PurchaseOrderTable;
  purchase_order_item: PurchaseOrderItemTable;
}
