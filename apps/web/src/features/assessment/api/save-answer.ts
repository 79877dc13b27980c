import type { z } from 'zod';
import type { Answer, SavedAnswerSchema } from '@portal/shared';
import { api } from '@/api';

export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

/**
 * PUT test/{id}/attempt/{attemptId}/answer/: saves one answer. Answers of different questions
 * go to the same path, so a newer call must not cancel an older one.
 */
export function saveAnswer(
  ids: { testId: number; attemptId: number },
  questionId: number,
  answer: Answer,
): Promise<SavedAnswer> {
  return api.put<SavedAnswer>(
    `test/${ids.testId}/attempt/${ids.attemptId}/answer`,
    { question_id: questionId, answer },
    { cancelPrevious: false },
  );
}
