// How many server renderings run at once (security review N4). Rendering is CPU work on the one thread plus the
// memory of each page being rendered: past a few at once, more only make every page slower and the process
// bigger. So a few run, a bounded line waits for them (first come, first served), and a request that finds the
// line full is turned away at once (503) instead of holding memory while it waits.

/** What run() gives when the line is full. */
export const BUSY: unique symbol = Symbol('busy');

export class RenderGate {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly atOnce: number, private readonly waiting: number) {}

  /** Runs the task now or after those before it; BUSY, without running it, when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T | typeof BUSY> {
    if (this.running < this.atOnce) this.running++;
    else if (this.line.length < this.waiting) await new Promise<void>((resolve) => this.line.push(resolve));
    else return BUSY;
    try {
      return await task();
    } finally {
      // The slot goes straight to the next in line, so a new request cannot overtake it.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Renderings running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }
}
