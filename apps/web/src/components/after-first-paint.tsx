import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the page's first paint has happened: false in the render that makes it, true in a
 * later, interruptible one. A task posted from an animation frame runs after that frame's paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * What a screen shows below its first view (rows that wait for their data anyway, the footer):
 * rendered after the first paint, so that a slow phone paints the title and the frame in a
 * shorter first task (issue 21 item 2, the throttled-phone LCP). Content appears below what is
 * painted, so nothing painted moves.
 */
export function AfterFirstPaint(props: { children: ReactNode }) {
  return useAfterFirstPaint() ? props.children : null;
}
