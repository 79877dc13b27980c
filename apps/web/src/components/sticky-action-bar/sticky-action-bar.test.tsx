import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { StickyActionBar } from './sticky-action-bar';

/** A screen of the given width, as matchMedia answers Mantine's max-width queries. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** An IntersectionObserver the test drives: `scroll(false)` says the watched element left. */
function observer() {
  let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe() {
        notify?.([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
  return { scroll: (inView: boolean) => act(() => notify?.([{ isIntersecting: inView }])) };
}

function Page() {
  const panel = useRef<HTMLDivElement>(null);
  return (
    <MantineProvider>
      <div ref={panel}>
        <button type="button">Start learning</button>
      </div>
      <StickyActionBar watch={panel}>
        <button type="button" tabIndex={-1}>
          Start learning
        </button>
      </StickyActionBar>
    </MantineProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('StickyActionBar (issue 21 item 12)', () => {
  it('appears on a phone once the page’s own action has scrolled away, and goes when it is back', () => {
    screenWidth(390);
    const io = observer();
    render(<Page />);
    expect(screen.queryByTestId('sticky-action-bar')).toBeNull();
    io.scroll(false);
    const bar = screen.getByTestId('sticky-action-bar');
    // At the end of the document, hidden from assistive technology (the page has the control).
    expect(bar.parentElement).toBe(document.body);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Start learning' })).toHaveLength(1);
    io.scroll(true);
    expect(screen.queryByTestId('sticky-action-bar')).toBeNull();
  });

  it('never shows on a wide screen', () => {
    screenWidth(1366);
    const io = observer();
    render(<Page />);
    io.scroll(false);
    expect(screen.queryByTestId('sticky-action-bar')).toBeNull();
  });
});
