import { beforeAll } from 'vitest';

/**
 * The rich-text editor (Tiptap, ProseMirror) is a lazy chunk that a test run compiles on first
 * use, which takes many seconds on a shared CI machine. A file whose screens show a rich field
 * loads it once before its tests, in a hook with its own long limit, so that no single test's
 * query wait has to cover the compile.
 */
export function preloadRichTextEditor(): void {
  beforeAll(async () => {
    await import('@/components/rich-text/rich-text-editor');
  }, 120_000);
}
