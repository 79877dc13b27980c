/**
 * Which pages of the continuous PDF view hold a drawn canvas (issue 21 item 12's follow-up): a
 * long PDF must not keep every page it ever drew, or a phone runs out of memory. Pages near the
 * current one are drawn; a drawn page is kept a little further so scrolling back and forth does
 * not redraw it; beyond that it is released to a placeholder of the height it had.
 */

/** Pages drawn either side of the current one. */
export const NEAR = 2;
/** A page already drawn stays drawn this far from the current one, then is released. */
export const KEEP = 5;
/** A4's height over its width: a placeholder's proportion until its page has been drawn. */
export const PAGE_RATIO = 1.414;

/** Whether page `n` is drawn while `page` is the current one. */
export function isDrawn(n: number, page: number, drawn: ReadonlySet<number>): boolean {
  const distance = Math.abs(n - page);
  return distance <= NEAR || (distance <= KEEP && drawn.has(n));
}

/**
 * The drawn pages still kept around `page`: the same set when nothing is released (so a state
 * update can be skipped), else a new one without the far pages.
 */
export function keptPages(drawn: ReadonlySet<number>, page: number): ReadonlySet<number> {
  const kept = [...drawn].filter((n) => Math.abs(n - page) <= KEEP);
  return kept.length === drawn.size ? drawn : new Set(kept);
}

/** A placeholder's height: the page's own proportion once it was drawn, else A4's. */
export function placeholderHeight(
  n: number,
  width: number,
  ratios: ReadonlyMap<number, number>,
): number {
  return Math.round(width * (ratios.get(n) ?? PAGE_RATIO));
}
