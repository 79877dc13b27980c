import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepStartAnswer } from '@portal/shared';
import { api } from '@/api';
import { programSegment, type ProgramKind } from '../program-kinds';
import { programKeys } from './program-keys';

/**
 * POST {kind}/{id}/slot/{slotid}/start/: enrols the learner in the step's content; 409 with
 * step_locked or program_not_enrolled.
 */
export function startStep(kind: ProgramKind, id: number, slotId: number): Promise<StepStartAnswer> {
  return api.post<StepStartAnswer>(`${programSegment(kind)}/${id}/slot/${slotId}/start`, {});
}

/** Starts a step, then refreshes the program, the catalog (the step's own page) and the library. */
export function useStartStep(kind: ProgramKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => startStep(kind, id, slotId),
    onSettled: () =>
      Promise.all(
        [programKeys.all(), ['catalog'], ['library']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
