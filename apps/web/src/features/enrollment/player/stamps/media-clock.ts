import type { StampRule } from '@portal/shared';

/** A progress stamp body of POST course/{id}/slot/{slotid}/progress/ (SPEC §9). */
export interface StampBody {
  action: number;
  position?: number;
  duration?: number;
  percent?: number;
  page?: number;
  device_id?: string;
}

/** Positions are sent to the tenth of a second: finer adds nothing but noise. */
const round = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * When a media player sends a stamp (SPEC §9 `duration` = seconds between stamps while playing):
 * while playing, once `rule.duration` seconds have passed since the last stamp and the position
 * moved; at once on pause, seek and end (the end as the full length, so the last second counts).
 * Pure: the caller passes the clock, so the rules are tested without timers.
 */
export class MediaStampClock {
  private lastAt = Number.NEGATIVE_INFINITY;
  private lastPosition: number | null = null;

  constructor(
    private readonly rule: StampRule,
    private readonly length: () => number | undefined,
  ) {}

  private stamp(now: number, position: number): StampBody | null {
    const at = round(position);
    if (at === this.lastPosition) return null;
    this.lastAt = now;
    this.lastPosition = at;
    const length = this.length();
    return {
      action: this.rule.action,
      position: at,
      ...(length && Number.isFinite(length) ? { duration: round(length) } : {}),
    };
  }

  /** A playback tick (timeupdate): a stamp when one is due, else null. */
  tick(now: number, position: number, playing: boolean): StampBody | null {
    if (!playing) return null;
    const interval = (this.rule.duration ?? 0.5) * 1000;
    if (now - this.lastAt < interval) return null;
    return this.stamp(now, position);
  }

  /** Pause or seek: the position now, unless it was just sent. */
  settle(now: number, position: number): StampBody | null {
    return this.stamp(now, position);
  }

  /** The end of the media: the full length. */
  end(now: number): StampBody | null {
    const length = this.length();
    return length ? this.stamp(now, length) : null;
  }

  /** The position the server already counted (resume): not sent again. */
  resumeFrom(position: number): void {
    this.lastPosition = round(position);
  }
}
