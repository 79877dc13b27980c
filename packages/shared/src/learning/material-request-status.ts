/**
 * The request statuses the layout's menu badge uses, in a file without zod (a module with schemas
 * keeps them, and zod, in every chunk that takes a constant from it).
 */

/**
 * SPEC §4 approve statuses a learner-made material request uses: 1 waiting approve (0 and 21
 * also mean waiting), 30 approved, -3 rejected, -1 canceled by the learner.
 */
export const MATERIAL_REQUEST_STATUS = {
  waiting: 1,
  approved: 30,
  rejected: -3,
  canceled: -1,
} as const;
export type MaterialRequestStatus =
  (typeof MATERIAL_REQUEST_STATUS)[keyof typeof MATERIAL_REQUEST_STATUS];
/** Statuses that still wait for a decision (SPEC §4: 0, 1, 21). */
export const WAITING_APPROVE_STATUSES: readonly number[] = [0, 1, 21];
