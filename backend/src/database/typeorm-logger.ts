import { Logger } from '@nestjs/common';
import { type Logger as TypeOrmLogger } from 'typeorm';
import { diskFullNotice } from '../common/disk-full-notice';

/**
 * TypeORM's own error logging prints each failed query with its parameters, which are visitors' names,
 * emails and messages, and session data. This one names the failure and the statement's first words only.
 */
export class QuietTypeormLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQueryError(error: string | Error, query: string): void {
    // Every write fails alike while the disk is full: said once, not per statement.
    if (diskFullNotice.report(error)) return;
    // A leading comment (see submission-writer.ts, rate-limits.repository.ts) is not one of those words.
    const statement = query
      .replace(/^\s*\/\*.*?\*\/\s*/, '')
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    this.logger.error(`${statement}… failed: ${error instanceof Error ? error.message : error}`);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
}
