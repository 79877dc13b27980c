import { DOCUMENT_PAGE_SECONDS } from '@portal/shared';

/**
 * How long a document page stays on screen before its stamp is sent: a little over the
 * server's DOCUMENT_PAGE_SECONDS, so consecutive pages read one after the other all count.
 */
export const PAGE_DWELL_MS = DOCUMENT_PAGE_SECONDS * 1000 + 500;

/**
 * Stamps a document page once it has been on screen for PAGE_DWELL_MS (issue 13 item 8: the
 * server counts a page only when its stamp comes after the previous one by DOCUMENT_PAGE_SECONDS).
 * Showing another page first cancels the wait; each page is stamped once per view.
 */
export class PageDwell {
  private readonly stamped = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly stamp: (page: number) => void,
    private readonly dwellMs = PAGE_DWELL_MS,
  ) {}

  /** The page is now drawn on screen. */
  shown(page: number): void {
    this.stop();
    if (this.stamped.has(page)) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.stamped.add(page);
      this.stamp(page);
    }, this.dwellMs);
  }

  /** Nothing is waiting any more (the page is left, the player closed). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
