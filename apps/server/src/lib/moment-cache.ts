import type { Executor } from '@/db/database';

/**
 * Answers reused for a moment, per database: a hot catalog page is built once per window
 * instead of once per request. Whatever changes what such an answer shows calls
 * contentChanged() — status.ts (seats, popularity) and touch() (content and taxonomy edits) —
 * which ends every window in this process at once; another instance sees the change when its
 * window ends. A database without reuseFor() (tests, the benchmark's statement counter) reuses
 * nothing.
 */
interface Window {
  ms: number;
  entries: Map<string, { value: unknown; until: number; generation: number }>;
}
const MAX_ENTRIES = 1000;
const windows = new WeakMap<object, Window>();
let generation = 0;

/** Something a cached answer may show has changed: nothing cached before now is reused. */
export function contentChanged(): void {
  generation += 1;
}

/** Answers on this database are reused for `ms` milliseconds (0: never). */
export function reuseFor(db: object, ms: number): void {
  windows.set(db, { ms, entries: new Map() });
}

/** The answer remembered under `key`, or a fresh one from `load` (remembered if nothing changed meanwhile). */
export async function momentary<T>(db: Executor, key: string, load: () => Promise<T>): Promise<T> {
  const window = db.isTransaction ? undefined : windows.get(db);
  if (!window || window.ms <= 0) return load();
  const now = Date.now();
  const hit = window.entries.get(key);
  if (hit && hit.until > now && hit.generation === generation) return hit.value as T;
  const started = generation;
  const value = await load();
  if (started === generation) {
    window.entries.delete(key);
    window.entries.set(key, { value, until: now + window.ms, generation: started });
    if (window.entries.size > MAX_ENTRIES)
      window.entries.delete(window.entries.keys().next().value as string);
  }
  return value;
}

/** The count of content changes in this process: an answer kept from an older count is stale. */
export function contentGeneration(): number {
  return generation;
}
