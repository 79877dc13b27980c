import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadThaiMessages } from '@/i18n/create-i18n';
import { forgetVisitLanguage } from '@/i18n/language';

// The Thai shared labels are a lazy chunk in the product; tests create instances in either
// language synchronously, so they are loaded once before any test.
await loadThaiMessages();

// Screens are lazy chunks and CI machines are shared: the first render of a file can take
// seconds, so queries wait longer than the library's 1 s before they fail.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub });
}
window.scrollTo = () => undefined;
// jsdom draws nothing: the rich-text editor (ProseMirror) asks where a range is to scroll the
// caret into view.
if (typeof (Range.prototype as Partial<Range>).getClientRects !== 'function') {
  const noRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  const rect = () => ({ ...noRect, toJSON: () => noRect }) as DOMRect;
  Range.prototype.getClientRects = () => Object.assign([rect()], { item: () => rect() });
  Range.prototype.getBoundingClientRect = rect;
}
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetVisitLanguage();
});
