import { type Logger } from '@nestjs/common';
import { Client } from 'pg';
import { errorMessage } from '../common/error-message';

/** What the listening connection calls itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'abogados-content-listener';
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * PostgreSQL's LISTEN on a channel of its own connection: `heard` runs at every NOTIFY, and once each
 * time the connection is (re)established, since anything announced while it was away is lost. Only a
 * speed-up for the version polling: a lost connection is opened again after a growing pause, by itself.
 */
export class ContentListener {
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private retryMs = FIRST_RETRY_MS;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly heard: () => void,
    private readonly logger: Logger,
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: LISTENER_APPLICATION_NAME });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', () => this.heard());
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.retryMs !== FIRST_RETRY_MS) this.logger.log('Listening for content changes again');
    this.retryMs = FIRST_RETRY_MS;
    this.heard();
  }

  private lost(client: Client, error?: unknown): void {
    if (client !== this.client || this.stopped) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.logger.warn(
      `Content change notifications lost (${error ? errorMessage(error) : 'connection closed'}); ` +
        `polling goes on, listening again in ${this.retryMs} ms`,
    );
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
