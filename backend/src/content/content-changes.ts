import { type FactoryProvider, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CONTENT_CHANNEL } from '../database/schema/content';
import { ContentListener } from './content-listener';

/**
 * Announcements that the content changed, heard sooner than the version polling finds them: one
 * implementation per engine, chosen at start-up (contentChangesProvider).
 */
export abstract class ContentChanges {
  /** Calls `heard` at each announcement (and whenever announcements may have been missed). */
  abstract follow(heard: () => void): void;
  abstract stop(): Promise<void>;
}

/** PostgreSQL: LISTEN on the channel the site_content trigger NOTIFYs, on a connection of its own. */
export class PostgresContentChanges extends ContentChanges {
  private listener?: ContentListener;

  constructor(private readonly url: string) {
    super();
  }

  follow(heard: () => void): void {
    this.listener = new ContentListener(this.url, CONTENT_CHANNEL, heard, new Logger('Content'));
    this.listener.start();
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }
}

/** SQLite: one file, no announcements; the version polling alone finds every change. */
export class PolledContentChanges extends ContentChanges {
  follow(): void {}

  async stop(): Promise<void> {}
}

/** The engine's way of announcing changes. */
export function contentChangesFor({ database }: AppConfig): ContentChanges {
  return database.type === 'postgres' ? new PostgresContentChanges(database.url) : new PolledContentChanges();
}

export const contentChangesProvider: FactoryProvider<ContentChanges> = {
  provide: ContentChanges,
  inject: [APP_CONFIG],
  useFactory: contentChangesFor,
};
