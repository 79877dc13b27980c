import { randomInt } from 'node:crypto';

/** A uniformly shuffled copy (Fisher–Yates with a CSPRNG: orders must not be predictable). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A shuffled copy that is never the given order (when there are two or more items). */
export function shuffledAway<T>(items: readonly T[]): T[] {
  const out = shuffled(items);
  if (out.length > 1 && out.every((item, i) => item === items[i])) out.push(out.shift() as T);
  return out;
}
