import { describe, expect, it } from 'vitest';
import { isDrawn, KEEP, keptPages, NEAR, PAGE_RATIO, placeholderHeight } from './pdf-window';

describe('the continuous PDF view draws a window of pages, not every page it saw', () => {
  it('draws the pages near the current one, keeps drawn ones a little further, releases the rest', () => {
    const drawn = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const page = 10;
    expect(isDrawn(page + NEAR, page, new Set())).toBe(true); // near: drawn even if never seen
    expect(isDrawn(page + NEAR + 1, page, new Set())).toBe(false);
    expect(isDrawn(page - KEEP, page, drawn)).toBe(true); // seen and still close: kept
    expect(isDrawn(page - KEEP - 1, page, drawn)).toBe(false); // seen long ago: released
    expect(isDrawn(1, page, drawn)).toBe(false);
  });

  it('releases the far pages from the drawn set, and keeps the same set when none is far', () => {
    const drawn: ReadonlySet<number> = new Set([1, 2, 3, 40, 41, 42]);
    expect([...keptPages(drawn, 42)]).toEqual([40, 41, 42]);
    expect(keptPages(drawn, 3)).not.toBe(drawn);
    const near: ReadonlySet<number> = new Set([40, 41, 42]);
    expect(keptPages(near, 41)).toBe(near); // nothing released: no new state
    // 200 pages scrolled through one by one never hold more than the window.
    let held: ReadonlySet<number> = new Set();
    for (let page = 1; page <= 200; page += 1) {
      held = new Set([...keptPages(held, page), page]);
      expect(held.size).toBeLessThanOrEqual(KEEP + 1);
    }
  });

  it('keeps a released page the height it was drawn at, and A4 before it was drawn', () => {
    const ratios = new Map([[3, 0.75]]); // a landscape slide
    expect(placeholderHeight(3, 800, ratios)).toBe(600);
    expect(placeholderHeight(4, 800, ratios)).toBe(Math.round(800 * PAGE_RATIO));
  });
});
