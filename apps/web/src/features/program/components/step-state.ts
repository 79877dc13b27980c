import { isCompletedStatus, LEARNING_STATUSES, PROGRESS_STATUS } from '@portal/shared';
import type { ProgramDetail, ProgramStep } from '@portal/shared';

/**
 * What a step's button does: 'start' posts the step's start (the server enrols the learner in the
 * step's content, or opens a cancelled or waiting result again; starting twice is harmless) then
 * opens its content; 'continue' and 'review' open it; null: no button (the program is not
 * enrolled in, or the step is locked).
 */
export type StepAction = 'start' | 'continue' | 'review';

/** Whether the learner may take the program's steps (their result on it allows learning). */
export function isProgramOpen(program: Pick<ProgramDetail, 'learning_result'>): boolean {
  return (
    program.learning_result !== null && LEARNING_STATUSES.includes(program.learning_result.status)
  );
}

/** The button of a step for a learner enrolled in the program (or not: null). */
export function stepAction(step: ProgramStep, programOpen: boolean): StepAction | null {
  if (!programOpen || step.is_locked) return null;
  const status = step.learning_result?.status;
  if (isCompletedStatus(status)) return 'review';
  if (status !== PROGRESS_STATUS.not_start && LEARNING_STATUSES.includes(status)) return 'continue';
  return 'start';
}

/** The message key of a step's button. */
export function stepActionLabel(action: StepAction): string {
  switch (action) {
    case 'start':
      return 'program_step_start';
    case 'continue':
      return 'program_step_continue';
    case 'review':
      return 'program_step_review';
  }
}

/** Every step of the program, in order (by section, then step). */
export function allSteps(program: Pick<ProgramDetail, 'section_list'>): ProgramStep[] {
  return program.section_list.flatMap((section) => section.slot_list);
}
