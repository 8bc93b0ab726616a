/** Timed waits that end early when woken (an append, stop, resume, a lost control connection). */
export class WakeUps {
  private readonly waiting = new Set<() => void>();

  all(): void {
    [...this.waiting].forEach((w) => w());
  }

  /** Waits `ms`, or less when woken (an append, stop, resume). */
  idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
    });
  }

  /** Waits `ms`, or less only when woken once `stopped` (appends do not wake a standby). */
  sleep(ms: number, stopped: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(done);
        resolve();
      }, ms);
      const done = () => {
        if (!stopped()) return;
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      this.waiting.add(done);
    });
  }
}
