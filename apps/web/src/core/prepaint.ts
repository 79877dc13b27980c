import { useLayoutEffect } from 'react';

/**
 * The first paint the server writes into a course page before the app has run
 * (apps/server/src/modules/site/prepaint.ts, issue 21 item 2): a picture of the page's header
 * that covers the app, as the start-up loader does, until the app has painted that page. The app
 * takes it away when the course page renders its course (or its error), when the address is no
 * longer the one it was painted for (a sign-in, a privacy gate, a link), on an error screen, and
 * at the latest PREPAINT_LIMIT_MS after the entry ran, so that it can never hide the app.
 */
export const PREPAINT_LIMIT_MS = 10_000;

function prepaint(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('prepaint');
}

/** The path the first paint shows, or null when there is none (any more). */
export function prepaintPath(): string | null {
  return prepaint()?.dataset.path ?? null;
}

/** Takes the first paint away (nothing when there is none). */
export function leavePrepaint(): void {
  prepaint()?.remove();
}

/** Takes the first paint away when the address shown is no longer the page it pictures. */
export function leavePrepaintUnless(pathname: string): void {
  const path = prepaintPath();
  if (path !== null && path.replace(/\/+$/, '') !== pathname.replace(/\/+$/, '')) leavePrepaint();
}

/**
 * For a page the server pictures: takes the first paint away in the commit that renders the page
 * (a layout effect runs before the browser paints), once `ready` (its data is there).
 */
export function useLeavePrepaint(ready = true): void {
  useLayoutEffect(() => {
    if (ready) leavePrepaint();
  }, [ready]);
}
