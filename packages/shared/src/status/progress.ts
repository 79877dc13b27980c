/** Progress statuses of SPEC §4. */
export const PROGRESS_STATUS = {
  not_start: 0,
  waiting_approve: 1,
  waiting_list: 2,
  waiting_form: 3,
  waiting_content_request: 5,
  in_progress: 21,
  verifying: 22,
  survey_required: 23,
  completed: 30,
  completed_alt: 31,
  submitted: 300,
  re_submit: 6,
  cancel: -1,
  expired: -2,
  rejected: -3,
  content_canceled: -4,
  failed: -5,
  request_expired: -6,
  canceled_by_assignment: -11,
  refreshment: -12,
} as const;

export type ProgressStatus = (typeof PROGRESS_STATUS)[keyof typeof PROGRESS_STATUS];

/** The two completed statuses (SPEC §4: 30 completed, 31 completed too). */
export const COMPLETED_STATUSES = [
  PROGRESS_STATUS.completed,
  PROGRESS_STATUS.completed_alt,
] as const;

/** Whether a progress status is completed (30 or 31). */
export function isCompletedStatus(status: number | null | undefined): boolean {
  return status === PROGRESS_STATUS.completed || status === PROGRESS_STATUS.completed_alt;
}

/** Statuses a new enrolment starts in: not started, waiting for approval, on the waiting list. */
export type EnrolStartStatus =
  | typeof PROGRESS_STATUS.not_start
  | typeof PROGRESS_STATUS.waiting_approve
  | typeof PROGRESS_STATUS.waiting_list;
/**
 * A list of status codes: its items are typed as the union (so a wrong code in it fails the
 * type-check, and a query may filter a status column by it), and `includes` answers for any
 * value (a number read from elsewhere, a nullable status).
 */
export interface StatusList<S extends number> extends ReadonlyArray<S> {
  includes(value: unknown): boolean;
}

export type StatusGroup = 'to_do' | 'doing' | 'done';

/** Status groups of SPEC §4. Statuses outside every group (300) belong to none. */
export const STATUS_GROUPS: Record<StatusGroup, StatusList<ProgressStatus>> = {
  to_do: [0, 1, 2, 3, 5],
  doing: [21, 22, 23, 6],
  done: [30, 31, -12, -11, -6, -5, -4, -3, -2, -1],
};

/** The group a progress status belongs to, or null when it belongs to none. */
export function statusGroup(status: number): StatusGroup | null {
  for (const group of ['to_do', 'doing', 'done'] as const) {
    if (STATUS_GROUPS[group].includes(status)) return group;
  }
  return null;
}

/** Admin-selectable status changes of SPEC §4, per kind: from status to allowed targets. */
export type TransitionTable = Readonly<Record<number, readonly number[]>>;

const COURSE_LIKE: TransitionTable = {
  0: [22, 30, -5],
  21: [22, 30, -5],
  22: [21, 30, -5],
  30: [21, 22, -5],
  [-5]: [21, 22, 30],
};

export const ADMIN_TRANSITIONS = {
  learning_result: {
    0: [22, 30, -5],
    6: [22, 30, -5],
    21: [22, 30, -5],
    22: [21, 30, -5, 6],
    30: [21, 22, -5, 6],
    [-5]: [21, 22, 30, 6],
  },
  assignment: {
    22: [30, -5, -2],
    30: [22, -5, -2],
    [-5]: [22, 30, -2],
    [-2]: [22, 30, -5],
  },
  course: COURSE_LIKE,
  class: COURSE_LIKE,
  learning_path: COURSE_LIKE,
  onboard: COURSE_LIKE,
  test: COURSE_LIKE,
  activity: {
    0: [22, 30, -5, 6],
    21: [22, 30, -5, 6],
    22: [21, 30, -5, 6],
    30: [21, 22, -5, 6],
    [-5]: [21, 22, 30, 6],
    6: [21, 22, 30, -5],
  },
  learning_material: { 0: [30], 21: [30], 30: [21] },
  live_offline: { 0: [30, -5], 30: [-5], [-5]: [30] },
  live_playback: { 0: [21, 30], 21: [30], 30: [21] },
} as const satisfies Record<string, TransitionTable>;

export type TransitionKind = keyof typeof ADMIN_TRANSITIONS;

/** Whether an administrator may move a record of this kind from one status to another. */
export function canAdminTransition(kind: TransitionKind, from: number, to: number): boolean {
  const table: TransitionTable = ADMIN_TRANSITIONS[kind];
  return table[from]?.includes(to) ?? false;
}

/** The statuses an administrator may choose from the given one. */
export function adminTargets(kind: TransitionKind, from: number): readonly number[] {
  const table: TransitionTable = ADMIN_TRANSITIONS[kind];
  return table[from] ?? [];
}
