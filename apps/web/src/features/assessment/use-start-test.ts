import { useNavigate } from 'react-router';
import type { Attempt } from '@portal/shared';
import { useStartAttempt } from './api/start-attempt';
import { assessmentPaths } from './paths';

/** The section to open in a started or resumed attempt: the first with unanswered questions. */
export function firstOpenSection(attempt: Pick<Attempt, 'sections'>): number | null {
  const open = attempt.sections.find((s) => s.answered_count < s.question_count);
  return (open ?? attempt.sections[0])?.id ?? null;
}

/** Starts or resumes the test's attempt and opens its section. */
export function useStartTest(testId: number) {
  const navigate = useNavigate();
  const mutation = useStartAttempt(testId);
  const start = () => {
    mutation.mutate(undefined, {
      onSuccess: (attempt) => {
        const sectionId = firstOpenSection(attempt);
        if (sectionId !== null) void navigate(assessmentPaths.section(testId, sectionId));
      },
    });
  };
  return { start, isPending: mutation.isPending, error: mutation.error };
}
