import type { ScormCommit } from '@portal/shared';

/** Where the learner's CMI stands on the server. */
export type CmiSaveState = 'saving' | 'saved' | 'error';

export interface CmiSaverOptions<R> {
  /** Sends one commit; rejects when the server refuses it or cannot be reached. */
  save: (commit: ScormCommit) => Promise<R>;
  onState?: (state: CmiSaveState) => void;
  onSaved?: (result: R, commit: ScormCommit) => void;
  onError?: (error: unknown) => void;
  /**
   * After a commit was kept: milliseconds after which to send the same commit again, or null.
   * The server keeps a completion reported within its play floor but does not count it yet
   * (SCORM_MIN_PLAY_SECONDS); the package may never commit again, so the player does.
   */
  commitAgainAfter?: (result: R, commit: ScormCommit) => number | null;
}

export interface CmiSaver {
  /** A commit (LMSCommit / Commit) or, with `finish`, the last one (LMSFinish / Terminate). */
  commit(cmi: Record<string, string>, finish?: boolean): void;
  /** Sends what waits (a failed commit again) and resolves with whether all of it was kept. */
  flush(): Promise<boolean>;
  /** The newest commit the server has not confirmed, for a last keepalive send on exit. */
  unsaved(): ScormCommit | null;
  dispose(): void;
}

/**
 * The CMI worth storing from scorm-again's flattened CMI: string values only (empty
 * collections come as objects) and no empty strings, which are the runtime's defaults.
 */
export function storableCmi(flat: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(flat))
    if (typeof value === 'string' && value !== '' && key.startsWith('cmi.')) out[key] = value;
  return out;
}

const sameCommit = (a: ScormCommit | null, b: ScormCommit) =>
  a !== null &&
  Boolean(a.finish) === Boolean(b.finish) &&
  JSON.stringify(a.cmi) === JSON.stringify(b.cmi);

/**
 * Saves a package's commits in order: one PUT at a time, and a commit made while one is on its
 * way waits and replaces any older waiting one (each commit carries the whole CMI, so only the
 * newest matters). A finish is never lost to a later plain commit. A commit identical to the
 * last one kept is not sent again.
 */
export function createCmiSaver<R>(options: CmiSaverOptions<R>): CmiSaver {
  let waiting: ScormCommit | null = null;
  let sending: ScormCommit | null = null;
  let inFlight: Promise<void> | null = null;
  let lastKept: ScormCommit | null = null;
  let failed = false;
  let disposed = false;
  /** A kept commit to send again (see `commitAgainAfter`), and its timer. */
  let again: ScormCommit | null = null;
  let againTimer: ReturnType<typeof setTimeout> | undefined;

  const sendAgain = () => {
    clearTimeout(againTimer);
    againTimer = undefined;
    // A newer commit (waiting or on its way) carries the whole CMI: it supersedes this one.
    if (again && !waiting && !inFlight) waiting = again;
    again = null;
    send();
  };

  const send = (): void => {
    if (inFlight || !waiting || disposed) return;
    const commit = waiting;
    waiting = null;
    sending = commit;
    failed = false;
    options.onState?.('saving');
    inFlight = options.save(commit).then(
      (result) => {
        inFlight = null;
        sending = null;
        lastKept = commit;
        if (disposed) return;
        options.onSaved?.(result, commit);
        const delay = options.commitAgainAfter?.(result, commit) ?? null;
        clearTimeout(againTimer);
        again = delay === null ? null : commit;
        if (delay !== null) againTimer = setTimeout(sendAgain, delay);
        if (waiting) send();
        else options.onState?.('saved');
      },
      (error: unknown) => {
        inFlight = null;
        sending = null;
        failed = true;
        // Keep it for the next flush unless a newer one came; a finish stays a finish.
        if (waiting) waiting = { ...waiting, finish: waiting.finish || commit.finish };
        else waiting = commit;
        if (disposed) return;
        options.onState?.('error');
        options.onError?.(error);
      },
    );
  };

  return {
    commit(cmi, finish = false) {
      if (disposed) return;
      const next: ScormCommit = {
        cmi,
        ...(finish || waiting?.finish ? { finish: true } : {}),
      };
      // The same CMI again is not sent (one waiting to be sent again keeps its timer).
      if (!inFlight && sameCommit(lastKept, next)) return;
      again = null;
      clearTimeout(againTimer);
      waiting = next;
      send();
    },
    async flush() {
      if (again) sendAgain();
      let retried = false;
      for (;;) {
        if (disposed) return false;
        if (inFlight) await inFlight;
        else if (waiting && (!failed || !retried)) {
          retried ||= failed;
          send();
        } else return !failed && waiting === null;
      }
    },
    unsaved() {
      return waiting ?? sending ?? again;
    },
    dispose() {
      disposed = true;
      clearTimeout(againTimer);
    },
  };
}
