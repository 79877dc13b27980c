import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './session';

interface Question {
  id: number;
  type: number;
  choices?: { id: string; text: string }[];
}

/**
 * A learner's submitted attempt at the demo test that waits for marking: the objective answers
 * given are worth 5 of 10 points, and the written answer (2 points) waits for a marker.
 */
export async function submittedAttempt(learner: Page, testId: number): Promise<number> {
  const attempt = await api<{ id: number; sections: { id: number }[] }>(
    learner,
    'POST',
    `test/${testId}/attempt/`,
    {},
  );
  for (const section of attempt.sections) {
    const view = await api<{ questions: Question[] }>(
      learner,
      'GET',
      `test/${testId}/attempt/${attempt.id}/section/${section.id}/`,
    );
    for (const question of view.questions) {
      const ids = (...names: string[]) =>
        (question.choices ?? []).filter((c) => names.includes(c.text)).map((c) => c.id);
      const answer =
        question.type === 1
          ? { choice_ids: ids('Bangkok', 'Nan', 'Krabi') }
          : question.type === 3
            ? { value: 76 }
            : question.type === 6
              ? { text: 'กรุงเทพ' }
              : question.type === 4
                ? {
                    text: 'Rivers water the rice fields of the central plain and carry boats; the Chao Phraya runs through Bangkok.',
                  }
                : null;
      if (!answer) continue;
      await api(learner, 'PUT', `test/${testId}/attempt/${attempt.id}/answer/`, {
        question_id: question.id,
        answer,
      });
    }
  }
  const result = await api<{ status: number }>(
    learner,
    'POST',
    `test/${testId}/attempt/${attempt.id}/submit/`,
    {},
  );
  expect(result.status).toBe(22);
  return attempt.id;
}
