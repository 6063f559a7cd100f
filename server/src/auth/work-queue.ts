/** Thrown by WorkQueue.run when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('The work queue is full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait; beyond that
 * it refuses at once, so a flood is turned away instead of piling up memory and latency.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is freed.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
