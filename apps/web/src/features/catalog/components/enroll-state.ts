import {
  LEARNING_STATUSES,
  type CourseDetail,
  type EnrollCase,
  isCompletedStatus,
  PROGRESS_STATUS,
} from '@portal/shared';

/** What the enrol area shows for a course: a button (enrol, go learn, or a disabled state) and a note. */
export interface EnrollView {
  /**
   * 'enroll' posts course/{id}/enroll/; 'buy' offers the cart (priced content); 'learn' links to
   * the player; 'none' is a disabled state.
   */
  action: 'enroll' | 'buy' | 'learn' | 'none';
  /** Message key of the button. */
  label: string;
  /** Message key of the explanation under the button, if any. */
  note?: string;
  /** Where 'learn' goes: the first lesson not yet completed. */
  slotId?: number;
}

/** The first required-or-not slot the learner has not completed, else the first slot. */
export function nextSlotId(course: Pick<CourseDetail, 'section_list'>): number | undefined {
  const slots = course.section_list.flatMap((section) => section.slot_list);
  const open = slots.find(
    (slot) => slot.learning_result === null || !isCompletedStatus(slot.learning_result.status),
  );
  return (open ?? slots[0])?.id;
}

/** Whether the learner may open the course's lessons (their result allows learning). */
export function canLearn(course: Pick<CourseDetail, 'learning_result'>): boolean {
  return (
    course.learning_result !== null && LEARNING_STATUSES.includes(course.learning_result.status)
  );
}

/**
 * Whether a result has progress worth a bar: started or beyond. Before that (not started, waiting
 * for approval or a seat) and after a refusal the enrol panel's one status line says where the
 * learner stands (issue 21 item 8: no "NOT STARTED" badge beside "You are enrolled").
 */
export function hasProgress(result: { status: number } | null | undefined): boolean {
  return result !== null && result !== undefined && result.status >= PROGRESS_STATUS.in_progress;
}

/**
 * Whether a course's (or program's) optional tab has something to say: Approval only when
 * enrolments need approval, Additional only when it tells more than the info tab (tags, an
 * enrolment window, limited seats). Issue 21 item 8.
 */
export function showsTab(
  tab: string,
  content: Pick<
    CourseDetail,
    | 'is_approval_required'
    | 'tag_list'
    | 'datetime_enroll_start'
    | 'datetime_enroll_end'
    | 'capacity'
  >,
): boolean {
  if (tab === 'approval') return content.is_approval_required;
  if (tab === 'additional')
    return (
      content.tag_list.length > 0 ||
      Boolean(content.datetime_enroll_start || content.datetime_enroll_end) ||
      content.capacity !== null
    );
  return true;
}

const DISABLED: Partial<Record<EnrollCase, string>> = {
  view_only: 'enroll_case_view_only',
  form_submit: 'enroll_case_form_submit',
  expired: 'enroll_case_expired',
  closed: 'enroll_case_closed',
  schedule_passed: 'enroll_case_schedule_passed',
  content_in_content: 'enroll_case_content_in_content',
  cancel: 'enroll_case_cancel',
  cancel_by_content: 'enroll_case_cancel_by_content',
  content_request_expired: 'enroll_case_content_request_expired',
};

/** The enrol button of SPEC §4 for the course's enroll_case. */
export function enrollView(course: CourseDetail): EnrollView {
  const approval = course.is_approval_required;
  switch (course.enroll_case) {
    case 'free':
      return {
        action: 'enroll',
        label: approval ? 'enroll_request' : 'enroll_free',
        note: approval ? 'enroll_note_approval' : undefined,
      };
    case 'schedule_open':
      return {
        action: 'enroll',
        label: approval ? 'enroll_request' : 'enroll_now',
        note: 'enroll_note_schedule_open',
      };
    case 'open':
      return { action: 'buy', label: 'enroll_price', note: 'enroll_note_open' };
    case 'full':
      return { action: 'enroll', label: 'enroll_join_waiting_list', note: 'enroll_note_full' };
    case 'enrolled_not_started':
      return {
        action: 'learn',
        label: 'enroll_start_learning',
        note: 'enroll_note_enrolled',
        slotId: nextSlotId(course),
      };
    case 'learning': {
      const done =
        course.learning_result !== null && isCompletedStatus(course.learning_result.status);
      return {
        action: 'learn',
        label: done ? 'enroll_review' : 'enroll_continue_learning',
        slotId: nextSlotId(course),
      };
    }
    case 'waiting_approve':
      return {
        action: 'none',
        label: 'enroll_case_waiting_approve',
        note: 'enroll_note_waiting_approve',
      };
    case 'waiting_list':
      return {
        action: 'none',
        label: 'enroll_case_waiting_list',
        note: 'enroll_note_waiting_list',
      };
    case 'rejected':
      return { action: 'none', label: 'enroll_case_rejected', note: 'enroll_note_rejected' };
    case 'dependency':
      return { action: 'none', label: 'enroll_case_dependency', note: 'enroll_note_dependency' };
    case 'schedule_upcoming':
      return {
        action: 'none',
        label: 'enroll_case_schedule_upcoming',
        note: 'enroll_note_schedule_upcoming',
      };
    case 'view_only':
    case 'form_submit':
    case 'expired':
    case 'closed':
    case 'schedule_passed':
    case 'content_in_content':
    case 'cancel':
    case 'cancel_by_content':
    case 'content_request_expired':
      return { action: 'none', label: DISABLED[course.enroll_case] ?? 'enroll_case_closed' };
  }
}

/** The message after a successful enrolment, by the new status (0, 1 waiting approve, 2 waiting list). */
export function enrolledMessage(status: number): string {
  if (status === PROGRESS_STATUS.waiting_approve) return 'enroll_success_waiting_approve';
  if (status === PROGRESS_STATUS.waiting_list) return 'enroll_success_waiting_list';
  return 'enroll_success';
}
