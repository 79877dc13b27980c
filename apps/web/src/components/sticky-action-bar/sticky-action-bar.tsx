import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useMediaQuery } from '@mantine/hooks';
import classes from './sticky-action-bar.module.css';

/** Below this width the page's main action also sits in a bar at the bottom (Mantine's `sm`). */
export const STICKY_BAR_MAX_WIDTH = 767;

/** Whether the element is out of the viewport (false until the browser has said so). */
function useOutOfView(target: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setOut(false);
      return;
    }
    // Under the fixed header counts as out of view (the header is 50-60 px tall).
    const observer = new IntersectionObserver(([entry]) => setOut(!entry?.isIntersecting), {
      rootMargin: '-64px 0px 0px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled]);
  return out;
}

/**
 * Issue 21 item 12: on a phone, once the page's own action (`watch`: the enrol panel, the
 * player's navigator) has scrolled out of view, the same action stays at hand in a bar fixed
 * to the bottom of the screen. Wider screens, and a phone showing the action, see nothing.
 *
 * The bar repeats controls the page already has, for the thumb: it is hidden from assistive
 * technology and its controls are out of the tab order (give them `tabIndex={-1}`), so a screen
 * reader or keyboard meets each control once, where it is in the page.
 */
export function StickyActionBar(props: {
  watch: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const phone = useMediaQuery(`(max-width: ${STICKY_BAR_MAX_WIDTH}px)`, false);
  const out = useOutOfView(props.watch, phone);
  if (!phone || !out) return null;
  // At the end of the document: the spacer lengthens the page below everything instead of
  // moving what is on screen, and the bar is outside any transformed or clipping parent.
  return createPortal(
    <>
      <div className={classes.spacer} aria-hidden />
      <div className={classes.bar} aria-hidden data-testid="sticky-action-bar">
        {props.children}
      </div>
    </>,
    document.body,
  );
}
