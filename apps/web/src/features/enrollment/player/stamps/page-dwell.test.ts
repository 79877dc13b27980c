import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DWELL_MS, PageDwell } from './page-dwell';

describe('PageDwell', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stamps a page once it has stayed on screen, longer than the server needs between pages', () => {
    expect(PAGE_DWELL_MS).toBeGreaterThan(1000);
    const sent: number[] = [];
    const dwell = new PageDwell((page) => sent.push(page));
    dwell.shown(1);
    vi.advanceTimersByTime(PAGE_DWELL_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1]);
  });

  it('does not stamp a page flipped past, stamps each page once, and stops when closed', () => {
    const sent: number[] = [];
    const dwell = new PageDwell((page) => sent.push(page), 100);
    dwell.shown(1);
    vi.advanceTimersByTime(50);
    dwell.shown(2); // page 1 left before it was read
    vi.advanceTimersByTime(100);
    dwell.shown(3);
    vi.advanceTimersByTime(100);
    dwell.shown(2); // back to a page already stamped in this view
    vi.advanceTimersByTime(100);
    dwell.shown(1);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([2, 3, 1]);
    dwell.shown(4);
    dwell.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([2, 3, 1]);
  });
});
