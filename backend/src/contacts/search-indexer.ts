import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/clock';
import { SearchIndexRepository } from './search-index.repository';

/** Requests copied into the search index per statement: some 20 ms of SQLite's time, one statement at a time. */
export const INDEX_BATCH = 500;
/** Intake counts as quiet once this long has passed since this server last stored a request. */
export const QUIET_MS = 1_000;
/** How often the indexer looks for requests to index. */
export const INDEX_EVERY_MS = 1_000;
/**
 * While requests keep coming, at most this many are left waiting after each look: a search reads the waiting
 * ones row by row, and 100,000 read so cost it what a two-letter search over 100,000 requests costs anyway.
 * A burst shorter than that (some 13 s of the form at full speed on one core) pays no indexing while it lasts;
 * the indexing is done in the first quiet second after it, in batches that leave the form its turns.
 */
export const MAX_WAITING = 100_000;

/**
 * SQLite's staff search index, fed off the intake path (see the SearchIndexOffIntake migration): every
 * INDEX_EVERY_MS it looks at how many requests wait to be indexed, and indexes them in batches of
 * INDEX_BATCH once intake has been quiet on this server for QUIET_MS, or, while requests keep coming, just
 * enough batches to keep MAX_WAITING or fewer waiting. Searches find the waiting requests anyway, by reading them directly, so this decides only
 * how much of a search is served by the index. Several servers on one SQLite file may all index: each batch
 * is one statement that takes the next requests not indexed, so none is indexed twice.
 *
 * PostgreSQL indexes each request in its own INSERT (a trigger and a GIN index): nothing waits there.
 */
@Injectable()
export class SearchIndexer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SearchIndex');
  private lastIntake = -Infinity;
  /** MAX_WAITING, but in tests of the rule itself. */
  maxWaiting = MAX_WAITING;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly index: SearchIndexRepository,
    private readonly clock: Clock,
  ) {}

  /** Called for each request this server stores, with its creation time. */
  noteIntake(at: Date): void {
    this.lastIntake = at.getTime();
  }

  onApplicationBootstrap(): void {
    if (!this.index.offIntake) return;
    this.timer = setInterval(() => void this.look(), INDEX_EVERY_MS);
    this.timer.unref();
  }

  /** No more looks every INDEX_EVERY_MS (look() and catchUp() still work when called). */
  pause(): void {
    clearInterval(this.timer);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.pause();
    await this.running;
  }

  /** How many requests wait to be indexed (at most; deleted ones leave gaps in the ids). */
  waiting(): Promise<number> {
    return this.index.waiting();
  }

  /** Indexes every request waiting, batch by batch. */
  async catchUp(): Promise<void> {
    while ((await this.waiting()) > 0) await this.indexNext();
  }

  /** One look: what to index now, by the rules above. Never runs twice at once; a failure is logged. */
  look(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.indexWhatIsDue()
      // Another server on the same file may have indexed the same requests first (SQLITE_BUSY, or the copy's
      // primary key): nothing is lost, the next look takes what is still waiting.
      .catch((error: unknown) =>
        this.logger.warn(`Indexing for the staff search failed, to be tried again: ${String(error)}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private quiet(): boolean {
    return this.clock.now().getTime() - this.lastIntake >= QUIET_MS;
  }

  private async indexWhatIsDue(): Promise<void> {
    const waiting = await this.waiting();
    if (waiting === 0) return;
    if (!this.quiet()) {
      // Busy: only what keeps the waiting requests, which every search reads row by row, under maxWaiting.
      for (let left = waiting; !this.stopped && left > this.maxWaiting; left = await this.waiting()) {
        await this.indexNext();
        await new Promise((resume) => setImmediate(resume));
      }
      return;
    }
    do {
      await this.indexNext();
      await new Promise((resume) => setImmediate(resume));
    } while (!this.stopped && this.quiet() && (await this.waiting()) > 0);
  }

  /** Indexes the next INDEX_BATCH requests waiting (at least one when any waits). */
  private async indexNext(): Promise<void> {
    await this.index.indexNext(INDEX_BATCH);
  }
}
