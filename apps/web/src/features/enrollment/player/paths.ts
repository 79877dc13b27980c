/** The player of a course slot (SPEC §2 /course/{courseid}/playlist/{slotid?}). */
export const playlistPath = (courseId: number, slotId?: number) =>
  slotId ? `/course/${courseId}/playlist/${slotId}` : `/course/${courseId}/playlist`;

/** Seconds as m:ss (or h:mm:ss). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
