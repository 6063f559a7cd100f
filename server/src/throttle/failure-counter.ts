/** Attempts counted under a key in its current window, and the time until that window ends. */
export interface Tally {
  count: number;
  resetMs: number;
}

/**
 * Fixed-window counters of attempts. An attempt is counted before it runs (so parallel guesses
 * each take a place), then given back when it turns out not to be a failure.
 */
export interface FailureCounter {
  add(key: string, windowMs: number): Promise<Tally>;
  /** One attempt of the window was not a failure after all. */
  remove(key: string): Promise<void>;
  /** Forget the key (a success resets an account's count). */
  reset(key: string): Promise<void>;
}

// Ended windows are swept when the map grows past this; live ones are never evicted.
const SWEEP_ABOVE = 10_000;

/** In-process counters: a single instance's per-address counts, and the fallback when Redis is down. */
export class MemoryFailureCounter implements FailureCounter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, windowMs: number): Promise<Tally> {
    const now = this.now();
    if (this.#windows.size > SWEEP_ABOVE) this.#sweep(now);
    const current = this.#windows.get(key);
    const window = current && current.endsAt > now ? current : { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.#windows.set(key, window);
    return { count: window.count, resetMs: window.endsAt - now };
  }

  async remove(key: string): Promise<void> {
    const window = this.#windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}
