/** A FIFO lock: `lock()` resolves once every earlier holder has called its release function. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    let done = false;
    return () => {
      // A double release must not let a third holder in while the second still runs.
      if (done) return;
      done = true;
      release();
    };
  }
}
