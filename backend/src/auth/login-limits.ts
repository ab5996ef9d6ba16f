import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientKey } from '../security/client-address';
import { RateLimiterService } from '../security/rate-limiter.service';
import { normaliseEmail } from './staff-users.service';

/**
 * Brute-force defence for staff log-in: LOGIN_MAX_FAILURES failed attempts per client address and per
 * account within LOGIN_WINDOW_MINUTES lock that address or account until the window ends. An unknown
 * email is counted exactly like a real one, so the lock-out says nothing about which accounts exist.
 * Accounts are counted under a hash: the counters table holds no email address.
 */
@Injectable()
export class LoginLimits {
  private readonly max: number;
  private readonly windowMs: number;

  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.max = config.limits.loginMaxFailures;
    this.windowMs = config.limits.loginWindowMs;
  }

  /** Milliseconds until the address or account may try again, or 0 when it may now. */
  async lockedFor(address: string | undefined, email: string): Promise<number> {
    const results = await Promise.all(
      this.buckets(address, email).map((bucket) => this.limiter.check(bucket, this.max)),
    );
    return Math.max(0, ...results.map((result) => (result.allowed ? 0 : result.retryAfterMs)));
  }

  async failed(address: string | undefined, email: string): Promise<void> {
    await Promise.all(this.buckets(address, email).map((bucket) => this.limiter.hit(bucket, this.windowMs)));
  }

  /** A correct password clears the account's count; the address keeps its own. */
  async succeeded(email: string): Promise<void> {
    await this.limiter.clear(this.accountBucket(email));
  }

  private accountBucket(email: string): string {
    return `login:account:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
  }

  private buckets(address: string | undefined, email: string): string[] {
    return [`login:address:${clientKey(address)}`, this.accountBucket(email)];
  }
}
