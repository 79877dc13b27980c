/** Where one question's answer stands: changed and waiting, on its way, kept, or not kept. */
export type SaveState = 'pending' | 'saving' | 'saved' | 'error';

/** Pause after the last keystroke before a typed answer is sent. */
export const TEXT_SAVE_DELAY_MS = 800;

export interface AnswerSaverOptions<A, R> {
  /** Sends one answer; rejects when the server refuses it. */
  save: (questionId: number, answer: A) => Promise<R>;
  onState: (questionId: number, state: SaveState) => void;
  onSaved?: (questionId: number, answer: A, result: R) => void;
  onError?: (questionId: number, error: unknown) => void;
  delayMs?: number;
}

export interface AnswerSaver<A> {
  /** A new answer: sent at once, or after a pause in typing when `debounce`. */
  change(questionId: number, answer: A, options?: { debounce?: boolean }): void;
  /**
   * Sends every waiting answer now (failed ones again); resolves when all are answered, with
   * whether every one was kept.
   */
  flush(): Promise<boolean>;
  /** Whether any answer is waiting, on its way or failed. */
  hasUnsaved(): boolean;
  dispose(): void;
}

interface Slot<A> {
  /** The newest answer not yet sent (or whose sending failed). */
  waiting: { answer: A } | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: Promise<void> | null;
  failed: boolean;
}

/**
 * Saves answers as they change, one question at a time: at most one call per question is on
 * its way, and a newer answer waits for it, so an older answer can never overwrite a newer one
 * on the server. Different questions save independently.
 */
export function createAnswerSaver<A, R>(options: AnswerSaverOptions<A, R>): AnswerSaver<A> {
  const delayMs = options.delayMs ?? TEXT_SAVE_DELAY_MS;
  const slots = new Map<number, Slot<A>>();
  let disposed = false;

  const slotOf = (id: number): Slot<A> => {
    let slot = slots.get(id);
    if (!slot) {
      slot = { waiting: null, timer: undefined, inFlight: null, failed: false };
      slots.set(id, slot);
    }
    return slot;
  };

  const send = (id: number, slot: Slot<A>): void => {
    if (slot.inFlight || !slot.waiting || disposed) return;
    const { answer } = slot.waiting;
    slot.waiting = null;
    slot.failed = false;
    options.onState(id, 'saving');
    slot.inFlight = options.save(id, answer).then(
      (result) => {
        slot.inFlight = null;
        if (disposed) return;
        options.onSaved?.(id, answer, result);
        if (slot.waiting && slot.timer === undefined) send(id, slot);
        else if (!slot.waiting) options.onState(id, 'saved');
      },
      (error: unknown) => {
        slot.inFlight = null;
        if (disposed) return;
        // Keep the answer so that a later flush tries it again, unless a newer one came.
        slot.waiting ??= { answer };
        slot.failed = true;
        options.onState(id, 'error');
        options.onError?.(id, error);
      },
    );
  };

  return {
    change(id, answer, changeOptions = {}) {
      if (disposed) return;
      const slot = slotOf(id);
      slot.waiting = { answer };
      if (slot.timer !== undefined) clearTimeout(slot.timer);
      slot.timer = undefined;
      options.onState(id, 'pending');
      if (changeOptions.debounce) {
        slot.timer = setTimeout(() => {
          slot.timer = undefined;
          send(id, slot);
        }, delayMs);
      } else {
        send(id, slot);
      }
    },

    async flush() {
      for (;;) {
        const busy: Promise<void>[] = [];
        for (const [id, slot] of slots) {
          if (slot.timer !== undefined) clearTimeout(slot.timer);
          slot.timer = undefined;
          if (!slot.inFlight && slot.waiting) send(id, slot);
          if (slot.inFlight) busy.push(slot.inFlight);
        }
        if (busy.length === 0 || disposed) return !disposed;
        await Promise.all(busy);
        // A failure leaves its answer waiting: one try per flush, then report it.
        if ([...slots.values()].some((s) => s.failed)) return false;
      }
    },

    hasUnsaved() {
      return [...slots.values()].some((s) => s.waiting !== null || s.inFlight !== null);
    },

    dispose() {
      disposed = true;
      for (const slot of slots.values()) if (slot.timer !== undefined) clearTimeout(slot.timer);
    },
  };
}
