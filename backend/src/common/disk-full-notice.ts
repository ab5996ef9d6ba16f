import { Logger } from '@nestjs/common';
import { errorMessage } from './error-message';
import { isStorageFull } from './database-errors';

/**
 * Says once that the database's disk is full. While it lasts every write fails the same way (a full disk
 * measured 311 failed consultation requests in a row), and a line for each would bury the one that matters.
 * It is said again once the health check has found room and the disk then fills again.
 */
class DiskFullNotice {
  private readonly logger = new Logger('Database');
  private said = false;

  /** Whether the error is a full disk; the first one since the disk had room is logged. */
  report(error: unknown): boolean {
    if (!isStorageFull(error)) return false;
    if (!this.said) {
      this.said = true;
      this.logger.error(
        `database disk is full: nothing can be stored, and writes are answered 503, until space is freed (${errorMessage(error)})`,
      );
    }
    return true;
  }

  /** The disk has room again: the next full disk is news. */
  cleared(): void {
    this.said = false;
  }
}

/** One per process, like the database it speaks of. */
export const diskFullNotice = new DiskFullNotice();
