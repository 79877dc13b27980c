import { useQuery } from '@tanstack/react-query';
import { PROGRAM_ROUTE, type ProgramKind, type ProgramLearnerProgress } from '@portal/shared';
import { api } from '@/api';

/** GET dashboard/{program}/{id}/learner/{userId}/: one learner's progress on each step. */
export function useProgramProgress(
  target: { kind: ProgramKind; programId: number; userId: number } | null,
) {
  return useQuery({
    queryKey: ['dashboard', 'learning-result', 'program-steps', target] as const,
    queryFn: ({ signal }) =>
      api.get<ProgramLearnerProgress>(
        `dashboard/${PROGRAM_ROUTE[target?.kind ?? 'learning_path']}/${target?.programId}/learner/${target?.userId}`,
        { signal },
      ),
    enabled: target !== null,
  });
}
