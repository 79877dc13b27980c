import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a control that uses arrow keys itself (fields, sliders, media). */
function ownsArrows(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (/^(INPUT|TEXTAREA|SELECT|VIDEO|AUDIO)$/.test(target.tagName)) return true;
  return (
    target.closest('[role="slider"], [role="tablist"], [role="menu"], [role="listbox"]') !== null
  );
}

/**
 * Left and right arrow keys turn the page (issue 21 item 12) while the viewer is on screen, unless
 * the focus is in a control that uses them or a modifier key is held.
 */
export function useArrowPages(onStep: (step: -1 | 1) => void) {
  const step = useRef(onStep);
  useEffect(() => {
    step.current = onStep;
  });
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (ownsArrows(event.target)) return;
      event.preventDefault();
      step.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);
}
