/**
 * A type-level guard, checked by `tsc -p apps/server` (the typecheck step of CI), never run:
 * status columns and the status fields of the shared answers take only their named codes, so
 * each `@ts-expect-error` below must stay an error. If a column or a schema field falls back to
 * `number`, the directive is unused and the type-check fails.
 */
import {
  ASSIGNMENT_STATUS,
  PROGRESS_STATUS,
  type AssignmentLearner,
  type CartItem,
  type LearningResult,
  type ProgressStatus,
} from '@portal/shared';
import type { Kysely } from 'kysely';
import type { DB, LearningResultRow } from '@/db/types';

/** Queries built, never executed: wrong codes in an insert, an update and a filter. */
export function wrongCodesInQueries(db: Kysely<DB>) {
  return [
    db
      .insertInto('learning_result')
      // @ts-expect-error 99 is no progress status
      .values({ user_id: 1, content_id: 1, status: 99 }),
    db
      .updateTable('learning_result')
      // @ts-expect-error 400 is no progress status
      .set({ status: 400 }),
    // @ts-expect-error 99 is no progress status
    db.selectFrom('learning_result').selectAll().where('status', '=', 99),
    // @ts-expect-error 99 is no import status
    db.updateTable('import_history').set({ status: 99 }),
    // @ts-expect-error an assignment is assigned (1) or canceled (6), never "no action" (2)
    db.updateTable('assignment').set({ status: ASSIGNMENT_STATUS.no_action }),
    // @ts-expect-error 99 is no assignment status
    db.updateTable('assignment_learner').set({ status: 99 }),
    // @ts-expect-error 99 is no approve status
    db.updateTable('material_request').set({ status: 99 }),
    // @ts-expect-error 99 is no progress status
    db.updateTable('purchase_order_item').set({ enroll_status: 99 }),
    // @ts-expect-error 99 is no progress status
    db.insertInto('status_audit').values({ learning_result_id: 1, to_status: 99, kind: 'admin' }),
    // The named codes pass.
    db.updateTable('learning_result').set({ status: PROGRESS_STATUS.completed }),
  ];
}

/** A row's status compared with a number that is no code. */
export function wrongComparison(row: LearningResultRow): boolean {
  // @ts-expect-error 99 is no progress status: the comparison can never be true
  return row.status === 99;
}

/** Answers (z.infer of the shared schemas) holding a wrong code. */
export function wrongAnswers(result: LearningResult, item: CartItem, learner: AssignmentLearner) {
  // @ts-expect-error 99 is no progress status
  const answer: LearningResult = { ...result, status: 99 };
  // @ts-expect-error 99 is no cart item status
  const cart: CartItem = { ...item, status: 99 };
  // @ts-expect-error 99 is no assignment status
  const assigned: AssignmentLearner = { ...learner, status: 99 };
  // @ts-expect-error 99 is no progress status
  const status: ProgressStatus = 99;
  return [answer, cart, assigned, status];
}
