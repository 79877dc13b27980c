import {
  adminTargets,
  type ProgressStatus,
  type StatusList,
  type TransitionTable,
} from '../status/progress';
import { isMaterialKind } from './content-types';

/**
 * Enroll cases of SPEC §4 as codes (the SPEC gives their order but not their numbers, so the
 * API answers the code). A case says what the learner sees on the enrol button.
 */
export const ENROLL_CASES = [
  'view_only',
  'enrolled_not_started',
  'learning',
  'waiting_approve',
  'waiting_list',
  'form_submit',
  'rejected',
  'expired',
  'full',
  'dependency',
  'open',
  'closed',
  'schedule_open',
  'schedule_upcoming',
  'schedule_passed',
  'content_in_content',
  'cancel',
  'free',
  'cancel_by_content',
  'content_request_expired',
] as const;
export type EnrollCase = (typeof ENROLL_CASES)[number];

/** Content labels of SPEC §4 shown on cards. */
export const CONTENT_LABELS = [
  'new',
  'upcoming',
  'open_enroll',
  'enrollment_closed',
  'ongoing',
  'enrolled',
  'assigned',
  'added',
  'ended',
  'canceled',
  'full',
  'past',
  'not_started',
  'waiting_for_approval',
  're_submit',
] as const;
export type ContentLabel = (typeof CONTENT_LABELS)[number];

/** Content created within this many days carries the 'new' label. */
export const NEW_CONTENT_DAYS = 14;

/** Statuses that give up a seat: waiting list and every cancelled or refused end. */
export const SEATLESS_STATUSES: StatusList<ProgressStatus> = [2, -1, -2, -3, -4, -6, -11];

/** Whether a result in this status holds one of the content's seats. */
export function holdsSeat(status: number): boolean {
  return !SEATLESS_STATUSES.includes(status);
}

/** Statuses from which a learner may enrol again (the row is reused). */
export const REENROLLABLE_STATUSES: StatusList<ProgressStatus> = [-1, -2, -6];

/** Statuses in which a learner may record progress on the content's materials. */
export const LEARNING_STATUSES: StatusList<ProgressStatus> = [0, 21, 22, 23, 6, 30, 31];

/** Changes the learner's own progress makes: start on first progress, complete at the end. */
export const LEARNER_TRANSITIONS: TransitionTable = {
  0: [21],
  6: [21],
  // A course whose survey is still unanswered waits in survey_required (23) until it is.
  21: [30, 23],
  23: [30],
};

/** A learner cancels an enrolment not yet started: not started, waiting approve or list. */
export const CANCEL_TRANSITIONS: TransitionTable = { 0: [-1], 1: [-1], 2: [-1] };

/** A freed seat moves the first waiting learner up: to not started, or waiting approve. */
export const PROMOTION_TRANSITIONS: TransitionTable = { 2: [0, 1] };

/** Approve or reject a request waiting for approval. */
export const APPROVAL_TRANSITIONS: TransitionTable = { 1: [0, -3] };

/**
 * An administrator's assignment: opens an ended result again (cancelled, expired, rejected,
 * request expired, cancelled by an earlier assignment) as not started; cancelling the
 * assignment ends a result it made that was never started (-11 canceled_by_assignment).
 */
export const ASSIGNMENT_TRANSITIONS: TransitionTable = {
  [-1]: [0],
  [-2]: [0],
  [-3]: [0],
  [-6]: [0],
  [-11]: [0],
  0: [-11],
};

/** Enrolling again after a cancel or expiry: back to not started, waiting approve or list. */
export const ENROLL_TRANSITIONS: TransitionTable = {
  [-1]: [0, 1, 2],
  [-2]: [0, 1, 2],
  [-6]: [0, 1, 2],
};

/**
 * The SPEC §4 table an administrator's change of a learner's result follows: materials use the
 * learning material table, an activity its own (as a course, re_submit also reachable: a
 * rejected checklist item sends it back), everything else the learning result table. The server
 * checks with it and the dashboard offers exactly its targets.
 */
export function resultTransitionKind(
  contentKind: string,
): 'learning_material' | 'learning_result' | 'activity' {
  if (contentKind === 'activity') return 'activity';
  return isMaterialKind(contentKind) ? 'learning_material' : 'learning_result';
}

/** The statuses an administrator may move a learner's result on content of this kind to. */
export function resultAdminTargets(contentKind: string, from: number): readonly number[] {
  return adminTargets(resultTransitionKind(contentKind), from);
}
