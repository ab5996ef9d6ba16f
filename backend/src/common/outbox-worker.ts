import { type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type HttpAdapterHost } from '@nestjs/core';

/** How long shutdown waits for the run in flight (attempts are aborted as it begins). */
const STOP_WAIT_MS = 3_000;
/**
 * A kick runs the outbox this much later, so the requests of a busy moment share one run (a few statements)
 * instead of each paying its own beside the intake's writes; a person never notices the delay.
 */
const KICK_DELAY_MS = 50;

/**
 * What every outbox worker shares: it runs at start-up, every `pollMs`, and soon after a kick; one run at a
 * time per process (a kick during a run asks for one more), several processes sharing the work through the
 * outbox's claims. Only a server does this: an application context (the staff CLI) has no HTTP adapter and
 * must not take rows it cannot finish.
 */
export abstract class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  /** Aborted at shutdown: attempts in flight end at once. */
  protected readonly stopping = new AbortController();
  /** Set during a run to ask for another one right after it. */
  protected again = false;
  private timer?: NodeJS.Timeout;
  private kicked?: NodeJS.Timeout;
  private running?: Promise<void>;

  protected constructor(
    private readonly pollMs: number,
    private readonly adapterHost?: HttpAdapterHost,
  ) {}

  /** One pass over the outbox. */
  protected abstract run(): Promise<void>;

  /** Logs a run that threw (never called while stopping: the database may be going away). */
  protected abstract runFailed(error: unknown): void;

  /** Whether this process serves HTTP, and so works the outbox (the staff CLI does not). */
  protected get serves(): boolean {
    return Boolean(this.adapterHost?.httpAdapter);
  }

  onApplicationBootstrap(): void | Promise<void> {
    if (!this.serves) return;
    this.timer = setInterval(() => this.runNow(), this.pollMs);
    this.timer.unref();
    this.runNow();
  }

  /** Runs the outbox in KICK_DELAY_MS (once for all kicks until then). Never throws, never waits. */
  kick(): void {
    if (this.stopping.signal.aborted || !this.timer || this.kicked) return;
    this.kicked = setTimeout(() => {
      this.kicked = undefined;
      this.runNow();
    }, KICK_DELAY_MS);
  }

  /** Resolves once no run is in flight or asked for, including the one a kick during it asked for. */
  async whenIdle(): Promise<void> {
    while (this.running || this.kicked) {
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, KICK_DELAY_MS)));
    }
  }

  /** Runs the outbox now, or once more after the run in flight. */
  private runNow(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.kicked);
    this.kicked = undefined;
    this.stopping.abort();
    const running = this.running;
    if (!running) return;
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((done) => (bound = setTimeout(done, STOP_WAIT_MS)))]);
    clearTimeout(bound);
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        try {
          await this.run();
        } catch (error) {
          if (!this.stopping.signal.aborted) this.runFailed(error);
        }
      } while (this.again && !this.stopping.signal.aborted);
    } finally {
      // In the same synchronous step as the last check of `again`, so no kick falls in between.
      this.running = undefined;
    }
  }
}
