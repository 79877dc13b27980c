import { describe, expect, it } from 'vitest';
import { itemOrder, shuffled } from './shuffle';

/**
 * Counts how often each order comes out of `draw` in `n` draws. The bounds below are many
 * standard deviations wide (for 1000 expected per order the deviation is about 30), so a fair
 * shuffle never fails them, while one that skips or favours an order fails every run.
 */
function tally(n: number, draw: () => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i += 1) {
    const key = draw().join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const permutations = (items: readonly string[]): string[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

/** Expects every order of `items` to appear, each within ±35% of a uniform share. */
function expectUniform(items: readonly string[], counts: Map<string, number>, n: number) {
  const all = permutations(items).map((p) => p.join(','));
  const expected = n / all.length;
  expect([...counts.keys()].sort()).toEqual([...all].sort());
  for (const order of all) {
    const seen = counts.get(order) ?? 0;
    expect(seen, order).toBeGreaterThan(expected * 0.65);
    expect(seen, order).toBeLessThan(expected * 1.35);
  }
  // Chi-square over k orders: its mean is k - 1; 60 is far beyond anything a fair draw gives
  // for k = 2 or 6 (p < 1e-10), and far below what a skipped order gives (about n).
  const chi = all.reduce((sum, o) => sum + ((counts.get(o) ?? 0) - expected) ** 2 / expected, 0);
  expect(chi).toBeLessThan(60);
}

const matching = (rights: readonly string[]) => ({
  type: 2,
  score: '1',
  body: {
    pairs: rights.map((id, i) => ({
      left: { id: `L${i}`, text_en: `left ${i}`, text_th: '' },
      right: { id, text_en: `right ${id}`, text_th: '' },
    })),
  },
});

const choices = (ids: readonly string[]) => ({
  type: 1,
  score: '1',
  body: {
    is_multiple: false,
    choices: ids.map((id, i) => ({
      id,
      text_en: `choice ${id}`,
      text_th: '',
      is_correct: i === 0,
    })),
  },
});

describe('shuffled', () => {
  it('gives every order of 2 and of 3 items about equally often', () => {
    expectUniform(
      ['a', 'b'],
      tally(2000, () => shuffled(['a', 'b'])),
      2000,
    );
    expectUniform(
      ['a', 'b', 'c'],
      tally(6000, () => shuffled(['a', 'b', 'c'])),
      6000,
    );
  });
});

describe('itemOrder', () => {
  it('shows a matching question of 2 pairs in both orders, the authored one too', () => {
    const question = matching(['r1', 'r2']);
    expectUniform(
      ['r1', 'r2'],
      tally(2000, () => itemOrder(question, false)),
      2000,
    );
  });

  it('shows a matching question of 3 pairs in all 6 orders about equally often', () => {
    const question = matching(['r1', 'r2', 'r3']);
    expectUniform(
      ['r1', 'r2', 'r3'],
      tally(6000, () => itemOrder(question, true)),
      6000,
    );
  });

  it('shuffles choices uniformly when the test says so, and keeps them authored otherwise', () => {
    const question = choices(['c1', 'c2', 'c3']);
    expectUniform(
      ['c1', 'c2', 'c3'],
      tally(6000, () => itemOrder(question, true)),
      6000,
    );
    expect(itemOrder(question, false)).toEqual(['c1', 'c2', 'c3']);
  });
});
