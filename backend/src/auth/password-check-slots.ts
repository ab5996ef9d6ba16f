import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * How many password checks may run at once in this process (LOGIN_CONCURRENT_CHECKS). Each scrypt check
 * takes ~128 MiB and one of libuv's four threads for most of a second, and those threads also serve the
 * database driver and file reads: a burst of log-ins must not take them all.
 */
@Injectable()
export class PasswordCheckSlots {
  private readonly size: number;
  private running = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.size = config.limits.loginConcurrentChecks;
  }

  /** Takes a slot when one is free; never waits, so a refused request holds nothing. */
  tryTake(): boolean {
    if (this.running >= this.size) return false;
    this.running += 1;
    return true;
  }

  release(): void {
    this.running = Math.max(0, this.running - 1);
  }
}
