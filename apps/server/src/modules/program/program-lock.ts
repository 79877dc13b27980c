import { isCompletedStatus } from '@portal/shared';

/** A step as the order rule sees it, in learning order. */
export interface StepFacts {
  id: number;
  is_required: boolean;
  status: number | null | undefined;
  title: string;
}

/** The earlier step that keeps a step locked. */
export interface Blocker {
  slot_id: number;
  title: string;
}

/**
 * The order rule of an ordered program (content.is_ordered): a step opens when every earlier
 * required step is completed; optional steps never block. As in the completion count
 * (progress.repository.ts slotCounts), a program none of whose steps is marked required
 * requires them all. Answers, by slot id, the first earlier required step not completed yet
 * (null: open). A program in free order has every step open.
 */
export function stepLocks(steps: readonly StepFacts[], isOrdered: boolean) {
  const locks = new Map<number, Blocker | null>();
  const anyRequired = steps.some((s) => s.is_required);
  let blocker: Blocker | null = null;
  for (const step of steps) {
    locks.set(step.id, isOrdered ? blocker : null);
    const required = step.is_required || !anyRequired;
    if (blocker === null && required && !isCompletedStatus(step.status))
      blocker = { slot_id: step.id, title: step.title };
  }
  return locks;
}
