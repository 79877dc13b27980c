import { z } from 'zod';
import { ScormCmiSchema } from '@portal/shared';
import { storableCmi } from './cmi-saver';

/**
 * The player's end of the SCORM bridge. A package runs in a sandboxed frame with an opaque
 * origin, and its runtime (scorm-again, injected by the server into every package page, see
 * apps/server/src/modules/scorm/scorm-bridge.ts) lives in the package's own window. On every
 * commit and finish it posts the whole CMI here with the launch's nonce; this side accepts a
 * message only from that frame (or a frame or pop-up inside it) and only with the nonce, checks
 * its shape, and hands the storable CMI on. The server validates the CMI again on save.
 */

/** Message type the injected runtime posts (BRIDGE_MESSAGE on the server). */
export const BRIDGE_MESSAGE = 'portal-scorm-commit';

const CommitMessageSchema = z.object({
  type: z.literal(BRIDGE_MESSAGE),
  nonce: z.string().max(100),
  finish: z.boolean(),
  cmi: ScormCmiSchema,
});

/**
 * Whether `source` is the package's window, a frame inside it or a pop-up it opened: walks up
 * parents (and openers of pop-ups), which cross-origin windows allow, until the frame is met.
 */
export function isFromFrame(frame: Window, source: MessageEventSource | null): boolean {
  let win = source as Window | null;
  for (let depth = 0; win && depth < 20; depth += 1) {
    if (win === frame) return true;
    try {
      win = win.parent !== win ? win.parent : (win.opener as Window | null);
    } catch {
      return false;
    }
  }
  return false;
}

export interface PackageListener {
  /** The package frame's window (a frame keeps its window across its navigations). */
  frame: () => Window | null;
  nonce: string;
  onCommit: (cmi: Record<string, string>, finish: boolean) => void;
}

/** Listens for the package's commits; returns the function that stops listening. */
export function listenToPackage({ frame, nonce, onCommit }: PackageListener): () => void {
  const handle = (event: MessageEvent) => {
    const win = frame();
    if (!win || !isFromFrame(win, event.source)) return;
    const parsed = CommitMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.nonce !== nonce) return;
    onCommit(storableCmi(parsed.data.cmi), parsed.data.finish);
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}
