/** Seconds before the end at which a timed test warns the learner. */
export const WARN_AT_SECONDS = 60;

export type TimerPhase = 'running' | 'warning' | 'time_up';

/** Whole seconds left until `deadlineMs` at `nowMs`, rounded up, never below 0. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Which phase a countdown is in with `secondsLeft` to go. */
export function timerPhase(secondsLeft: number, warnAt = WARN_AT_SECONDS): TimerPhase {
  if (secondsLeft <= 0) return 'time_up';
  return secondsLeft <= warnAt ? 'warning' : 'running';
}

/** A clock face: `9:05` → "09:05", over an hour "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export interface CountdownOptions {
  /** Seconds left as the server last said (the server decides the deadline, not this clock). */
  secondsLeft: number;
  warnAt?: number;
  /** Called with the whole seconds left, at start and whenever the number changes. */
  onTick: (secondsLeft: number) => void;
  /** Called once when the time left first reaches `warnAt` or less (at once if it starts so). */
  onWarn?: () => void;
  /** Called once when the time is up; the countdown then stops. */
  onTimeUp: () => void;
  now?: () => number;
}

export interface Countdown {
  /** Takes a newer `seconds_left` from the server as the truth. */
  sync(secondsLeft: number): void;
  stop(): void;
}

/**
 * Counts down to a deadline set from the server's `seconds_left`. Each tick reads the clock
 * instead of counting ticks, so a throttled background tab still ends on time.
 */
export function startCountdown(options: CountdownOptions): Countdown {
  const now = options.now ?? Date.now;
  const warnAt = options.warnAt ?? WARN_AT_SECONDS;
  let deadline = now() + options.secondsLeft * 1000;
  let last = -1;
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    timer = undefined;
    if (stopped) return;
    const left = secondsUntil(deadline, now());
    if (left !== last) {
      last = left;
      options.onTick(left);
    }
    if (left <= 0) {
      stopped = true;
      options.onTimeUp();
      return;
    }
    if (!warned && left <= warnAt) {
      warned = true;
      options.onWarn?.();
    }
    // Wake at the next whole-second boundary of the deadline.
    const untilNext = (deadline - now()) % 1000 || 1000;
    timer = setTimeout(check, untilNext);
  };

  check();

  return {
    sync(secondsLeft: number) {
      if (stopped) return;
      deadline = now() + secondsLeft * 1000;
      if (timer !== undefined) clearTimeout(timer);
      check();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
