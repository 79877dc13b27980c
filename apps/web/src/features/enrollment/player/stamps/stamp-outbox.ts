import { STORAGE_KEYS } from '@portal/shared';
import { localStore } from '@/core/storage';
import type { StampBody } from './media-clock';

/** A stamp that could not be sent, kept for the next start (SPEC §3 key `stampMedia`). */
export interface StoredStamp {
  courseId: number;
  slotId: number;
  stamp: StampBody;
  savedAt: string;
}

const key = (s: { courseId: number; slotId: number }) => `${s.courseId}:${s.slotId}`;

/** How far a stamp goes: progress only moves forward, so the further of two stamps wins. */
function reach(stamp: StampBody): number {
  return stamp.position ?? stamp.page ?? stamp.percent ?? 0;
}

/** The stored stamps, newest per slot; a broken value counts as none. */
export function readStoredStamps(): StoredStamp[] {
  const value = localStore.getJson<unknown>(STORAGE_KEYS.stampMedia);
  return Array.isArray(value)
    ? value.filter(
        (s): s is StoredStamp =>
          typeof s === 'object' &&
          s !== null &&
          Number.isInteger((s as StoredStamp).courseId) &&
          Number.isInteger((s as StoredStamp).slotId) &&
          typeof (s as StoredStamp).stamp === 'object',
      )
    : [];
}

function write(stamps: StoredStamp[]): void {
  if (stamps.length === 0) localStore.remove(STORAGE_KEYS.stampMedia);
  else localStore.setJson(STORAGE_KEYS.stampMedia, stamps);
}

/** Keeps a stamp for the next start: one per slot, the one that reached furthest. */
export function storeStamp(courseId: number, slotId: number, stamp: StampBody): void {
  const stamps = readStoredStamps();
  const existing = stamps.find((s) => key(s) === key({ courseId, slotId }));
  if (existing && reach(existing.stamp) >= reach(stamp)) return;
  write([
    ...stamps.filter((s) => s !== existing),
    { courseId, slotId, stamp, savedAt: new Date().toISOString() },
  ]);
}

/** Forgets a slot's stored stamp once a stamp reaching as far has been recorded. */
export function forgetStamp(courseId: number, slotId: number, reached: StampBody): void {
  const stamps = readStoredStamps();
  const existing = stamps.find((s) => key(s) === key({ courseId, slotId }));
  if (existing && reach(existing.stamp) <= reach(reached))
    write(stamps.filter((s) => s !== existing));
}

/**
 * Submits every stored stamp (SPEC §4 startup: "a stored stampMedia item is submitted then
 * cleared"). A stamp the server refuses (4xx: not enrolled any more, out of range) is dropped;
 * one that fails on the way (network, 5xx) stays for the next start.
 */
export async function submitStoredStamps(
  post: (courseId: number, slotId: number, stamp: StampBody) => Promise<unknown>,
  isRetryable: (error: unknown) => boolean,
): Promise<number> {
  let sent = 0;
  for (const stored of readStoredStamps()) {
    try {
      await post(stored.courseId, stored.slotId, stored.stamp);
      sent++;
      forgetStamp(stored.courseId, stored.slotId, stored.stamp);
    } catch (error) {
      if (!isRetryable(error)) forgetStamp(stored.courseId, stored.slotId, stored.stamp);
    }
  }
  return sent;
}
