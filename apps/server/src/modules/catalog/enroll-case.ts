import {
  REENROLLABLE_STATUSES,
  type ContentLabel,
  type EnrollCase,
  NEW_CONTENT_DAYS,
  PROGRESS_STATUS,
} from '@portal/shared';

/** What the enrol rules need to know about a content. */
export interface EnrollFacts {
  is_published_now: boolean;
  capacity: number | null;
  seats_taken: number;
  price_minor: number;
  enroll_start: Date | null;
  enroll_end: Date | null;
  created_at: Date;
  /** Null when the content has no dependency; else whether the learner completed it. */
  dependency_met: boolean | null;
}

/** The case a learner's own result puts them in, or null when they may enrol (again). */
function resultCase(status: number): EnrollCase | null {
  if (REENROLLABLE_STATUSES.includes(status)) return null;
  switch (status) {
    case PROGRESS_STATUS.not_start:
      return 'enrolled_not_started';
    case PROGRESS_STATUS.waiting_approve:
      return 'waiting_approve';
    case PROGRESS_STATUS.waiting_list:
      return 'waiting_list';
    case PROGRESS_STATUS.waiting_form:
      return 'form_submit';
    case PROGRESS_STATUS.rejected:
      return 'rejected';
    case PROGRESS_STATUS.content_canceled:
      return 'cancel_by_content';
    default:
      return 'learning';
  }
}

/**
 * The enroll case of SPEC §4 for a learner (or a visitor, with no status). Checked in order:
 * the learner's own result, content no longer offered, dependency, enrolment window, seats,
 * then open: 'free' when it costs nothing, 'schedule_open' inside a window, 'open' (to buy).
 */
export function enrollCase(
  facts: EnrollFacts,
  status: number | null,
  now = new Date(),
): EnrollCase {
  if (status !== null) {
    const own = resultCase(status);
    if (own) return own;
  }
  if (!facts.is_published_now) return 'closed';
  if (facts.dependency_met === false) return 'dependency';
  if (facts.enroll_start && facts.enroll_start > now) return 'schedule_upcoming';
  if (facts.enroll_end && facts.enroll_end <= now) return 'schedule_passed';
  if (facts.capacity !== null && facts.seats_taken >= facts.capacity) return 'full';
  if (facts.price_minor > 0) return 'open';
  if (facts.enroll_start || facts.enroll_end) return 'schedule_open';
  return 'free';
}

/** Content labels of SPEC §4 that follow from the content and the learner's status. */
export function contentLabels(
  facts: EnrollFacts,
  status: number | null,
  now = new Date(),
): ContentLabel[] {
  const labels: ContentLabel[] = [];
  if (now.getTime() - facts.created_at.getTime() < NEW_CONTENT_DAYS * 86_400_000)
    labels.push('new');
  switch (enrollCase(facts, status, now)) {
    case 'enrolled_not_started':
      labels.push('enrolled', 'not_started');
      break;
    case 'learning':
    case 'form_submit':
      labels.push('enrolled');
      if (status === PROGRESS_STATUS.re_submit) labels.push('re_submit');
      break;
    case 'waiting_approve':
      labels.push('waiting_for_approval');
      break;
    case 'cancel_by_content':
      labels.push('canceled');
      break;
    case 'schedule_upcoming':
      labels.push('upcoming');
      break;
    case 'schedule_passed':
    case 'closed':
      labels.push('enrollment_closed');
      break;
    case 'full':
    case 'waiting_list':
      labels.push('full');
      break;
    case 'open':
    case 'free':
    case 'schedule_open':
      labels.push('open_enroll');
      break;
    case 'view_only':
    case 'rejected':
    case 'expired':
    case 'dependency':
    case 'content_in_content':
    case 'cancel':
    case 'content_request_expired':
      break;
  }
  return labels;
}
