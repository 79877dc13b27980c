import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, secondsUntil, startCountdown, timerPhase } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function track(secondsLeft: number, warnAt?: number) {
  const ticks: number[] = [];
  const onWarn = vi.fn();
  const onTimeUp = vi.fn();
  const countdown = startCountdown({
    secondsLeft,
    warnAt,
    onTick: (s) => ticks.push(s),
    onWarn,
    onTimeUp,
  });
  return { ticks, onWarn, onTimeUp, countdown };
}

describe('formatClock', () => {
  it('shows minutes and seconds, and hours only when there are some', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});

describe('secondsUntil and timerPhase', () => {
  it('rounds a part second up and never goes below zero', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });

  it('warns at 60 seconds or less and is up at 0', () => {
    expect(timerPhase(61)).toBe('running');
    expect(timerPhase(60)).toBe('warning');
    expect(timerPhase(1)).toBe('warning');
    expect(timerPhase(0)).toBe('time_up');
    expect(timerPhase(20, 10)).toBe('running');
  });
});

describe('startCountdown', () => {
  it('ticks once a second from the seconds the server gave', () => {
    const { ticks, countdown } = track(600);
    expect(ticks).toEqual([600]);
    vi.advanceTimersByTime(3000);
    expect(ticks).toEqual([600, 599, 598, 597]);
    countdown.stop();
  });

  it('warns once at the warning mark and calls time up once at zero, then stops', () => {
    const { ticks, onWarn, onTimeUp } = track(63);
    vi.advanceTimersByTime(2000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(60);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_000);
    expect(onTimeUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('warns at once when it starts inside the warning window', () => {
    const { onWarn } = track(30);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('is up at once when the server says no time is left', () => {
    const { ticks, onTimeUp } = track(0);
    expect(ticks).toEqual([0]);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('ends on time even when the tab was asleep and timers fired late', () => {
    const { ticks, onTimeUp } = track(120);
    // The clock jumps 2 minutes without the timers getting a chance to run in between.
    vi.setSystemTime(Date.now() + 120_000);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('takes a newer seconds_left from the server as the truth', () => {
    const { ticks, countdown, onTimeUp } = track(300);
    vi.advanceTimersByTime(10_000);
    expect(ticks.at(-1)).toBe(290);
    countdown.sync(100);
    expect(ticks.at(-1)).toBe(100);
    vi.advanceTimersByTime(100_000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop', () => {
    const { ticks, countdown, onTimeUp } = track(5);
    countdown.stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([5]);
    expect(onTimeUp).not.toHaveBeenCalled();
    countdown.sync(1);
    expect(ticks).toEqual([5]);
  });
});
