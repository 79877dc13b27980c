import type { StampBody } from './media-clock';

export interface StampSenderOptions<A> {
  post: (stamp: StampBody) => Promise<A>;
  /** The server recorded a stamp. */
  onAnswer: (answer: A, stamp: StampBody) => void;
  /** A stamp could not be sent (network, 5xx): keep it for the next start. */
  onUnsent: (stamp: StampBody) => void;
  isRetryable: (error: unknown) => boolean;
}

/**
 * Sends one slot's stamps one at a time, in order: while one is on its way, newer stamps wait
 * and only the newest of them is sent next (progress only moves forward, so the skipped ones
 * add nothing). A stamp that fails on the way is handed to `onUnsent`.
 */
export class StampSender<A> {
  private inFlight: Promise<void> | null = null;
  private waiting: StampBody | null = null;
  private lastTried: StampBody | null = null;

  constructor(private readonly options: StampSenderOptions<A>) {}

  send(stamp: StampBody): void {
    if (this.inFlight) {
      this.waiting = stamp;
      return;
    }
    this.inFlight = this.run(stamp);
  }

  private async run(stamp: StampBody): Promise<void> {
    let next: StampBody | null = stamp;
    while (next) {
      const current: StampBody = next;
      this.lastTried = current;
      this.waiting = null;
      try {
        this.options.onAnswer(await this.options.post(current), current);
      } catch (error) {
        if (this.options.isRetryable(error)) this.options.onUnsent(current);
      }
      next = this.waiting;
    }
    this.inFlight = null;
  }

  /**
   * The page is going away: the stamp still waiting (or on its way, which may not arrive) is
   * kept for the next start. Sending it again later is harmless: progress never moves back.
   */
  leave(): void {
    const pending = this.waiting ?? (this.inFlight ? this.lastTried : null);
    if (pending) this.options.onUnsent(pending);
    this.waiting = null;
  }

  /** Resolves when nothing is on its way (tests, and the end of a media). */
  async settled(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }
}
