import { CART_ITEM_STATUS, type CartItemStatus } from '@portal/shared';
import { AppError } from '@/lib/errors';
import { enrollCase } from '@/modules/catalog/enroll-case';
import { ENROLLABLE_KINDS } from '@/modules/enrollment/enrollment.policy';
import type { PurchaseFactsRow } from './cart.repository';

/** Whether a content can be bought now: a cart status of SPEC §3 and, if not, why (message key). */
export interface Purchasability {
  status: CartItemStatus;
  reason: string | null;
}

/**
 * The enroll case of SPEC §4 decides: 'open' (priced, open, seats free) can be bought, unless an
 * order waiting for payment already holds it; full is sold out, unpublished is cancelled;
 * everything else (free, enrolled, closed, not yet open, dependency) is not available.
 */
export function purchasability(row: PurchaseFactsRow, now = new Date()): Purchasability {
  const unavailable = (reason: string) => ({ status: CART_ITEM_STATUS.not_available, reason });
  if (!ENROLLABLE_KINDS.includes(row.kind)) return unavailable('not_purchasable');
  const situation = enrollCase(
    {
      is_published_now: Boolean(row.is_published_now),
      capacity: row.capacity,
      seats_taken: row.seats_taken ?? 0,
      price_minor: row.price_minor,
      enroll_start: row.enroll_start,
      enroll_end: row.enroll_end,
      created_at: row.created_at,
      dependency_met: row.dependency_met === null ? null : Boolean(row.dependency_met),
    },
    row.own_status ?? null,
    now,
  );
  switch (situation) {
    case 'open':
      return row.is_ordered
        ? unavailable('already_ordered')
        : { status: CART_ITEM_STATUS.available, reason: null };
    case 'full':
      return { status: CART_ITEM_STATUS.sold_out, reason: 'sold_out' };
    case 'closed':
      return { status: CART_ITEM_STATUS.canceled, reason: 'enrollment_closed' };
    case 'free':
    case 'schedule_open':
      return unavailable('not_purchasable');
    case 'schedule_passed':
      return unavailable('enrollment_closed');
    case 'schedule_upcoming':
      return unavailable('enrollment_not_started');
    case 'dependency':
      return unavailable('dependency_not_met');
    case 'view_only':
    case 'enrolled_not_started':
    case 'learning':
    case 'waiting_approve':
    case 'waiting_list':
    case 'form_submit':
    case 'rejected':
    case 'expired':
    case 'content_in_content':
    case 'cancel':
    case 'cancel_by_content':
    case 'content_request_expired':
      return unavailable('already_enrolled');
  }
}

const DETAILS: Record<string, string> = {
  not_purchasable: 'This content is not for sale.',
  already_ordered: 'An order waiting for payment already holds this content.',
  sold_out: 'This content is full.',
  enrollment_closed: 'Enrolment is closed.',
  enrollment_not_started: 'Enrolment has not opened yet.',
  dependency_not_met: 'Complete the required content first.',
  already_enrolled: 'You are already enrolled.',
};

/** The 409 refusing a content that cannot be bought, naming it. */
export function notPurchasable(reason: string, contentIds: number[]): AppError {
  return new AppError(409, reason, DETAILS[reason] ?? 'This content cannot be bought.', {
    content_id_list: contentIds,
  });
}
