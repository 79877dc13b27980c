import { randomInt } from 'node:crypto';
import { QUESTION_TYPE } from '@portal/shared';
import { questionKey } from './question.mapper';

/** A uniformly shuffled copy (Fisher–Yates with a CSPRNG: orders must not be predictable). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The order an attempt shows a question's items in: choices shuffled when the test says so; the
 * right side of a matching question always, uniformly, so the authored order (which lines up
 * with the left) comes out as often as any other. Forcing it away from the authored order gave
 * the answer away: with 2 pairs the shown order was always the swap.
 */
export function itemOrder(
  question: { type: number; body: Record<string, unknown>; score: string },
  shuffleChoices: boolean,
): string[] {
  const key = questionKey(question);
  if (key.type === QUESTION_TYPE.multiple_choice) {
    const ids = key.choices.map((c) => c.id);
    return shuffleChoices ? shuffled(ids) : ids;
  }
  if (key.type === QUESTION_TYPE.matching) return shuffled(key.pairs.map((p) => p.right.id));
  return [];
}
