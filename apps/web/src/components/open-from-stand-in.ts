import { useEffect } from 'react';

/** What happened to the stand-in button a lazily loaded menu replaces. */
export interface StandInPress {
  /** The stand-in was clicked. */
  clicked: boolean;
  /** The stand-in was pressed and not yet released on it. */
  pressed: boolean;
}

/**
 * Opens a menu whose code loaded after its stand-in button was used, as the click would have:
 * once mounted (a menu opened on its first render stays hidden: its position is not computed yet);
 * for a press, at the release, after the release's own click (which may have reached the new
 * button and opened it already). When the menu's button replaced the stand-in between press and
 * release, the browser clicks neither.
 */
export function useOpenFromStandIn(standIn: StandInPress, open: () => void): void {
  useEffect(() => {
    if (standIn.clicked) {
      open();
      return;
    }
    if (!standIn.pressed) return;
    let timer = 0;
    const atRelease = () => {
      timer = window.setTimeout(open, 0);
    };
    window.addEventListener('pointerup', atRelease, { once: true });
    return () => {
      window.removeEventListener('pointerup', atRelease);
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` sets state; only the stand-in's use matters
  }, [standIn.clicked, standIn.pressed]);
}
